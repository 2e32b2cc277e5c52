import { afterAll, describe, expect, it, vi } from 'vitest';

import { type StartedNextServer, readInstalled, startNextServer, versionOf } from './canary';
import { takeNextSigtermHandlers } from './nextSigterm';

let started: StartedNextServer | undefined;
afterAll(async () => {
  await started?.stop();
});

describe(`canary: SIGTERM in Next ${versionOf('next')} (src/platform/nextSigterm.ts, src/lib/server/drain.ts)`, () => {
  it('Next’s graceful stop is the one SIGTERM listener when the app (and its instrumentation) loads, and takes the server down with exit 143', async () => {
    const others = process.listeners('SIGTERM');
    started = await startNextServer();
    const nexts = started.sigtermListeners.filter((listener) => !others.includes(listener));
    expect(
      nexts.length,
      'When Next loads the app (and calls instrumentation’s register), `next start` has not installed exactly one SIGTERM listener of its own ' +
        '(next/dist/server/lib/start-server.js). drainOnSigterm (src/lib/server/drain.ts) takes off the listeners it finds then and runs them after the drain: ' +
        'if Next installs its listener later, it would stop the server at once, without the drain. Find out when Next installs it now.',
    ).toBe(1);

    // What instrumentation does: Next's listener is taken off, to be run later.
    const stopAsNextWould = takeNextSigtermHandlers();
    expect(process.listeners('SIGTERM')).toEqual([]);
    for (const listener of others) process.on('SIGTERM', listener);
    expect(typeof stopAsNextWould).toBe('function');

    const exited = new Promise<unknown>((resolve) => vi.spyOn(process, 'exit').mockImplementation((code) => resolve(code) as never));
    nexts[0]?.('SIGTERM');
    expect(await exited, 'Next’s SIGTERM listener no longer ends the process with 143 after closing the server').toBe(143);
    expect(started.server.listening, 'Next’s SIGTERM listener no longer closes the server').toBe(false);
  });

  it('`next start` loads instrumentation only through the app it loads (where the canary above stops it)', () => {
    for (const file of ['next/dist/cli/next-start.js', 'next/dist/server/lib/start-server.js']) {
      expect(readInstalled(file), `${file} now deals with instrumentation itself: check that its register still runs after Next's SIGTERM listener is installed`).not.toMatch(/instrumentation/i);
    }
  });
});
