'use client';

/**
 * The video player and the consent gate in one module: a page with a video renders both, and
 * apart each of their two scripts brought its own copy of the consent store and panel.
 */
export { ConsentGate } from '@/components/consent/ConsentGate.client';
export { VideoPlayer } from './VideoPlayer.client';
