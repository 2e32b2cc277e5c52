'use client';

import { type ComponentProps, Suspense, lazy } from 'react';

import type { ConsentGate } from '@/components/consent/ConsentGate.client';

import type { VideoPlayer } from './VideoPlayer.client';

/**
 * The video player and the consent gate for pages built from blocks. A client component of a
 * route is otherwise bundled with all the others and loaded on every page of it; through these,
 * their code loads only where a video is rendered (still rendered on the server, and taken over
 * by the browser once the code has arrived). React's lazy, as for the carousels.
 */
const VideoPlayerCode = lazy(() => import('./VideoPlayer.client').then((module) => ({ default: module.VideoPlayer })));
const ConsentGateCode = lazy(() => import('@/components/consent/ConsentGate.client').then((module) => ({ default: module.ConsentGate })));

export function LazyVideoPlayer(props: ComponentProps<typeof VideoPlayer>) {
  return (
    <Suspense>
      <VideoPlayerCode {...props} />
    </Suspense>
  );
}

export function LazyConsentGate(props: ComponentProps<typeof ConsentGate>) {
  return (
    <Suspense>
      <ConsentGateCode {...props} />
    </Suspense>
  );
}
