import type { VendorKey } from '@/lib/consent/vendors';

export interface Embed {
  vendor: Extract<VendorKey, 'youtube' | 'vimeo'>;
  id: string;
  /** The player page to frame; YouTube's cookie-less host, Vimeo without tracking. */
  src: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1);
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const match = /^\/(?:embed|shorts|live)\/([^/]+)$/.exec(url.pathname);
  return match?.[1] ?? null;
}

function vimeoId(url: URL): string | null {
  if (url.hostname === 'vimeo.com' || url.hostname === 'www.vimeo.com') return /^\/(\d+)$/.exec(url.pathname)?.[1] ?? null;
  if (url.hostname === 'player.vimeo.com') return /^\/video\/(\d+)$/.exec(url.pathname)?.[1] ?? null;
  return null;
}

/** A YouTube or Vimeo address as editors copy it from the browser, turned into what to frame. */
export function embedOf(address: string): Embed | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const youtube = youtubeId(url);
  if (youtube && YOUTUBE_ID.test(youtube)) return { vendor: 'youtube', id: youtube, src: `https://www.youtube-nocookie.com/embed/${youtube}` };
  const vimeo = vimeoId(url);
  if (vimeo && VIMEO_ID.test(vimeo)) return { vendor: 'vimeo', id: vimeo, src: `https://player.vimeo.com/video/${vimeo}?dnt=1` };
  return null;
}
