import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, type LookupFunction, isIP } from 'node:net';

/**
 * Fetches a playlist feed an editor entered, from the server: within a time limit, up to a size,
 * and never from this machine's own network. The address is an editor's, so it could name a
 * service only the server reaches (the cloud's metadata address, a database port): addresses in
 * private, loopback and link-local ranges are refused, after DNS and after every redirect.
 */

export const FEED_LIMITS = { timeoutMs: 5_000, maxBytes: 1_000_000, maxRedirects: 3 } as const;
/** The settings the fetch reads (process.env, or a test's). */
type FeedEnv = Readonly<Record<string, string | undefined>>;
type Limits = { readonly [Key in keyof typeof FEED_LIMITS]: number };

export type FeedFetchFailure =
  | { kind: 'address' }
  | { kind: 'private' }
  | { kind: 'timeout' }
  | { kind: 'status'; status: number }
  | { kind: 'tooLarge' }
  | { kind: 'network'; message: string };

export type FeedFetchResult = { ok: true; body: string; contentType: string } | { ok: false; failure: FeedFetchFailure };

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` (an IP) lies in a range this server must not fetch from for an editor. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is that IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return mapped ? PRIVATE.check(mapped, 'ipv4') : PRIVATE.check(address, 'ipv6');
}

/**
 * Hosts (`host:port`) that may be private all the same, from PLAYLIST_FEED_PRIVATE_HOSTS: a feed server
 * of the club's own network, or a test's. Empty by default.
 */
function allowedPrivateHosts(env: FeedEnv): Set<string> {
  return new Set(
    (env.PLAYLIST_FEED_PRIVATE_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  );
}

const hostKey = (url: URL) => `${url.hostname.replace(/^\[|\]$/g, '')}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`.toLowerCase();

/** DNS that answers only with public addresses: a name pointing inside is refused like an inside address. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const found = Array.isArray(addresses) ? addresses : [];
    const inside = found.find((entry) => isPrivateAddress(entry.address));
    if (inside || found.length === 0) return callback(Object.assign(new Error(`${hostname} resolves to a private address`), { code: 'EPRIVATE' }), '', 0);
    if (options.all) return callback(null, found);
    const first = found[0];
    return first ? callback(null, first.address, first.family) : callback(new Error(`${hostname} has no address`), '', 0);
  });
};

function getOnce(url: URL, signal: AbortSignal, allowPrivate: boolean, maxBytes: number): Promise<{ status: number; location: string | null; contentType: string; body: string } | FeedFetchFailure> {
  return new Promise((resolve) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      {
        signal,
        headers: { accept: 'application/json, application/rss+xml, application/xml;q=0.9, text/xml;q=0.9', 'user-agent': 'Mobilclub-Website (Playlist-Feed)' },
        ...(allowPrivate ? {} : { lookup: publicLookup }),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = typeof response.headers.location === 'string' ? response.headers.location : null;
        const contentType = response.headers['content-type'] ?? '';
        if (status >= 300 && status < 400) {
          response.resume();
          return resolve({ status, location, contentType, body: '' });
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > maxBytes) {
          response.destroy();
          return resolve({ kind: 'tooLarge' });
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            resolve({ kind: 'tooLarge' });
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, location, contentType, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', (error) => resolve(signal.aborted ? { kind: 'timeout' } : { kind: 'network', message: error.message }));
        // Whatever ends the response first counts; one closed without 'end' or 'error' must not leave the fetch waiting.
        response.on('close', () => resolve(signal.aborted ? { kind: 'timeout' } : { kind: 'network', message: 'closed before the end' }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (signal.aborted) resolve({ kind: 'timeout' });
      else if (error.code === 'EPRIVATE') resolve({ kind: 'private' });
      else resolve({ kind: 'network', message: error.code ?? error.message });
    });
  });
}

/** The feed at `address`: its text, or why there is none. */
export async function fetchFeed(address: string, env: FeedEnv = process.env, limits: Limits = FEED_LIMITS): Promise<FeedFetchResult> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { ok: false, failure: { kind: 'address' } };
  }
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const allowed = allowedPrivateHosts(env);
  for (let redirects = 0; ; redirects += 1) {
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return { ok: false, failure: { kind: 'address' } };
    const allowPrivate = allowed.has(hostKey(url));
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    // An address written as an IP is not looked up: checked here.
    if (!allowPrivate && isIP(literal) && isPrivateAddress(literal)) return { ok: false, failure: { kind: 'private' } };
    const answer = await getOnce(url, signal, allowPrivate, limits.maxBytes);
    if ('kind' in answer) return { ok: false, failure: answer };
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      if (redirects >= limits.maxRedirects) return { ok: false, failure: { kind: 'status', status: answer.status } };
      url = new URL(answer.location, url);
      continue;
    }
    if (answer.status !== 200) return { ok: false, failure: { kind: 'status', status: answer.status } };
    return { ok: true, body: answer.body, contentType: answer.contentType };
  }
}
