import { act, fireEvent, render, screen } from '@testing-library/react';
import type { SyntheticEvent } from 'react';
import { type MockInstance, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ConsentConfig } from '@/lib/consent/vendors';

import { PLAYER_MESSAGES } from './errors';
import { playerConfigSchema } from './playerConfig';
import type { PlayerItem } from './states';
import type * as VideoPlayerModule from './VideoPlayer.client';

/**
 * The player's library (its script) and its view (a chunk) arrive when their `arrived` settles;
 * `loads` counts the imports that asked for them.
 */
const script = vi.hoisted(() => ({ arrived: Promise.resolve(), loads: 0 }));
const chunk = vi.hoisted(() => ({ arrived: Promise.resolve(), loads: 0 }));

vi.mock('./playerScript', async (importOriginal) => {
  script.loads += 1;
  await script.arrived;
  return importOriginal();
});

vi.mock('./MuxPlayerView.client', async (importOriginal) => {
  chunk.loads += 1;
  await chunk.arrived;
  return importOriginal();
});

// The Mux player as a plain media element: the tests send it the media events a browser would,
// and its event props hear them as the player's would. Its style's dialog switch is kept to look at.
vi.mock('@mux/mux-player-react', async () => {
  const { createElement, forwardRef } = await import('react');
  type Handler = (event: SyntheticEvent<HTMLVideoElement>) => void;
  type Props = { style?: Record<string, unknown> } & Partial<Record<'onLoadStart' | 'onWaiting' | 'onStalled' | 'onPlaying' | 'onPause' | 'onEnded' | 'onError', Handler>>;
  return {
    default: forwardRef<HTMLVideoElement, Props>(({ style, onLoadStart, onWaiting, onStalled, onPlaying, onPause, onEnded, onError }, ref) =>
      createElement('video', { ref, 'data-testid': 'mux-player', 'data-dialog': style?.['--dialog'], onLoadStart, onWaiting, onStalled, onPlaying, onPause, onEnded, onError }),
    ),
  };
});

const clip = (id: string, title: string, src: string | null = `/api/videos/file/${id}.mp4`): PlayerItem => ({
  id,
  title,
  description: null,
  src,
  muxPlaybackId: null,
  duration: '0:04',
  tracks: [],
});

const consent: ConsentConfig = { provider: 'embedded', tagManager: false, videoVendors: [], privacyPolicyPath: '/datenschutz' };

let VideoPlayer: typeof VideoPlayerModule.VideoPlayer;
let consoleError: MockInstance<typeof console.error>;

const config = playerConfigSchema.parse({ playlist: [{ title: 'Passstraße', file: '/api/videos/file/a.mp4' }] });

function renderPlayer(items: PlayerItem[] = [clip('a', 'Passstraße'), clip('b', 'Winterstraße')]) {
  return render(
    <VideoPlayer items={items} posters={items.map(() => null)} config={config} vendor={null} consent={consent} accentColor="#0d3b66" roundCorners={false} />,
  );
}

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
/** Lets time pass, and React render what it brought. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
// Taken before the clock is faked: waiting for a module to load takes real time.
const realSetTimeout = globalThis.setTimeout;
/**
 * Waits (in real time; the player's clock stands still) until the player's chunk has arrived
 * and React rendered what the player made of it: the player's own import of the chunk shares
 * this one's module, and a real task later its callbacks have run.
 */
const chunkSettled = () =>
  act(async () => {
    await import('./playerScript');
    await import('./MuxPlayerView.client');
    await new Promise((resolve) => realSetTimeout(resolve, 0));
  });
const media = (type: string) => fireEvent(screen.getByTestId('mux-player'), new Event(type));

beforeEach(async () => {
  // A fresh chunk per test: its import settles once per module registry.
  vi.resetModules();
  script.arrived = Promise.resolve();
  script.loads = 0;
  chunk.arrived = Promise.resolve();
  chunk.loads = 0;
  ({ VideoPlayer } = await import('./VideoPlayer.client'));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  // Nothing but the player's own reports: no warning of React's hid behind the spy.
  expect(consoleError.mock.calls.map(([message]) => String(message)).filter((message) => !message.startsWith('Player error'))).toEqual([]);
});

