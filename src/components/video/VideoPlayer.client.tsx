'use client';

import { type ComponentType, type ReactNode, useCallback, useId, useState } from 'react';

import { ConsentOverlay } from '@/components/consent/ConsentOverlay.client';
import { useNearViewport } from '@/components/consent/useNearViewport';
import { useConsent } from '@/lib/consent/client';
import { type ConsentConfig, vendorLabel, vendorName } from '@/lib/consent/vendors';

import { PLAYER_MESSAGES, type PlayerError, playerLoadError } from './errors';
import type { MuxPlayerViewProps } from './MuxPlayerView.client';
// Types only: the schema (and zod) stays on the server.
import type { PlayerConfig } from './playerConfig';
import { PLAYER_STATE_TEXT, type PlayerItem, type PlayerState } from './states';

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

const navButton =
  'inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-base font-semibold text-brand ring-1 ring-line hover:bg-surface disabled:cursor-not-allowed disabled:opacity-50';

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
  // Counts the rounds of a repeating playlist: a one-video playlist starts again as a new player.
  const [round, setRound] = useState(0);
  const titleId = useId();
  // A vendor's video learns whether the visitor consented earlier once it comes into view.
  const [box, near] = useNearViewport<HTMLDivElement>();
  const { state: consentState, store } = useConsent(consent, { load: vendor !== null && near });
  const item = items[index] ?? items[0];

  const fail = useCallback((problem: PlayerError) => {
    setError(problem);
    setState('error');
  }, []);

  const loadPlayer = useCallback(() => {
    setError(null);
    setState('loading');
    import('./MuxPlayerView.client')
      .then((module) => setView(() => module.MuxPlayerView))
      .catch((problem: unknown) => {
        const loadError = playerLoadError(problem);
        console.error(`Player error ${loadError.code}: ${loadError.detail}`);
        fail(loadError);
      });
  }, [fail]);

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
    setIndex(next);
    setError(null);
    if (!View) setState('idle');
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
  const playing = View !== null && shown !== 'error' && !revoked;

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
            onState={(next) => setState((current) => (next === 'stalled' && current === 'playing' ? current : next))}
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
              <span className="flex size-16 items-center justify-center rounded-full bg-brand shadow-lg ring-4 ring-white/80 transition group-hover:scale-105 md:size-20">
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
        {error ? (
          <div role="alert" className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-brand-dark/95 p-6 text-center text-white">
            <p className="text-lg font-bold">{PLAYER_MESSAGES[error.key]}</p>
            <p className="text-sm text-white/85">Fehlercode: {error.code}</p>
            <button type="button" onClick={loadPlayer} className="rounded-lg bg-white px-4 py-2 text-base font-semibold text-brand hover:bg-brand-light">
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
          <p id={titleId} className="text-lg font-bold">
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
                className="flex w-full items-center justify-between gap-3 px-4 py-2.5 text-left text-base hover:bg-surface aria-[current]:bg-brand-light aria-[current]:font-semibold"
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
