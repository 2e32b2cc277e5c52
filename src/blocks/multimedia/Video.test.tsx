import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mediaData, messages } from '../testFixtures';
import type { BlockContext } from '../types';
import { Multimedia } from './Multimedia';
import { multimediaSchema } from './schema';

const video = {
  __typename: 'MultimediaBlock',
  id: 'v1',
  mediaType: 'video',
  image: null,
  desktopImage: null,
  mobileImage: null,
  videoSource: 'upload',
  playlist: [
    { id: 'a', title: 'Passstraße', description: 'Vorausschauend fahren', file: { url: '/api/videos/file/a.mp4', mimeType: 'video/mp4' }, muxPlaybackId: null, poster: mediaData('alpenstrasse'), duration: 95 },
    { id: 'b', title: 'Winterstraße', description: null, file: { url: '/api/videos/file/b.mp4', mimeType: 'video/mp4' }, muxPlaybackId: null, poster: null, duration: null },
  ],
  embedUrl: null,
  embedTitle: null,
  volume: 85,
  repeat: false,
  sharing: true,
  shareTitle: '',
  ratio: 'r16x9',
  mobileRatio: null,
  roundCorners: false,
  showVignette: false,
  content: null,
  mediaPosition: 'top',
  mediaWidth: null,
} as const;

const context: BlockContext = { path: '/verkehr/videos-10015', pageNumber: 1, priority: false };

describe('multimedia block with a video', () => {
  it('turns a playlist of this site into the player configuration with the element volume', () => {
    const props = multimediaSchema.parse(video);
    if (props.media.kind !== 'video' || props.media.video.source === 'embed' || props.media.video.source === 'feed') throw new Error('expected a playlist');
    expect(props.media.video.config).toMatchObject({ volume: 85, repeat: false, playbackRates: [0.5, 1, 1.25, 1.5, 2], seekBackSeconds: 10 });
    expect(props.media.video.config.playlist.map((item) => item.file)).toEqual(['/api/videos/file/a.mp4', '/api/videos/file/b.mp4']);
    // Sharing without a title of its own shares the first video's.
    expect(props.media.video.shareTitle).toBe('Passstraße');
  });

  it('renders a poster, a play button, the playlist and sharing that points at the video, without the player', async () => {
    // The player's component comes in its own chunk, also here: React renders it once that is in.
    await act(async () => {
      render(Multimedia(multimediaSchema.parse(video), context));
    });
    const player = await screen.findByRole('group', { name: 'Videoplayer: Passstraße' });
    expect(within(player).getByRole('button', { name: 'Video abspielen' })).toBeInTheDocument();
    expect(within(player).getByText('(1:35)')).toBeInTheDocument();
    expect(within(player).getAllByRole('listitem')).toHaveLength(2);
    expect(within(player).getByRole('button', { name: 'Vorheriges Video' })).toBeDisabled();
    expect(document.querySelector('mux-player')).toBeNull();
    const mail = within(screen.getByRole('navigation', { name: 'Video teilen' })).getByRole('link', { name: 'Per E-Mail teilen' });
    expect(decodeURIComponent(mail.getAttribute('href') ?? '')).toContain('/verkehr/videos-10015#video-v1');
  });

  it('gives each video its caption tracks: the item’s own, else its file’s, the default first', () => {
    const track = (url: string, language: string, label: string, isDefault: boolean) => ({ isDefault, file: { url, kind: 'captions', language, label } });
    const [first, second] = video.playlist;
    const props = multimediaSchema.parse({
      ...video,
      playlist: [
        { ...first, file: { ...first.file, tracks: [track('/api/captions/file/a-en.vtt', 'en', 'English', false), track('/api/captions/file/a-de.vtt', 'de', 'Deutsch', true)] }, tracks: [] },
        // A track whose file was deleted is left out; the item's own tracks win over the file's.
        { ...second, file: { ...second.file, tracks: [track('/api/captions/file/b.vtt', 'de', 'Deutsch', true)] }, tracks: [track('/api/captions/file/b-eigen.vtt', 'de', 'Deutsch (eigen)', false), { isDefault: true, file: null }] },
      ],
    });
    if (props.media.kind !== 'video' || props.media.video.source === 'embed' || props.media.video.source === 'feed') throw new Error('expected a playlist');
    const [a, b] = props.media.video.items;
    expect(a?.tracks.map((entry) => [entry.srclang, entry.label, entry.isDefault])).toEqual([
      ['de', 'Deutsch', true],
      ['en', 'English', false],
    ]);
    expect(b?.tracks).toEqual([{ src: '/api/captions/file/b-eigen.vtt', kind: 'captions', srclang: 'de', label: 'Deutsch (eigen)', isDefault: false }]);
    expect(props.media.video.config.playlist[1]?.tracks).toEqual([{ file: '/api/captions/file/b-eigen.vtt', kind: 'captions', label: 'Deutsch (eigen)' }]);
  });

  it('rejects an empty playlist, a missing file and a bad Mux id with the admin’s German messages', () => {
    expect(messages(multimediaSchema.safeParse({ ...video, playlist: [] }))).toEqual({ playlist: 'Bitte mindestens ein Video in die Playlist aufnehmen.' });
    const [first] = video.playlist;
    expect(messages(multimediaSchema.safeParse({ ...video, playlist: [{ ...first, file: null }] }))).toEqual({
      'playlist.0.file': 'Bitte eine Videodatei aus der Mediathek wählen.',
    });
    expect(messages(multimediaSchema.safeParse({ ...video, videoSource: 'mux', playlist: [{ ...first, muxPlaybackId: 'kein id!' }] }))).toEqual({
      'playlist.0.muxPlaybackId': 'Die Playback-ID besteht nur aus Buchstaben und Ziffern (aus dem Mux-Dashboard kopieren).',
    });
  });

  it('puts a YouTube video behind its consent gate, and refuses other hosts', async () => {
    vi.stubEnv('PUBLIC_VIDEO_VENDORS', 'youtube');
    const embed = { ...video, videoSource: 'embed', playlist: null, embedUrl: 'https://youtu.be/M7lc1UVf-VE', embedTitle: 'Schneeketten' } as const;
    await act(async () => {
      render(Multimedia(multimediaSchema.parse(embed), context));
    });
    const gate = await screen.findByRole('region', { name: 'Video: Schneeketten' });
    // Before the consent store loaded in the browser: the loader, and no iframe anywhere.
    expect(within(gate).getByRole('status')).toHaveTextContent('Inhalt wird geladen');
    expect(document.querySelector('iframe')).toBeNull();
    expect(messages(multimediaSchema.safeParse({ ...embed, embedUrl: 'https://example.com/video' }))).toEqual({
      embedUrl: 'Bitte die Adresse eines Videos bei YouTube oder Vimeo angeben, z. B. https://www.youtube.com/watch?v=…',
    });
  });

  it('shows no video of a platform the site is not set up for, and says so', () => {
    vi.stubEnv('PUBLIC_VIDEO_VENDORS', 'vimeo');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const embed = { ...video, videoSource: 'embed', playlist: null, embedUrl: 'https://youtu.be/M7lc1UVf-VE', embedTitle: 'Schneeketten' } as const;
    render(Multimedia(multimediaSchema.parse(embed), context));
    expect(screen.getByText('Dieses Video kann hier leider nicht gezeigt werden.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Video: Schneeketten' })).toBeNull();
    expect(warn.mock.calls[0]?.[0]).toMatch(/video\.vendorNotEnabled.*youtube/);
  });
});

afterEach(() => {
  vi.unstubAllEnvs();
});
