import type { Page } from '@playwright/test';

import { DEMO, consentedRequests, expect, expectNoAxeViolations, pressUntil, test } from './fixtures';

/** The self-hosted playlist of the demo video article: two clips of four seconds. */
const FIRST = 'Über die Passstraße: vorausschauend fahren';
const SECOND = 'Winterstraße: Abstand halten';

const player = (page: Page, title: string) => page.getByRole('group', { name: `Videoplayer: ${title}` });
/** The player's own announcement, which names the video (the Mux player's loading indicator is a status too). */
const announced = (page: Page, title: string) => player(page, title).getByRole('status').filter({ hasText: title });
/** Presses play on the poster until the player's code took over. */
const play = (page: Page, title: string) =>
  pressUntil(player(page, title).getByRole('button', { name: 'Video abspielen' }), () =>
    expect(player(page, title).locator('[data-player-state]')).not.toHaveAttribute('data-player-state', 'idle', { timeout: 1000 }),
  );

/** What the page logs as errors from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The error overlay in the player, with its German message and code, also announced. */
async function expectPlayerError(page: Page, title: string, message: string, code: number) {
  const overlay = player(page, title).getByRole('alert');
  await expect(overlay).toContainText(message);
  await expect(overlay).toContainText(`Fehlercode: ${code}`);
  await expect(announced(page, title)).toHaveText(`Fehler bei der Wiedergabe: ${title}`);
}

