import { existsSync } from 'node:fs';

/**
 * The browser the suites drive (Playwright cannot download one here): Debian's
 * chromium-headless-shell, the same engine without the full browser's UI processes, as Playwright
 * itself runs headless tests (the e2e suite took 283 s with it against 363 s with the full
 * Chromium on this machine); Debian's full Chromium where only that is installed; `CHROMIUM_PATH`
 * names another.
 */
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/** No sandbox (root in CI), no GPU, and none of the browser's own calls home, refused here anyway. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