describe('the video player’s timeouts (spec 9) and errors (spec 8)', () => {
  it('shows the load error 101100 when the player’s script has not arrived after 45 s, without asking for its view', async () => {
    script.arrived = new Promise(() => undefined);
    renderPlayer();
    press('Video abspielen');
    expect(screen.getByRole('status')).toHaveTextContent('Video wird geladen: Passstraße');
    await wait(44_999);
    expect(screen.queryByRole('alert')).toBeNull();
    await wait(1);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(PLAYER_MESSAGES.cantLoadPlayer);
    expect(alert).toHaveTextContent('Fehlercode: 101100');
    expect(consoleError).toHaveBeenCalledWith('Player error 101100: Loading player script timed out after 45000 ms');
    expect(chunk.loads).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the load error 101000 when the player’s view (a chunk) has not arrived 55 s after its script', async () => {
    chunk.arrived = new Promise(() => undefined);
    renderPlayer();
    press('Video abspielen');
    expect(screen.getByRole('status')).toHaveTextContent('Video wird geladen: Passstraße');
    // The script arrived at once; from then on the chunk's clock runs.
    await act(async () => {
      await import('./playerScript');
      await new Promise((resolve) => realSetTimeout(resolve, 0));
    });
    await wait(54_999);
    expect(screen.queryByRole('alert')).toBeNull();
    await wait(1);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(PLAYER_MESSAGES.cantLoadPlayer);
    expect(alert).toHaveTextContent('Fehlercode: 101000');
    expect(screen.getByRole('status')).toHaveTextContent('Fehler bei der Wiedergabe: Passstraße');
    expect(consoleError).toHaveBeenCalledWith('Player error 101000: Loading chunk timed out after 55000 ms');
  });

  it('keeps the error when the chunk arrives after all, and a retry then starts the player', async () => {
    let arrive: () => void = () => undefined;
    chunk.arrived = new Promise((resolve) => (arrive = resolve));
    renderPlayer();
    press('Video abspielen');
    await wait(55_000);
    arrive();
    await chunkSettled();
    expect(screen.getByRole('alert')).toHaveTextContent('Fehlercode: 101000');
    expect(screen.queryByTestId('mux-player')).toBeNull();

    press('Erneut versuchen');
    await chunkSettled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('mux-player')).toBeInTheDocument();
  });

  it('raises 200001 at once for an item with neither a file nor a Mux video, without loading the player', () => {
    renderPlayer([clip('a', 'Passstraße', null)]);
    press('Video abspielen');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(PLAYER_MESSAGES.cantPlayVideo);
    expect(alert).toHaveTextContent('Fehlercode: 200001');
    expect(consoleError).toHaveBeenCalledWith('Player error 200001: No playable sources found for item a');
    expect(chunk.loads).toBe(0);
  });

  it('raises 200001 when the visitor goes on to such an item, instead of mounting the player', async () => {
    renderPlayer([clip('a', 'Passstraße'), clip('b', 'Winterstraße', null)]);
    press('Video abspielen');
    await chunkSettled();
    media('playing');
    press('Nächstes Video');
    expect(screen.getByRole('alert')).toHaveTextContent('Fehlercode: 200001');
    expect(screen.queryByTestId('mux-player')).toBeNull();
  });

  it('shows the setup error 100000 when the player has not started loading its media after 60 s', async () => {
    renderPlayer();
    press('Video abspielen');
    await chunkSettled();
    expect(screen.getByTestId('mux-player')).toBeInTheDocument();
    await wait(59_999);
    expect(screen.queryByRole('alert')).toBeNull();
    await wait(1);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(PLAYER_MESSAGES.technicalError);
    expect(alert).toHaveTextContent('Fehlercode: 100000');
    expect(consoleError).toHaveBeenCalledWith('Player error 100000: Error setting up player: timed out after 60000 ms');
    expect(screen.queryByTestId('mux-player')).toBeNull();
  });

  it('shows 203002 when the media request delivers nothing for 60 s, and nothing once data came', async () => {
    renderPlayer();
    press('Video abspielen');
    await chunkSettled();
    await wait(10_000);
    media('loadstart');
    await wait(59_999);
    expect(screen.queryByRole('alert')).toBeNull();
    await wait(1);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(PLAYER_MESSAGES.badConnection);
    expect(alert).toHaveTextContent('Fehlercode: 203002');
    expect(consoleError).toHaveBeenCalledWith('Player error 203002: Failed to load media: request timed out after 60000 ms');

    press('Erneut versuchen');
    await chunkSettled();
    media('loadstart');
    media('progress');
    await wait(300_000);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts the clock on "Erneut versuchen"', async () => {
    renderPlayer();
    press('Video abspielen');
    await chunkSettled();
    await wait(60_000);
    expect(screen.getByRole('alert')).toHaveTextContent('Fehlercode: 100000');
    press('Erneut versuchen');
    await chunkSettled();
    expect(screen.queryByRole('alert')).toBeNull();
    await wait(59_999);
    expect(screen.queryByRole('alert')).toBeNull();
    await wait(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Fehlercode: 100000');
  });

  it('starts the clock anew for the next playlist item, and stops it when the player goes', async () => {
    const { unmount } = renderPlayer();
    press('Video abspielen');
    await chunkSettled();
    await wait(40_000);
    press('Nächstes Video');
    await wait(40_000);
    expect(screen.queryByRole('alert')).toBeNull();
    await wait(20_000);
    expect(screen.getByRole('alert')).toHaveTextContent('Fehlercode: 100000');

    press('Erneut versuchen');
    await chunkSettled();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops the chunk’s clock when the visitor leaves the item it loads for', async () => {
    chunk.arrived = new Promise(() => undefined);
    renderPlayer();
    press('Video abspielen');
    press('Nächstes Video');
    expect(vi.getTimerCount()).toBe(0);
    await wait(120_000);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Video abspielen' })).toBeInTheDocument();
  });
});

