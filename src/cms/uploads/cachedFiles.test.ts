import { mkdtemp, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { type FileRequest, IMMUTABLE, REVALIDATE, answerFileRequest, fileVersion, isNotModified, versionedFileUrls } from './cachedFiles';

const updatedAt = '2026-11-20T10:00:00.000Z';
const version = fileVersion(updatedAt) ?? '';
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'files-'));
  await writeFile(path.join(dir, 'see-480x270.jpg'), 'jpeg bytes');
  await utimes(path.join(dir, 'see-480x270.jpg'), new Date('2026-11-20T10:00:00Z'), new Date('2026-11-20T10:00:00Z'));
});

function request(query: string, headers: Record<string, string> = {}, method = 'GET'): FileRequest {
  return { method, headers: new Headers(headers), searchParams: new URLSearchParams(query) };
}

async function serve(query: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await answerFileRequest(request(query, headers, method), dir, 'see-480x270.jpg');
  if (!response) throw new Error('expected a response');
  return response;
}

describe('file URLs', () => {
  it('carry the document version, on the file and each size', () => {
    const doc = versionedFileUrls({
      updatedAt,
      url: '/api/media/file/see.jpg',
      sizes: { lq: { url: '/api/media/file/see-480x270.jpg' }, hq: { url: null } },
    });
    expect(doc).toMatchObject({
      url: `/api/media/file/see.jpg?v=${version}`,
      sizes: { lq: { url: `/api/media/file/see-480x270.jpg?v=${version}` }, hq: { url: null } },
    });
  });
});

describe('file URLs with the site address set (serverURL)', () => {
  it('stay paths of the site, so a page links its pictures on any address it is served from', () => {
    const doc = versionedFileUrls(
      { updatedAt, url: 'https://www.mobilclub.example/api/media/file/see.jpg', sizes: { lq: { url: 'https://www.mobilclub.example/api/media/file/see-480x270.jpg' } } },
      'https://www.mobilclub.example',
    );
    expect(doc).toMatchObject({ url: `/api/media/file/see.jpg?v=${version}`, sizes: { lq: { url: `/api/media/file/see-480x270.jpg?v=${version}` } } });
  });

  it('of another host are left as they are', () => {
    const doc = versionedFileUrls({ updatedAt, url: 'https://cdn.example/see.jpg' }, 'https://www.mobilclub.example');
    expect(doc.url).toBe(`https://cdn.example/see.jpg?v=${version}`);
  });
});

describe('serving a file', () => {
  it('is immutable for a year under a version', async () => {
    const response = await serve(`v=${version}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    expect(await response.text()).toBe('jpeg bytes');
  });

  it('must be revalidated without a version', async () => {
    expect((await serve('')).headers.get('Cache-Control')).toBe(REVALIDATE);
    expect((await serve('v=')).headers.get('Cache-Control')).toBe(REVALIDATE);
  });

  it('answers 304 without a body when the browser has it', async () => {
    const first = await serve('');
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await serve('', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect((await serve('', { 'If-Modified-Since': 'Fri, 20 Nov 2026 10:00:00 GMT' })).status).toBe(304);
    expect((await serve('', { 'If-Modified-Since': 'Thu, 19 Nov 2026 10:00:00 GMT' })).status).toBe(200);
    expect((await serve('', { 'If-None-Match': 'W/"other"' })).status).toBe(200);
  });

  it('leaves range requests to Payload, which answers them in part', async () => {
    expect(answerFileRequest(request('', { Range: 'bytes=0-3' }), dir, 'see-480x270.jpg')).toBeUndefined();
  });

  it('never reads outside its folder', async () => {
    const response = await answerFileRequest(request(''), dir, '../etc/passwd');
    expect(response?.status).toBe(400);
  });
});

describe('conditional requests', () => {
  it('If-None-Match wins over If-Modified-Since', () => {
    const headers = new Headers({ 'If-None-Match': 'W/"a"', 'If-Modified-Since': 'Fri, 20 Nov 2099 10:00:00 GMT' });
    expect(isNotModified(headers, 'W/"b"', new Date('2026-11-20T10:00:00Z'))).toBe(false);
  });
});
