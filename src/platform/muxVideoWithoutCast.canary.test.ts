// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { versionOf } from './canary';

describe(`canary: <mux-video> of @mux/mux-video ${versionOf('@mux/mux-video')} and @mux/mux-player ${versionOf('@mux/mux-player')} (src/platform/muxVideoWithoutCast.ts)`, () => {
  // First: importing the library defines its own element when none is defined yet.
  it('the player keeps the <mux-video> defined before it is imported', async () => {
    await import('./muxVideoWithoutCast');
    const ours = customElements.get('mux-video');
    expect(ours, 'muxVideoWithoutCast.ts defined no <mux-video>').toBeDefined();
    const replaced = '@mux/mux-player (or the @mux/mux-video it imports) now defines <mux-video> itself, whatever is defined: the Cast-free element is replaced';
    await import('@mux/mux-player').catch((error: unknown) => {
      throw new Error(`${replaced} (${String(error)})`);
    });
    const kept = customElements.get('mux-video');
    expect(kept, replaced).toBe(ours);
    expect('castReceiver' in (kept?.prototype ?? {})).toBe(false);
  });

  it('the library’s own <mux-video> still brings the Cast mixin (so the workaround is still needed)', async () => {
    const { default: LibraryMuxVideo } = await import('@mux/mux-video');
    expect(
      'castReceiver' in LibraryMuxVideo.prototype,
      '@mux/mux-video’s element no longer mixes in Google Cast: check that the player no longer loads www.gstatic.com/cv/js/sender; if so, ' +
        'remove src/platform/muxVideoWithoutCast.ts and its import in src/components/video/playerScript.ts.',
    ).toBe(true);
  });
});
