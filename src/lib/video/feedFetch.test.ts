import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FEED_LIMITS, fetchFeed, isPrivateAddress } from './feedFetch';

const FEED = JSON.stringify({ playlist: [{ title: 'Passstraße', file: '/api/videos/file/alpenstrasse.mp4' }] });

let server: Server;
let origin = '';
let env: Record<string, string> = {};

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/feed.json') return response.writeHead(200, { 'content-type': 'application/json' }).end(FEED);
    if (request.url === '/moved') return response.writeHead(302, { location: '/feed.json' }).end();
    if (request.url === '/inside') return response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (request.url === '/loop') return response.writeHead(302, { location: '/loop' }).end();
    if (request.url === '/large') return response.writeHead(200, { 'content-type': 'application/json' }).end('x'.repeat(2_000));
    if (request.url === '/hang') return undefined;
    if (request.url === '/stall') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"playlist": [');
      return undefined;
    }
    return response.writeHead(404).end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  env = { PLAYLIST_FEED_PRIVATE_HOSTS: `127.0.0.1:${port}` };
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const limits = { ...FEED_LIMITS, timeoutMs: 300, maxBytes: 1_000 };

describe('fetching an editor’s playlist feed on the server', () => {
  it('refuses addresses of this machine’s and the cloud’s own networks, however written', async () => {
    for (const address of ['http://127.0.0.1/feed', 'http://10.1.2.3/feed', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/feed', 'http://[::ffff:192.168.0.1]/feed', 'http://localhost:9/feed']) {
      expect((await fetchFeed(address, {}, limits)).ok ? 'fetched' : 'refused', address).toBe('refused');
    }
    expect(await fetchFeed(`${origin}/feed.json`, {}, limits)).toEqual({ ok: false, failure: { kind: 'private' } });
    expect(await fetchFeed('http://localhost:9/feed', {}, limits)).toEqual({ ok: false, failure: { kind: 'private' } });
    expect(isPrivateAddress('93.184.216.34')).toBe(false);
    expect(isPrivateAddress('2a00:1450:4001:80b::200e')).toBe(false);
  });

  it('fetches from a host allowed by PLAYLIST_FEED_PRIVATE_HOSTS, following a redirect, but not one into the inside', async () => {
    expect(await fetchFeed(`${origin}/feed.json`, env, limits)).toEqual({ ok: true, body: FEED, contentType: 'application/json' });
    expect(await fetchFeed(`${origin}/moved`, env, limits)).toMatchObject({ ok: true, body: FEED });
    expect(await fetchFeed(`${origin}/inside`, env, limits)).toEqual({ ok: false, failure: { kind: 'private' } });
    expect(await fetchFeed(`${origin}/loop`, env, limits)).toEqual({ ok: false, failure: { kind: 'status', status: 302 } });
  });

  it('gives up on a status other than 200, a body over the size limit and a server that does not answer in time', async () => {
    expect(await fetchFeed(`${origin}/missing`, env, limits)).toEqual({ ok: false, failure: { kind: 'status', status: 404 } });
    expect(await fetchFeed(`${origin}/large`, env, limits)).toEqual({ ok: false, failure: { kind: 'tooLarge' } });
    const started = Date.now();
    expect(await fetchFeed(`${origin}/hang`, env, limits)).toEqual({ ok: false, failure: { kind: 'timeout' } });
    // Headers and a part of the body, then nothing: the same clock.
    expect(await fetchFeed(`${origin}/stall`, env, limits)).toEqual({ ok: false, failure: { kind: 'timeout' } });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('takes only http and https addresses without credentials', async () => {
    for (const address of ['ftp://example.com/feed', 'file:///etc/passwd', 'https://user:secret@example.com/feed', 'kein Link']) {
      expect(await fetchFeed(address, env, limits)).toEqual({ ok: false, failure: { kind: 'address' } });
    }
  });
});