describe('what the visitor sees of the player’s states (spec 4)', () => {
  it('shows the loading state at once on "Video abspielen", while the player’s code is still on its way', async () => {
    let arrive: () => void = () => undefined;
    script.arrived = new Promise((resolve) => (arrive = resolve));
    const { container } = renderPlayer();
    press('Video abspielen');
    expect(container.querySelector('[data-player-state]')).toHaveAttribute('data-player-state', 'loading');
    // At once, not after half a second: the press shows it was heard.
    const spinner = screen.getByTestId('video-spinner');
    expect(spinner).not.toHaveClass('animate-appear-late');

    arrive();
    await chunkSettled();
    expect(screen.getByTestId('mux-player')).toBeInTheDocument();
    media('loadstart');
    media('waiting');
    // The same wait goes on (loading, then buffering): the spinner stays as it was, no fading out and in.
    expect(screen.getByTestId('video-spinner')).toBe(spinner);
    expect(spinner).not.toHaveClass('animate-appear-late');
    media('playing');
    expect(screen.queryByTestId('video-spinner')).toBeNull();
    // Waiting while it plays: only after half a second (a short wait never shows).
    media('waiting');
    expect(screen.getByTestId('video-spinner')).toHaveClass('animate-appear-late');
  });

  it('shows only the site’s German error with its code, no spinner, when the player goes on reporting after its error', async () => {
    renderPlayer();
    press('Video abspielen');
    await chunkSettled();
    const player = screen.getByTestId('mux-player');
    // The player's own (English) error dialog is switched off.
    expect(player).toHaveAttribute('data-dialog', 'none');
    media('playing');
    // hls.js: a network error, and at once "waiting" from the element, before React renders.
    Object.defineProperty(player, 'error', { value: { code: 2, message: 'A network error caused the media download to fail.' } });
    act(() => {
      player.dispatchEvent(new Event('error'));
      player.dispatchEvent(new Event('waiting'));
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(PLAYER_MESSAGES.badConnection);
    expect(alert).toHaveTextContent('Fehlercode: 203002');
    expect(alert).not.toHaveTextContent(/network/i);
    expect(screen.queryByTestId('video-spinner')).toBeNull();
    expect(screen.queryByTestId('mux-player')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Fehler bei der Wiedergabe: Passstraße');
  });
});
