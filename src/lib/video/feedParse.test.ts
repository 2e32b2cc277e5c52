import { describe, expect, it } from 'vitest';

import { FEED_MAX_ITEMS, parseFeed } from './feedParse';

const SITE = 'https://www.mobilclub.example';

describe('reading a playlist feed', () => {
  it('takes JSON with a playlist array, in its order, site files as paths and Mux streams as playback ids', () => {
    const feed = JSON.stringify({
      title: 'Fahrtipps',
      playlist: [
        { title: 'Passstraße', description: 'Vorausschauend fahren', file: '/api/videos/file/alpenstrasse.mp4', image: `${SITE}/api/media/file/pass.jpg`, duration: 4 },
        { title: 'Bremsen auf Schnee', sources: [{ file: 'https://stream.mux.com/a4nOgmxGWg6gULfcBbAa00gXyfcwPnAFldF8RdsNyk8M.m3u8', type: 'application/vnd.apple.mpegurl' }] },
        { title: 'Winterstraße', sources: [{ file: `${SITE}/api/videos/file/winter.mp4` }], tracks: [{ file: '/api/captions/file/winter.vtt', kind: 'captions', label: 'Deutsch' }] },
      ],
    });
    const parsed = parseFeed(feed, SITE);
    expect(parsed).toEqual({
      ok: true,
      skipped: 0,
      items: [
        { title: 'Passstraße', description: 'Vorausschauend fahren', file: '/api/videos/file/alpenstrasse.mp4', muxPlaybackId: null, poster: '/api/media/file/pass.jpg', duration: 4, tracks: [] },
        { title: 'Bremsen auf Schnee', description: null, file: null, muxPlaybackId: 'a4nOgmxGWg6gULfcBbAa00gXyfcwPnAFldF8RdsNyk8M', poster: null, duration: null, tracks: [] },
        {
          title: 'Winterstraße',
          description: null,
          file: '/api/videos/file/winter.mp4',
          muxPlaybackId: null,
          poster: null,
          duration: null,
          tracks: [{ src: '/api/captions/file/winter.vtt', kind: 'captions', srclang: 'de', label: 'Deutsch', isDefault: true }],
        },
      ],
    });
  });

  it('takes a Media RSS feed as video platforms write it', () => {
    const rss = `<?xml version="1.0" encoding="UTF-8"?>
      <rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:jwplayer="http://rss.jwpcdn.com/">
        <channel>
          <title>Fahrtipps</title>
          <item>
            <title>Über die Passstraße &amp; zurück</title>
            <description>Vorausschauend fahren</description>
            <media:content url="/api/videos/file/alpenstrasse.mp4" type="video/mp4" duration="4" />
            <media:thumbnail url="https://cdn.example.com/pass.jpg" />
          </item>
          <item>
            <title>Schneeketten</title>
            <media:group><media:content url="https://stream.mux.com/a4nOgmxGWg6gULfcBbAa00gXyfcwPnAFldF8RdsNyk8M.m3u8" type="application/vnd.apple.mpegurl" /></media:group>
          </item>
          <item>
            <title>Anderswo</title>
            <enclosure url="https://videos.example.com/clip.mp4" type="video/mp4" length="1000" />
          </item>
        </channel>
      </rss>`;
    const parsed = parseFeed(rss, SITE);
    expect(parsed.ok && parsed.items.map((item) => [item.title, item.file, item.muxPlaybackId, item.poster, item.duration])).toEqual([
      ['Über die Passstraße & zurück', '/api/videos/file/alpenstrasse.mp4', null, null, 4],
      ['Schneeketten', null, 'a4nOgmxGWg6gULfcBbAa00gXyfcwPnAFldF8RdsNyk8M', null, null],
    ]);
    // The third plays from another host: a third party nobody consented to.
    expect(parsed.ok && parsed.skipped).toBe(1);
  });

  it('says what is wrong: not a feed, no videos, nothing this site can play', () => {
    expect(parseFeed('<html><body>Not found</body></html>', SITE)).toEqual({ ok: false, problem: 'notAFeed' });
    expect(parseFeed('{"items": []}', SITE)).toEqual({ ok: false, problem: 'notAFeed' });
    expect(parseFeed('{"playlist": "none"}', SITE)).toEqual({ ok: false, problem: 'notAFeed' });
    expect(parseFeed('{"playlist": [', SITE)).toEqual({ ok: false, problem: 'notAFeed' });
    expect(parseFeed('{"playlist": []}', SITE)).toEqual({ ok: false, problem: 'empty' });
    expect(parseFeed('<rss><channel><title>Leer</title></channel></rss>', SITE)).toEqual({ ok: false, problem: 'empty' });
    expect(parseFeed(JSON.stringify({ playlist: [{ title: 'YouTube', file: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' }, { title: '', file: '/a.mp4' }] }), SITE)).toEqual({
      ok: false,
      problem: 'nothingPlayable',
    });
  });

  it('refuses a document type (entities could expand without end), and protocol-relative or script addresses', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><rss><channel><item><title>&lol2;</title></item></channel></rss>`;
    expect(parseFeed(bomb, SITE)).toEqual({ ok: false, problem: 'notAFeed' });
    const sneaky = JSON.stringify({ playlist: [{ title: 'a', file: '//evil.example/a.mp4' }, { title: 'b', file: 'javascript:alert(1)' }] });
    expect(parseFeed(sneaky, SITE)).toEqual({ ok: false, problem: 'nothingPlayable' });
  });

  it(`keeps at most ${FEED_MAX_ITEMS} videos`, () => {
    const long = JSON.stringify({ playlist: Array.from({ length: 80 }, (_, index) => ({ title: `Video ${index + 1}`, file: `/api/videos/file/${index}.mp4` })) });
    const parsed = parseFeed(long, SITE);
    expect(parsed.ok && parsed.items.length).toBe(FEED_MAX_ITEMS);
  });
});
