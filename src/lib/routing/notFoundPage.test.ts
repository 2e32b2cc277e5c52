import { afterEach, describe, expect, it, vi } from 'vitest';

import { isNotFoundPageFetch, notFoundPageFor, notFoundPageHtml } from './notFoundPage';
import { NOT_FOUND_LINE_MARKER } from './notFoundShell';

const PAGE = '<!DOCTYPE html><html lang="de-AT"><body><h1>404</h1></body></html>';

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('mobilclub.notFoundPage')];
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('the 404 page held in memory', () => {
  it('is fetched from this server with the token, then answered from memory', async () => {
    vi.stubEnv('MOBILCLUB_OWN_ORIGIN', 'http://127.0.0.1:3999');
    const fetched: Request[] = [];
    vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
      fetched.push(new Request(url, init));
      return new Response(PAGE, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    });
    const now = Date.now();
    expect(notFoundPageHtml(now)).toBeNull();
    await vi.waitFor(() => expect(notFoundPageHtml(now)).not.toBeNull());
    expect(new TextDecoder().decode(notFoundPageHtml(now) ?? new Uint8Array())).toBe(PAGE);
    expect(fetched).toHaveLength(1);
    expect(fetched[0]?.url).toBe('http://127.0.0.1:3999/~404/seite');
    expect(isNotFoundPageFetch(fetched[0]?.headers.get('x-mobilclub-not-found-page') ?? undefined)).toBe(true);
    expect(isNotFoundPageFetch('geraten')).toBe(false);
    expect(isNotFoundPageFetch(undefined)).toBe(false);
  });

  it('keeps nothing from an error page, and does not ask again at once', async () => {
    vi.stubEnv('MOBILCLUB_OWN_ORIGIN', 'http://127.0.0.1:3999');
    const fetch = vi.fn(async () => new Response('<html lang="de-AT">Fehler</html>', { status: 503, headers: { 'Content-Type': 'text/html' } }));
    vi.stubGlobal('fetch', fetch);
    const now = Date.now();
    expect(notFoundPageHtml(now)).toBeNull();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(notFoundPageHtml(now + 100)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(notFoundPageHtml(now + 5_000)).toBeNull();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it('carries the line for the path asked for, escaped, in place of its marker; the marker in React\'s data stays', async () => {
    vi.stubEnv('MOBILCLUB_OWN_ORIGIN', 'http://127.0.0.1:3999');
    const shell = `<!DOCTYPE html><html lang="de-AT"><body><h1>404</h1><p>${NOT_FOUND_LINE_MARKER}</p><script>push(["${NOT_FOUND_LINE_MARKER}"])</script></body></html>`;
    vi.stubGlobal('fetch', async () => new Response(shell, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
    const now = Date.now();
    notFoundPageFor('/', '', now);
    await vi.waitFor(() => expect(notFoundPageHtml(now)).not.toBeNull());
    const page = (path: string, search = '') => new TextDecoder().decode(notFoundPageFor(path, search, now) ?? new Uint8Array());
    expect(page('/reisen/nirgendwo')).toBe(shell.replace(`<p>${NOT_FOUND_LINE_MARKER}</p>`, '<p>Page not found: /reisen/nirgendwo</p>'));
    // A path that fails the grammar is fatal, with its query: escaped, never markup.
    expect(page('/Reisen', '?q=<img src=x onerror=alert(1)>')).toContain('<p>Page Not Found: /Reisen?q=&#60;img src=x onerror=alert(1)&#62;</p>');
    expect(page('/a')).toContain(`push(["${NOT_FOUND_LINE_MARKER}"])`);
  });
});
