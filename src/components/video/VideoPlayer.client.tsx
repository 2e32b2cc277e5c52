'use client';

import { type ComponentType, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';

import { ConsentOverlay } from '@/components/consent/ConsentOverlay.client';
import { useNearViewport } from '@/components/consent/useNearViewport';
import { useConsent } from '@/lib/consent/client';
import { type ConsentConfig, vendorLabel, vendorName } from '@/lib/consent/vendors';

import { PLAYER_MESSAGES, type PlayerError, logPlayerError, noPlayableSource, playerLoadError, playerLoadTimeout, playerScriptError, playerScriptTimeout } from './errors';
import type { MuxPlayerViewProps } from './MuxPlayerView.client';
// Types only: the schema (and zod) stays on the server.
import type { PlayerConfig } from './playerConfig';
import { PLAYER_STATE_TEXT, type PlayerItem, type PlayerState, WAITING_STATES } from './states';
import { playerTimeouts, settleWithin } from './timeouts';

/** "16:9" as CSS `aspect-ratio`. */
const cssAspectRatio = (ratio: string) => ratio.replace(':', ' / ');

export interface VideoPlayerProps {
  items: PlayerItem[];
  /** Server-rendered poster per item (a picture of this site), or null for a plain surface. */
  posters: (ReactNode | null)[];
  config: PlayerConfig;
  /** The vendor whose consent the video needs; null for videos of this site. */
  vendor: 'mux' | null;
  consent: ConsentConfig;
  accentColor: string;
  roundCorners: boolean;
}

/** Whether the player has anything to play for the item: a file of this site or a Mux video. */
const hasSource = (item: PlayerItem) => item.src !== null || item.muxPlaybackId !== null;

const navButton =
  'inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-base font-bold text-brand ring-1 ring-line hover:bg-surface disabled:cursor-not-allowed disabled:opacity-50';

/**
 * The video player with its playlist. Until the visitor presses play it is a poster and a
 * button: the player's code (and, for Mux, anything of Mux) loads only then.
 */
export function VideoPlayer({ items, posters, config, vendor, consent, accentColor, roundCorners }: VideoPlayerProps) {
  const [index, setIndex] = useState(0);
  const [state, setState] = useState<PlayerState>('idle');
  const [error, setError] = useState<PlayerError | null>(null);
  const [View, setView] = useState<ComponentType<MuxPlayerViewProps> | null>(null);
  const [asking, setAsking] = useState(false);
  const [spinnerAtOnce, setSpinnerAtOnce] = useState(false);
  // Counts the rounds of a repeating playlist: a one-video playlist starts again as a new player.
  const [round, setRound] = useState(0);
  const titleId = useId();
  // A vendor's video learns whether the visitor consented earlier once it comes into view.
  const [box, near] = useNearViewport<HTMLDivElement>();
  const { state: consentState, store } = useConsent(consent, { load: vendor !== null && near });
  const item = items[index] ?? items[0];

  // Cancels the running load of the player's code: a retry starts a new one, unmounting ends it.
  const cancelLoad = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelLoad.current?.(), []);

  const fail = useCallback((problem: PlayerError) => {
    logPlayerError(problem);
    setError(problem);
    setState('error');
  }, []);

  const loadPlayer = useCallback(() => {
    cancelLoad.current?.();
    if (item && !hasSource(item)) {
      fail(noPlayableSource(item.id));
      return;
    }
    setError(null);
    setState('loading');
    const { script, chunk } = playerTimeouts();
    // Imports have no clock of their own: a server that never answers would leave "loading" for good.
    // First the player's library (spec 9's script load), then its view (a chunk), each on its own clock.
    cancelLoad.current = settleWithin(import('./playerScript'), script, {
      value: () => {
        cancelLoad.current = settleWithin(import('./MuxPlayerView.client'), chunk, {
          value: (module) => setView(() => module.MuxPlayerView),
          error: (problem) => fail(playerLoadError(problem)),
          timeout: () => fail(playerLoadTimeout(chunk)),
        });
      },
      error: (problem) => fail(playerScriptError(problem)),
      timeout: () => fail(playerScriptTimeout(script)),
    });
  }, [fail, item]);

  const granted = useCallback(() => {
    if (!vendor) return true;
    const id = store.serviceIdOf(vendorName(vendor));
    return id !== null && consentState.consents[id] === true;
  }, [vendor, store, consentState]);

  const start = () => {
    if (granted()) loadPlayer();
    else setAsking(true);
  };

  const onGranted = useCallback(() => {
    setAsking(false);
    loadPlayer();
  }, [loadPlayer]);

  const goTo = (next: number) => {
    // A load still under way was for the item the visitor left: back to idle, the next press starts anew.
    cancelLoad.current?.();
    setIndex(next);
    setError(null);
    const target = items[next];
    if (!View) setState('idle');
    else if (target && !hasSource(target)) fail(noPlayableSource(target.id));
  };

  const onEnded = () => {
    if (index < items.length - 1) goTo(index + 1);
    else if (config.repeat) {
      setRound((count) => count + 1);
      goTo(0);
    } else setState('complete');
  };

  if (!item) return null;
  const poster = posters[index] ?? null;
  // Consent revoked in the settings: the vendor's player goes, the poster comes back.
  const revoked = vendor !== null && consentState.status === 'success' && !granted();
  const shown: PlayerState = revoked ? 'idle' : state;
  // An item without a source never mounts the player (the code that arrived after a switch to one included).
  const playing = View !== null && shown !== 'error' && !revoked && hasSource(item);
  // The spinner shows from the press on, while the player's code loads too; never with an error.
  const waiting = error === null && WAITING_STATES.has(shown) && (playing || shown === 'loading');
  // A wait that began with the press shows at once; one while the video plays after half a
  // second (a short one never shows). Kept through the wait (loading, then buffering): a spinner
  // once shown must not fade out and in again.
  const atOnce = waiting && (shown === 'loading' || spinnerAtOnce);
  if (atOnce !== spinnerAtOnce) setSpinnerAtOnce(atOnce);

  return (
    <div ref={box} role="group" aria-label={`Videoplayer: ${item.title}`} className="space-y-3">
      <div
        className={`relative w-full overflow-hidden bg-brand-dark ${roundCorners ? 'rounded-xl' : ''}`}
        style={{ aspectRatio: cssAspectRatio(config.aspectratio) }}
        data-player-state={shown}
      >
        {playing && View ? (
          <View
            key={`${item.id}-${round}`}
            item={item}
            config={config}
            accentColor={accentColor}
            // After an error the player goes on reporting (hls.js: "waiting") until it is gone: the error stands until a retry.
            onState={(next) => setState((current) => (current === 'error' || (next === 'stalled' && current === 'playing') ? current : next))}
            onEnded={onEnded}
            onError={fail}
          />
        ) : (
          <>
            {poster ? <div className="absolute inset-0 [&_img]:size-full [&_img]:object-cover">{poster}</div> : null}
            <button
              type="button"
              onClick={error ? loadPlayer : start}
              // The frame clips anything outside it: the focus outline goes inside.
              className="group absolute inset-0 flex items-center justify-center bg-black/20 text-white hover:bg-black/30 focus-visible:-outline-offset-8 focus-visible:outline-white"
              aria-describedby={titleId}
            >
              {/* While the player loads, the spinner stands in its place. */}
              <span
                className={`flex size-16 items-center justify-center rounded-full bg-brand shadow-lg ring-4 ring-white/80 transition group-hover:scale-105 md:size-20 ${waiting ? 'invisible' : ''}`}
              >
                <svg viewBox="0 0 24 24" className="ml-1 size-8 md:size-10" aria-hidden="true">
                  <path d="M7 4.5v15l13-7.5z" fill="currentColor" />
                </svg>
              </span>
              <span className="sr-only">{shown === 'loading' ? PLAYER_STATE_TEXT.loading : 'Video abspielen'}</span>
            </button>
            {vendor && !View ? (
              <p className="absolute bottom-3 left-3 rounded bg-black/70 px-2 py-1 text-sm text-white">Video von {vendorLabel(vendor)}</p>
            ) : null}
          </>
        )}
        {waiting ? (
          // Seen only: the status below announces the state, with the video's title.
          <div
            className={`pointer-events-none absolute inset-0 flex items-center justify-center ${atOnce ? '' : 'animate-appear-late'}`}
            aria-hidden="true"
            data-testid="video-spinner"
          >
            <span className="size-14 rounded-full border-4 border-white/40 border-t-white motion-safe:animate-spin" />
          </div>
        ) : null}
        {error ? (
          // Opaque: nothing of the poster, its button or a player shows through the message.
          <div role="alert" className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-brand-dark p-6 text-center text-white">
            <p className="text-base font-bold">{PLAYER_MESSAGES[error.key]}</p>
            <p className="text-sm text-white/85">Fehlercode: {error.code}</p>
            <button type="button" onClick={loadPlayer} className="rounded-lg bg-white px-4 py-2 text-base font-bold text-brand hover:bg-brand-light">
              Erneut versuchen
            </button>
          </div>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {shown === 'idle' ? '' : `${PLAYER_STATE_TEXT[shown]}: ${item.title}`}
      </p>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p id={titleId} className="text-base font-bold">
            {item.title}
            {item.duration ? <span className="ml-2 text-base font-normal text-lightgrey">({item.duration})</span> : null}
          </p>
          {item.description ? <p className="mt-1 text-base text-darkgrey">{item.description}</p> : null}
        </div>
        {items.length > 1 ? (
          <div className="flex gap-2">
            <button type="button" className={navButton} disabled={index === 0} onClick={() => goTo(index - 1)}>
              <span aria-hidden="true">‹</span> Vorheriges Video
            </button>
            <button type="button" className={navButton} disabled={index === items.length - 1} onClick={() => goTo(index + 1)}>
              Nächstes Video <span aria-hidden="true">›</span>
            </button>
          </div>
        ) : null}
      </div>
      {items.length > 1 ? (
        <ol aria-label="Playlist" className="divide-y divide-line rounded-lg ring-1 ring-line">
          {items.map((entry, position) => (
            <li key={entry.id}>
              <button
                type="button"
                onClick={() => goTo(position)}
                aria-current={position === index ? 'true' : undefined}
                className="flex w-full items-center justify-between gap-3 px-4 py-2.5 text-left text-base hover:bg-surface aria-[current]:bg-brand-light aria-[current]:font-bold"
              >
                <span>
                  {position + 1}. {entry.title}
                </span>
                {entry.duration ? <span className="text-darkgrey">{entry.duration}</span> : null}
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      {vendor ? <ConsentOverlay vendor={vendor} config={consent} open={asking} onClose={() => setAsking(false)} onGranted={onGranted} /> : null}
    </div>
  );
}