test.describe('the self-hosted video', () => {
  test('plays, pauses, goes on to the next video and completes, announcing each state', async ({ page }) => {
    await page.goto(DEMO.videoArticle);
    const first = player(page, FIRST);
    // Idle: a poster and a play button; nothing of the player loaded yet.
    await expect(first.locator('mux-player')).toHaveCount(0);
    await expect(first.locator('[data-player-state]')).toHaveAttribute('data-player-state', 'idle');
    await expect(first.getByRole('list', { name: 'Playlist' }).getByRole('listitem')).toHaveCount(2);
    await expect(first.getByRole('button', { name: 'Vorheriges Video' })).toBeDisabled();

    await play(page, FIRST);
    await expect(announced(page, FIRST)).toHaveText(`Video läuft: ${FIRST}`);

    await first.locator('mux-player').hover();
    // The control bar's button (the big centre one is only there before the first play).
    await first.getByRole('button', { name: 'pausieren' }).last().click();
    await expect(announced(page, FIRST)).toHaveText(`Video angehalten: ${FIRST}`);

    await first.getByRole('button', { name: 'Nächstes Video' }).click();
    const second = player(page, SECOND);
    await expect(announced(page, SECOND)).toHaveText(`Video läuft: ${SECOND}`);
    await expect(second.getByRole('button', { name: `2. ${SECOND}` })).toHaveAttribute('aria-current', 'true');
    await expect(second.getByRole('button', { name: 'Nächstes Video' })).toBeDisabled();
    // The last clip runs to its end: the playlist is complete (no repeat by default).
    await expect(announced(page, SECOND)).toHaveText(`Video zu Ende: ${SECOND}`, { timeout: 15_000 });
    await expectNoAxeViolations(page);
  });

  test('while its data is on the way, the player shows a spinner and only its own status speaks', async ({ page }) => {
    // The file answers only when the test lets it: the player waits for its data meanwhile.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/videos/file/alpenstrasse.mp4*', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(DEMO.videoArticle);
    await play(page, FIRST);
    const first = player(page, FIRST);
    await expect(first.locator('mux-player')).toBeVisible();
    await expect(announced(page, FIRST)).toHaveText(new RegExp(`^(Video wird (geladen|gepuffert)|Wiedergabe stockt, Daten kommen nicht an): ${FIRST}$`));
    // The page's spinner, from the press on (the Mux player's own is also a live region,
    // "Medien werden geladen": that one stays off, so nothing speaks twice).
    // Drawn only (aria-hidden): found by its test id.
    const spinner = first.getByTestId('video-spinner');
    await expect(spinner).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Medien werden geladen' })).toHaveCount(0);
    await expect(first.locator('media-loading-indicator')).toBeHidden();
    release();
    await expect(announced(page, FIRST)).toHaveText(`Video läuft: ${FIRST}`);
    await expect(spinner).toHaveCount(0);
  });

  test.describe('while the player’s code is on its way', () => {
    // The service worker serves build files from its cache, and page.route does not see what it answers.
    test.use({ serviceWorkers: 'block' });

    test('shows its loading state at once on the press, while the player’s code is still on its way', async ({ page }) => {
      // The player's code (loaded only after the press) comes slowly, as on a phone's connection:
      // here only once the loading state has been seen.
      let releasePlayer = () => {};
      const playerReleased = new Promise<void>((resolve) => (releasePlayer = resolve));
      await page.route(/\/_next\/static\/chunks\/[^/]+\.js(?:\?.*)?$/, async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes('mux-player')) await playerReleased;
        await route.fulfill({ response, body });
      });
      await page.goto(DEMO.videoArticle);
      await play(page, FIRST);
      const first = player(page, FIRST);
      await expect(first.locator('mux-player')).toHaveCount(0);
      await expect(first.locator('[data-player-state]')).toHaveAttribute('data-player-state', 'loading');
      await expect(first.getByTestId('video-spinner')).toBeVisible({ timeout: 1_000 });
      await expect(announced(page, FIRST)).toHaveText(`Video wird geladen: ${FIRST}`);
      releasePlayer();
      await expect(announced(page, FIRST)).toHaveText(`Video läuft: ${FIRST}`, { timeout: 15_000 });
      await expect(first.getByTestId('video-spinner')).toHaveCount(0);
    });
  });

  test('the first clip ending plays the next one', async ({ page }) => {
    await page.goto(DEMO.videoArticle);
    await play(page, FIRST);
    await expect(announced(page, FIRST)).toHaveText(`Video läuft: ${FIRST}`);
    await expect(announced(page, SECOND)).toHaveText(`Video läuft: ${SECOND}`, { timeout: 15_000 });
  });

  test('an unplayable source shows the error overlay with message and code', async ({ page }) => {
    // Any version of the file (`?v=`).
    await page.route('**/api/videos/file/alpenstrasse.mp4*', (route) =>
      route.fulfill({ status: 200, contentType: 'video/mp4', body: 'this is not a video' }),
    );
    const errors = consoleErrors(page);
    await page.goto(DEMO.videoArticle);
    await play(page, FIRST);
    await expectPlayerError(page, FIRST, 'Dieses Video kann in Ihrem Browser nicht abgespielt werden.', 203004);
    expect(errors.some((text) => text.includes('Player error 203004: Failed to load media'))).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('a Mux video whose stream cannot be reached shows only the site’s German error: no English of the player, no spinner', async ({ page, foreignRequests }) => {
    const TITLE = 'Fahrtechnik-Training: Bremsen auf Schnee';
    // The connection to Mux breaks off (nothing leaves the machine).
    await page.route((url) => /(^|\.)mux\.com$/.test(url.host), (route) => route.abort('failed'));
    await page.goto(DEMO.videoArticle);
    const dialog = page.getByRole('dialog', { name: 'Inhalt von Mux' });
    await pressUntil(player(page, TITLE).getByRole('button', { name: 'Video abspielen' }), () => expect(dialog).toBeVisible({ timeout: 1000 }));
    await dialog.getByRole('button', { name: 'Einwilligung erteilen' }).click();
    await expectPlayerError(page, TITLE, 'Das Video kann wegen einer Verbindungsstörung gerade nicht geladen werden.', 203002);
    // The player keeps trying and reporting for a moment after its error: once it has given up (no
    // request for half a second), the overlay is still the only thing shown.
    await page.waitForLoadState('networkidle');
    await expect(player(page, TITLE).getByText(/network error|media download/i)).toHaveCount(0);
    await expect(player(page, TITLE).getByTestId('video-spinner')).toHaveCount(0);
    await expect(player(page, TITLE).locator('[data-player-state]')).toHaveAttribute('data-player-state', 'error');
    expect(consentedRequests(foreignRequests, /(^|\.)mux\.com$/).length).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  test.describe('when the player’s code does not arrive', () => {
    // The service worker serves build files from its cache, and page.route does not see what it answers.
    test.use({ serviceWorkers: 'block' });

    test('shows the load error with message and code once the script load timeout has passed', async ({ page }) => {
      await page.addInitScript(() => {
        window.__MOBILCLUB_PLAYER_TIMEOUTS__ = { script: 1500 };
      });
      // The chunk with the Mux player's library (loaded only after the press) is asked for and never
      // answered, as by a server that hangs. Picked by its content, not by when it is asked for:
      // a press before hydration does nothing, and the page's own chunks must still arrive.
      const held: string[] = [];
      await page.route(/\/_next\/static\/chunks\/[^/]+\.js(?:\?.*)?$/, async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes('mux-player')) held.push(route.request().url());
        else await route.fulfill({ response, body });
      });
      const errors = consoleErrors(page);
      await page.goto(DEMO.videoArticle);
      await play(page, FIRST);
      await expectPlayerError(page, FIRST, 'Der Videoplayer konnte nicht geladen werden.', 101100);
      expect(held).not.toEqual([]);
      expect(errors).toContain('Player error 101100: Loading player script timed out after 1500 ms');
      await expectNoAxeViolations(page);
    });
  });

  test('offers German captions in its menu, shows the spoken text, and keeps them on for the visit', async ({ page }) => {
    const captionFiles: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/captions/file/')) captionFiles.push(`${response.status()} ${response.headers()['content-type']} ${response.url()}`);
    });
    await page.goto(DEMO.videoArticle);
    const first = player(page, FIRST);
    await play(page, FIRST);
    const textTracks = (title: string) =>
      player(page, title)
        .locator('mux-player')
        .evaluate((element: Element & { textTracks?: TextTrackList }) =>
          Array.from(element.textTracks ?? [])
            .filter((track) => track.kind === 'captions')
            .map((track) => ({ label: track.label, language: track.language, mode: track.mode, cues: Array.from(track.activeCues ?? []).map((cue) => (cue as VTTCue).text) })),
        );
    // Offered, and off until the visitor switches them on.
    await expect.poll(() => textTracks(FIRST)).toEqual([{ label: 'Deutsch', language: 'de', mode: 'disabled', cues: [] }]);

    await first.locator('mux-player').hover();
    await first.getByRole('button', { name: 'Untertitel' }).click();
    await first.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    // What the clip says, while it plays.
    await expect
      .poll(async () => (await textTracks(FIRST))[0]?.cues.join(' '), { timeout: 10_000 })
      .toMatch(/Vor der Kurve bremsen,|in der Kurve gleichmäßig fahren\./);
    // From this site, as text/vtt, cached like every upload.
    expect(captionFiles).toEqual([expect.stringMatching(/^200 text\/vtt(;.*)? http:\/\/127\.0\.0\.1:\d+\/api\/captions\/file\/alpenstrasse\.de\.vtt\?v=/)]);

    // The next video starts with its captions on.
    await first.getByRole('button', { name: 'Nächstes Video' }).click();
    await expect
      .poll(async () => (await textTracks(SECOND))[0], { timeout: 10_000 })
      .toMatchObject({ mode: 'showing', cues: [expect.stringMatching(/Auf Schnee und Eis:|den Abstand verdoppeln\./)] });

    // Switched off, they stay off: also after a reload.
    await player(page, SECOND).locator('mux-player').hover();
    await player(page, SECOND).getByRole('button', { name: 'Untertitel' }).click();
    await player(page, SECOND).getByRole('menuitemradio', { name: 'Aus' }).click();
    // Off in the player before the visitor reloads (the choice is kept as the track changes).
    await expect.poll(async () => (await textTracks(SECOND))[0]?.mode).toBe('disabled');
    await page.reload();
    await play(page, FIRST);
    await expect.poll(async () => (await textTracks(FIRST))[0]?.mode).toBe('disabled');
  });

  test('speaks German in its controls and menus: no English label is left', async ({ page }) => {
    // Labels the player showed in English before (Media Chrome's German misses them).
    const ENGLISH = ['pause', 'play', 'back to previous menu', 'settings', 'playback rate', 'captions', 'off', 'quality', 'mute', 'unmute', 'seek', 'volume', 'enter fullscreen mode', 'exit fullscreen mode', 'video player', 'playback time'];
    /** Every label and menu text in the player, through its shadow roots. */
    const labels = () =>
      player(page, FIRST)
        .locator('mux-player')
        .evaluate((host) => {
          const found: string[] = [];
          const walk = (root: Element | ShadowRoot) => {
            for (const element of Array.from(root.querySelectorAll('*'))) {
              for (const attribute of ['aria-label', 'title']) {
                const value = element.getAttribute(attribute);
                if (value) found.push(value.trim());
              }
              if (/menuitem/.test(element.getAttribute('role') ?? '')) found.push((element.textContent ?? '').trim());
              if (element.shadowRoot) walk(element.shadowRoot);
            }
          };
          if (host.shadowRoot) walk(host.shadowRoot);
          return found;
        });
    await page.goto(DEMO.videoArticle);
    const first = player(page, FIRST);
    await play(page, FIRST);
    // The controls hide again after a moment without the pointer moving: on a busy machine,
    // between the hover and the click. A viewer moves the mouse and clicks again.
    const pause = first.getByRole('button', { name: 'pausieren' }).last();
    await pressUntil(
      pause,
      () => expect(first.getByRole('button', { name: 'abspielen' }).last()).toBeVisible({ timeout: 1_000 }),
      async () => {
        await first.locator('mux-player').hover();
        await pause.click({ timeout: 2_000 });
      },
    );
    const seen = new Set(await labels());
    await first.getByRole('button', { name: /^Wiedergabegeschwindigkeit/ }).click();
    await expect(first.getByRole('menuitemradio', { name: '1.5x' })).toBeVisible();
    for (const label of await labels()) seen.add(label);
    await page.keyboard.press('Escape');
    await first.getByRole('button', { name: 'Untertitel' }).click();
    await expect(first.getByRole('menuitemradio', { name: 'Aus' })).toBeVisible();
    for (const label of await labels()) seen.add(label);
    const english = [...seen].filter((label) => ENGLISH.includes(label.toLowerCase()));
    expect(english, [...seen].join(' | ')).toEqual([]);
    // Each menu's back button (shown in nested menus) too.
    expect([...seen]).toContain('Zurück zum vorigen Menü');
  });

  test('sharing links point at the video itself', async ({ page }) => {
    await page.goto(DEMO.videoArticle);
    const share = page.getByRole('navigation', { name: 'Video teilen' });
    const mail = await share.getByRole('link', { name: 'Per E-Mail teilen' }).getAttribute('href');
    expect(decodeURIComponent(mail ?? '')).toMatch(/Fahrtipps für den Winter im Video/);
    expect(decodeURIComponent(mail ?? '')).toMatch(new RegExp(`${DEMO.videoArticle}#video-`));
  });
});
