/**
 * How long the player waits for each step before it gives up with an error (spec 9), and the
 * clocks that watch those steps.
 */
export interface PlayerTimeouts {
  /** The player's library (Mux player, Media Chrome), loaded when the visitor presses play (spec 9: script load 45000 ms). */
  script: number;
  /** The player's view, the chunk loaded after the library (spec 9: 55000 ms for chunks). */
  chunk: number;
  /** From mounting the player until its media element starts loading. */
  setup: number;
  /** From the start of the media request until its first data. */
  request: number;
}

export const PLAYER_TIMEOUTS: Readonly<PlayerTimeouts> = { script: 45_000, chunk: 55_000, setup: 60_000, request: 60_000 };

declare global {
  interface Window {
    /** Shorter timeouts for end-to-end tests, set before the page's scripts run (Playwright's `addInitScript`). */
    __MOBILCLUB_PLAYER_TIMEOUTS__?: Partial<PlayerTimeouts>;
  }
}

/** Longer delays overflow `setTimeout`, which then fires at once. */
const MAX_DELAY = 2 ** 31 - 1;

const isDelay = (value: unknown): value is number => typeof value === 'number' && value > 0 && value <= MAX_DELAY;

/** Spec 9's timeouts, each unless a test set another. */
export function playerTimeouts(): PlayerTimeouts {
  // Only a script in the page can set this, and such a script can do anything devtools can: no visitor input reaches it.
  const override: unknown = typeof window === 'undefined' ? undefined : window.__MOBILCLUB_PLAYER_TIMEOUTS__;
  const pick = (name: keyof PlayerTimeouts) => {
    const value: unknown = typeof override === 'object' && override !== null ? Reflect.get(override, name) : undefined;
    return isDelay(value) ? value : PLAYER_TIMEOUTS[name];
  };
  return { script: pick('script'), chunk: pick('chunk'), setup: pick('setup'), request: pick('request') };
}

/**
 * Hands `promise`'s outcome to `on.value` or `on.error`, or calls `on.timeout` once `ms` passed
 * first; only the first of the three happens. The returned function cancels all three (a retry,
 * an unmount): what arrives later is ignored.
 */
export function settleWithin<T>(
  promise: Promise<T>,
  ms: number,
  on: { value: (value: T) => void; error: (reason: unknown) => void; timeout: () => void },
): () => void {
  let open = true;
  const close = () => {
    const wasOpen = open;
    open = false;
    clearTimeout(timer);
    return wasOpen;
  };
  const timer = setTimeout(() => {
    if (close()) on.timeout();
  }, ms);
  promise.then(
    (value) => {
      if (close()) on.value(value);
    },
    (reason: unknown) => {
      if (close()) on.error(reason);
    },
  );
  return () => {
    close();
  };
}

export type MediaStep = 'setup' | 'request';

export interface MediaWatch {
  /** The media element started loading (`loadstart`): set up, now the request's clock runs. */
  requested: () => void;
  /** Media data arrived, or the player is gone: nothing more to watch. */
  stop: () => void;
}

/**
 * Watches a player from its mount: it must start loading its media within `setup` ms, and the
 * media must deliver data within `request` ms of that. One clock after the other, not two at
 * once: both would start at the mount and a request that never answers would end as a setup
 * error. `onTimeout` gets the step that ran out, at most once.
 */
export function watchMedia(timeouts: Pick<PlayerTimeouts, 'setup' | 'request'>, onTimeout: (step: MediaStep, ms: number) => void): MediaWatch {
  let step: MediaStep | null = 'setup';
  const expire = () => {
    const ranOut = step;
    step = null;
    if (ranOut) onTimeout(ranOut, timeouts[ranOut]);
  };
  let timer = setTimeout(expire, timeouts.setup);
  return {
    requested: () => {
      if (step !== 'setup') return;
      clearTimeout(timer);
      step = 'request';
      timer = setTimeout(expire, timeouts.request);
    },
    stop: () => {
      step = null;
      clearTimeout(timer);
    },
  };
}
