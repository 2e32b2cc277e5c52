import { MuxVideoBaseElement } from '@mux/mux-video/base';
import { MediaTracksMixin } from 'media-tracks';

/**
 * `<mux-video>` as @mux/mux-video defines it, minus the Cast mixin: that mixin loads Google's
 * Cast script from gstatic.com as soon as the player asks for remote playback, a request to a
 * third party nobody consented to. Defined before @mux/mux-player is imported, which then
 * keeps this definition (it only defines the element when nothing else has).
 * Canary: muxVideoWithoutCast.canary.test.ts.
 */
class MuxVideoWithoutCast extends MediaTracksMixin(MuxVideoBaseElement) {}

if (typeof window !== 'undefined' && !customElements.get('mux-video')) customElements.define('mux-video', MuxVideoWithoutCast);
