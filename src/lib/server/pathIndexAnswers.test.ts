import { createServer, type IncomingHttpHeaders, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { PAGE_CACHE_CONTROL } from '@/lib/http/headers';
import { ownRequestToken } from '@/lib/routing/heldPage';
import { NOT_FOUND_LINE_MARKER } from '@/lib/routing/notFoundShell';
import type { PathIndex } from '@/lib/routing/pathIndex';

import { answerFromPathIndex } from './pathIndexAnswers';
import { behind } from './pipeline';
import { believeTrustedForwardedHeaders, parseTrustedProxies } from './forwardedHeaders';

const index: PathIndex = {
  pages: new Set(['/', '/verkehr', '/verkehr/glatteis-richtig-bremsen-10007']),
  redirects: new Map([
    ['/alt/verkehr', { to: '/verkehr', permanent: false }],
    ['/mitglied-werden', { to: 'https://mitglied.mobilclub.example/antrag', permanent: false }],
  ]),
  articles: new Map([[10007, '/verkehr/glatteis-richtig-bremsen-10007']]),
  channels: new Map([['verkehr', '/verkehr']]),
};

const HELD = Symbol.for('mobilclub.notFoundPage');
const PAGE = `<!DOCTYPE html><html lang="de-AT"><body><h1>404</h1><p>${NOT_FOUND_LINE_MARKER}</p></body></html>`;

let server: Server | undefined;
let current: PathIndex | undefined;
let handled: string[] = [];

beforeEach(() => {
  current = index;
  handled = [];
  // A copy of the 404 page, as the server holds it once fetched (src/lib/routing/heldPage.ts).
  (globalThis as Record<symbol, unknown>)[HELD] = { html: new TextEncoder().encode(PAGE), triedAt: Date.now(), loading: null };
});

afterEach(async () => {
  delete (globalThis as Record<symbol, unknown>)[HELD];
  const open = server;
  server = undefined;
  if (!open) return;
  open.closeAllConnections();
  await new Promise((resolve) => open.close(resolve));
});

async function send(path: string, options: { method?: string; headers?: Record<string, string> } = {}) {
  if (!server) {
    const trusted = parseTrustedProxies('127.0.0.1');
    server = createServer(
      behind([believeTrustedForwardedHeaders(trusted), answerFromPathIndex(() => current)], (request, response) => {
        handled.push(request.url ?? '');
        response.end('die Seite');
      }),
    );
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  }
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('answers from the path index, before Next', () => {
  it('answers an unknown path with the held 404 page, its line filled in, as a page is answered', async () => {
    const answer = await send('/verkehr/gibt-es-nicht?q=<b>');
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('<p>Page not found: /verkehr/gibt-es-nicht</p>');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect(answer.headers['x-robots-tag']).toBe('noindex');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(handled).toEqual([]);
    // A fatal path (failing the grammar) says so, with its query, escaped.
    expect((await send('/Verkehr/%3Cx%3E?q=<b>')).body).toContain('<p>Page Not Found: /Verkehr/%3Cx%3E?q=%3Cb%3E</p>');
  });

  it('sends HSTS only when a trusted proxy says https, and a HEAD gets the head alone', async () => {
    expect((await send('/gibt-es-nicht', { headers: { 'X-Forwarded-Proto': 'https' } })).headers['strict-transport-security']).toContain('max-age=');
    const head = await send('/gibt-es-nicht', { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(head.body).toBe('');
  });

  it('answers a redirect on this site itself, and leaves known pages and other sites to the app', async () => {
    expect(await send('/alt/verkehr')).toMatchObject({ status: 307, headers: { location: '/verkehr' } });
    expect(await send('/article/10007')).toMatchObject({ status: 308, headers: { location: '/verkehr/glatteis-richtig-bremsen-10007' } });
    expect(await send('/channel/verkehr')).toMatchObject({ status: 308, headers: { location: '/verkehr' } });
    expect((await send('/verkehr?page=2')).body).toBe('die Seite');
    expect((await send('/mitglied-werden')).body).toBe('die Seite');
    expect(handled).toEqual(['/verkehr?page=2', '/mitglied-werden']);
  });

  it('leaves to the app what the index cannot decide', async () => {
    const passed = [
      await send('/gibt-es-nicht', { headers: { Cookie: 'a=1; __prerender_bypass=x' } }),
      await send('/gibt-es-nicht', { method: 'POST' }),
      await send('/gibt-es-nicht/'),
      await send('/%zz'),
      await send('/suche?q=x'),
      await send('/api/graphql'),
      await send('/_next/static/chunks/x.js'),
      await send('/~404/seite', { headers: { 'x-mobilclub-not-found-page': ownRequestToken() } }),
    ];
    expect(passed.map((answer) => answer.body)).toEqual(Array(passed.length).fill('die Seite'));
    // Anyone else asking for the 404 page's own path gets the 404.
    expect((await send('/~404/seite', { headers: { 'x-mobilclub-not-found-page': 'geraten' } })).status).toBe(404);
  });

  it('leaves every path to the app until the index and the 404 page are there', async () => {
    delete (globalThis as Record<symbol, unknown>)[HELD];
    expect((await send('/gibt-es-nicht-1')).body).toBe('die Seite');
    current = undefined;
    expect((await send('/alt/verkehr')).body).toBe('die Seite');
  });
});
