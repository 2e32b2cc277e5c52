import { GetObjectCommand, HeadObjectCommand, type HeadObjectCommandOutput, type S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { PayloadRequest } from 'payload';

import { type BreakerTicket, ServiceUnavailableError, breakerFor } from '@/cache/serviceGuard.mjs';

import { type FileRequest, type UploadHandler, cacheControl, contentType, missingFile } from './cachedFiles';

/**
 * How long the object storage may take to start an answer (ms). Past it, or while its circuit is
 * open (after three such waits in a row; one try every 5 s), a file answers 503 with Retry-After:
 * a picture that does not come is replaced by the browser's alt text at once rather than after as
 * long as the storage hangs. A cache in front keeps serving its copy meanwhile (stale-if-error).
 */
export const S3_FIRST_BYTE_TIMEOUT_MS = 3_000;
const RETRY_AFTER_SECONDS = 10;

function storageUnavailable(): Response {
  return new Response('Die Datei ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden noch einmal.\n', {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) },
  });
}

/**
 * Serves the files of an upload collection from S3 with the same caching headers as from the
 * local disk (see cachedFiles.ts). The storage plugin's own handler sends no Cache-Control and
 * no Last-Modified, asks S3 twice (HEAD, then GET) and looks the document up first; this one
 * asks once and lets S3 decide about conditional requests. It runs before the plugin's, which
 * is left the range requests (video seeking).
 */

/** Where a collection's files lie: one bucket, a folder per collection. */
export interface S3FileLocation {
  client: S3Client;
  bucket: string;
  prefix: string;
  /** S3_FIRST_BYTE_TIMEOUT_MS unless told (tests). */
  firstByteTimeoutMs?: number;
}

/** What of Payload's request the S3 answer reads; the signal stops the download when the browser goes. */
export type S3FileRequest = FileRequest & Pick<PayloadRequest, 'signal'>;

export function s3FileHandler(location: S3FileLocation): UploadHandler {
  return (req, { params }) => answerS3FileRequest(req, location, params.filename);
}

/** The answer for an object of the collection, or nothing for a range request (the plugin's to answer). */
export function answerS3FileRequest(req: S3FileRequest, location: S3FileLocation, filename: string): Promise<Response> | undefined {
  if (req.headers.get('range')) return undefined;
  return serveObject(req, location, filename);
}

async function serveObject(req: S3FileRequest, { client, bucket, prefix, firstByteTimeoutMs = S3_FIRST_BYTE_TIMEOUT_MS }: S3FileLocation, filename: string): Promise<Response> {
  // Stored names have no folders: anything else would reach beyond the collection's own.
  if (!isPlainName(filename)) return new Response(null, { status: 400 });
  const input = { Bucket: bucket, Key: `${prefix}/${filename}`, ...conditions(req.headers) };
  const headers = new Headers({ 'Cache-Control': cacheControl(req), 'Accept-Ranges': 'bytes' });
  const breaker = breakerFor('storage');
  let ticket: BreakerTicket;
  try {
    ticket = breaker.begin();
  } catch {
    return storageUnavailable();
  }
  // Until the answer starts: the body then streams for as long as the browser reads it.
  const firstByte = AbortSignal.timeout(firstByteTimeoutMs);
  const abortSignal = req.signal ? AbortSignal.any([req.signal, firstByte]) : firstByte;
  try {
    if (req.method === 'HEAD') {
      describe(headers, await client.send(new HeadObjectCommand(input), { abortSignal }), filename);
      breaker.end(ticket);
      return new Response(null, { status: 200, headers });
    }
    const object = await client.send(new GetObjectCommand(input), { abortSignal });
    breaker.end(ticket);
    if (!object.Body) return missingFile();
    describe(headers, object, filename);
    return new Response(object.Body.transformToWebStream(), { status: 200, headers });
  } catch (error) {
    if (req.signal?.aborted) {
      // The browser went away: nothing to say about the storage.
      breaker.end(ticket);
      throw error;
    }
    if (!(error instanceof S3ServiceException)) {
      // No answer in time, or none at all (refused, reset): the storage is away.
      breaker.end(ticket, firstByte.aborted ? new ServiceUnavailableError('storage', `no answer within ${firstByteTimeoutMs} ms`) : error);
      return storageUnavailable();
    }
    // The storage answered: 304, 404 (the SDK reports them as errors), or an error of its own.
    breaker.end(ticket);
    const status = error.$metadata.httpStatusCode;
    if (status === 304) {
      // S3 (not every S3-compatible store) repeats the validators; else the browser's own still holds.
      const answered = error.$response?.headers ?? {};
      const etag = answered.etag ?? singleTag(req.headers.get('if-none-match'));
      if (etag) headers.set('ETag', etag);
      if (answered['last-modified']) headers.set('Last-Modified', answered['last-modified']);
      return new Response(null, { status: 304, headers });
    }
    if (status === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound') return missingFile();
    throw error;
  }
}

type ObjectMetadata = Pick<HeadObjectCommandOutput, 'ETag' | 'LastModified' | 'ContentLength'>;

function describe(headers: Headers, object: ObjectMetadata, filename: string): void {
  if (object.ETag) headers.set('ETag', object.ETag);
  if (object.LastModified) headers.set('Last-Modified', object.LastModified.toUTCString());
  // By extension, as from the disk: whatever type the object was stored with cannot make it a page.
  headers.set('Content-Type', contentType(filename));
  if (object.ContentLength !== undefined) headers.set('Content-Length', String(object.ContentLength));
}

/**
 * The browser's validators, for S3 to compare: `If-None-Match` wins over `If-Modified-Since` as
 * in HTTP. S3's tags are strong; a proxy may have weakened them, and If-None-Match compares weakly.
 */
function conditions(headers: Headers): { IfNoneMatch?: string; IfModifiedSince?: Date } {
  const ifNoneMatch = headers.get('if-none-match');
  if (ifNoneMatch) return { IfNoneMatch: ifNoneMatch.replace(/W\//g, '') };
  const since = Date.parse(headers.get('if-modified-since') ?? '');
  return Number.isNaN(since) ? {} : { IfModifiedSince: new Date(since) };
}

function singleTag(ifNoneMatch: string | null): string | undefined {
  const tag = ifNoneMatch?.trim();
  return tag && tag !== '*' && !tag.includes(',') ? tag : undefined;
}

function isPlainName(filename: string): boolean {
  return filename !== '' && filename !== '.' && filename !== '..' && !/[/\\\x00-\x1f\x7f]/.test(filename);
}
