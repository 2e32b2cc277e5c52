import { describe, expect, it } from 'vitest';

import type { BlockData } from '@/lib/cms/types';

import { mediaData } from '../testFixtures';
import { isoDuration, videoObjects } from './videoStructuredData';

const base = {
  __typename: 'MultimediaBlock',
  image: null,
  desktopImage: null,
  mobileImage: null,
  mediaType: 'video',
  volume: null,
  repeat: null,
  sharing: false,
  shareTitle: null,
  ratio: 'r16x9',
  mobileRatio: null,
  roundCorners: false,
  showVignette: false,
  content: null,
  mediaPosition: 'top',
  mediaWidth: null,
  embedUrl: null,
  embedTitle: null,
} as const;

const upload = {
  ...base,
  id: 'v1',
  videoSource: 'upload',
  playlist: [
    {
      id: 'a',
      title: 'Passstraße',
      description: 'Vorausschauend fahren',
      file: { url: '/api/videos/file/a.mp4', mimeType: 'video/mp4', createdAt: '2026-03-07T08:00:00.000Z' },
      muxPlaybackId: null,
      poster: mediaData('alpenstrasse'),
      duration: 95,
    },
    { id: 'b', title: 'Winterstraße', description: null, file: { url: '/api/videos/file/b.mp4', mimeType: 'video/mp4', createdAt: '2026-03-01T08:00:00.000Z' }, muxPlaybackId: null, poster: null, duration: null },
  ],
};
const youtube = { ...base, id: 'v2', videoSource: 'embed', playlist: null, embedUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', embedTitle: 'Rettungsgasse bilden' };
const brokenVideo = { ...base, id: 'v3', videoSource: 'upload', playlist: [] };
const picture = { ...base, id: 'p1', mediaType: 'image', image: mediaData('glatteis'), videoSource: null, playlist: null };

const page = {
  siteUrl: 'https://www.mobilclub.at',
  description: 'Worauf es im Winter ankommt.',
  datePublished: '2026-03-05T07:00:00.000Z',
  dateModified: '2026-03-06T07:00:00.000Z',
  image: null,
};

// Fixtures are the GraphQL shape the renderer gets; the union type is checked where it is built.
const blocks = (...list: object[]) => list as unknown as BlockData[];

describe('VideoObjects of a page', () => {
  it('describes each video of a playlist with name, description, thumbnail, upload date, duration and file', () => {
    const [first, second] = videoObjects(blocks(upload), page);
    expect(first).toEqual({
      '@type': 'VideoObject',
      name: 'Passstraße',
      description: 'Vorausschauend fahren',
      thumbnailUrl: [expect.stringMatching(/^https:\/\/www\.mobilclub\.at\/.*alpenstrasse.*\.(webp|jpg)/)],
      // Added after the page went live: public from its upload.
      uploadDate: '2026-03-07T08:00:00.000Z',
      duration: 'PT1M35S',
      contentUrl: 'https://www.mobilclub.at/api/videos/file/a.mp4',
      inLanguage: 'de-AT',
    });
    // Uploaded before the page went live: public with it. Without its own: the lead text and logo.
    expect(second).toMatchObject({
      name: 'Winterstraße',
      description: 'Worauf es im Winter ankommt.',
      uploadDate: '2026-03-05T07:00:00.000Z',
      thumbnailUrl: ['https://www.mobilclub.at/icons/icon-512.png'],
    });
    expect(second).not.toHaveProperty('duration');
  });

  it('gives an embedded video its player address and the vendor thumbnail, and skips pictures and broken blocks', () => {
    const things = videoObjects(blocks(picture, youtube, brokenVideo), page);
    expect(things).toEqual([
      {
        '@type': 'VideoObject',
        name: 'Rettungsgasse bilden',
        description: 'Worauf es im Winter ankommt.',
        thumbnailUrl: ['https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg'],
        uploadDate: '2026-03-05T07:00:00.000Z',
        embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        inLanguage: 'de-AT',
      },
    ]);
  });

  it('leaves out a video no date can be given for (search engines require one)', () => {
    expect(videoObjects(blocks(youtube), { ...page, datePublished: null, dateModified: null })).toEqual([]);
  });

  it('writes durations as ISO 8601', () => {
    expect([isoDuration(0), isoDuration(59.6), isoDuration(95), isoDuration(3600), isoDuration(3725)]).toEqual(['PT0S', 'PT1M', 'PT1M35S', 'PT1H', 'PT1H2M5S']);
  });
});
