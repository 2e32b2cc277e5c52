import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, type Socket, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type S3Server, startS3Server } from '../bin/s3Server';
import { IMMUTABLE, REVALIDATE } from './cachedFiles';
import { type S3FileLocation, type S3FileRequest, answerS3FileRequest } from './s3Files';

const bucket = 'media-test';
let dir = '';
let server: S3Server;
let location: S3FileLocation;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 's3-files-'));
  server = await startS3Server({ port: 0, directory: dir, bucket });
  const client = new S3Client({
    endpoint: server.endpoint,
    region: 'eu-central-1',
    forcePathStyle: true,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
  });
  // Stored as the storage plugin stores it: under the collection's folder, with the upload's type.
  await client.send(new PutObjectCommand({ Bucket: bucket, Key: 'media/see-480x270.jpg', Body: 'jpeg bytes', ContentType: 'text/html' }));
  location = { client, bucket, prefix: 'media' };
});

afterAll(async () => {
  location?.client.destroy();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

function request(query: string, headers: Record<string, string> = {}, method = 'GET'): S3FileRequest {
  return { method, headers: new Headers(headers), searchParams: new URLSearchParams(query) };
}

async function serve(query: string, headers: Record<string, string> = {}, method = 'GET', filename = 'see-480x270.jpg') {
  const response = await answerS3FileRequest(request(query, headers, method), location, filename);
  if (!response) throw new Error('expected a response');
  return response;
}

describe('serving a file from S3', () => {
  it('is immutable for a year under a version, with the bytes and validators', async () => {
    const response = await serve('v=mh7k2c00');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect(response.headers.get('ETag')).toMatch(/^".+"$/);
    expect(response.headers.get('Last-Modified')).toMatch(/GMT$/);
    expect(response.headers.get('Content-Length')).toBe('10');
    expect(await response.text()).toBe('jpeg bytes');
  });

  it('is typed by its extension, whatever type the object was stored with', async () => {
    expect((await serve('v=1')).headers.get('Content-Type')).toBe('image/jpeg');
  });

  it('must be revalidated without a version', async () => {
    expect((await serve('')).headers.get('Cache-Control')).toBe(REVALIDATE);
    expect((await serve('v=')).headers.get('Cache-Control')).toBe(REVALIDATE);
  });

  it('answers 304 without a body when the browser has it', async () => {
    const etag = (await serve('')).headers.get('ETag') ?? '';
    const again = await serve('v=1', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect(again.headers.get('ETag')).toBe(etag);
    // A proxy may have weakened the tag; If-None-Match compares weakly.
    expect((await serve('', { 'If-None-Match': `W/${etag}` })).status).toBe(304);
    expect((await serve('', { 'If-None-Match': '"other"' })).status).toBe(200);
  });

  it('answers 304 to If-Modified-Since when unchanged since', async () => {
    const modified = (await serve('')).headers.get('Last-Modified') ?? '';
    expect((await serve('', { 'If-Modified-Since': modified })).status).toBe(304);
    expect((await serve('', { 'If-Modified-Since': 'Thu, 01 Jan 2015 00:00:00 GMT' })).status).toBe(200);
  });

  it('answers HEAD without a body', async () => {
    const response = await serve('', {}, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.body).toBeNull();
    expect(response.headers.get('Content-Length')).toBe('10');
    expect(response.headers.get('Cache-Control')).toBe(REVALIDATE);
  });

  it('answers 404, not to be kept, for a file the bucket does not have', async () => {
    const response = await serve('v=1', {}, 'GET', 'gone.jpg');
    expect(response.status).toBe(404);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('leaves range requests to the storage plugin, which answers them in part', () => {
    expect(answerS3FileRequest(request('', { Range: 'bytes=0-3' }), location, 'see-480x270.jpg')).toBeUndefined();
  });

  it('never reads outside its collection’s folder', async () => {
    expect((await serve('', {}, 'GET', '../documents/secret.pdf')).status).toBe(400);
    expect((await serve('', {}, 'GET', '..')).status).toBe(400);
  });
});

describe('an object storage that hangs', () => {
  it('answers 503 with Retry-After within its deadline, then at once while the circuit is open', async () => {
    // Takes connections and never answers, as a storage server frozen by SIGSTOP does.
    const sockets: Socket[] = [];
    const hung = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const client = new S3Client({
      endpoint: `http://127.0.0.1:${(hung.address() as AddressInfo).port}`,
      region: 'eu-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'x', secretAccessKey: 'y' },
    });
    try {
      const times: number[] = [];
      for (let call = 0; call < 4; call += 1) {
        const started = performance.now();
        const response = await answerS3FileRequest(request(''), { client, bucket, prefix: 'media', firstByteTimeoutMs: 150 }, 'see-480x270.jpg');
        times.push(performance.now() - started);
        expect(response?.status).toBe(503);
        expect(response?.headers.get('retry-after')).toBe('10');
        expect(response?.headers.get('cache-control')).toBe('no-store');
        expect(await response?.text()).toContain('Die Datei ist gerade nicht erreichbar');
      }
      for (const time of times.slice(0, 3)) expect(time).toBeLessThan(1_000);
      expect(times[3], 'refused at once once the circuit is open').toBeLessThan(20);
    } finally {
      client.destroy();
      for (const socket of sockets) socket.destroy();
      hung.close();
    }
  });
});
