import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

import type { CollectionAfterReadHook, CollectionConfig, PayloadRequest, SelectIncludeType } from 'payload';

/**
 * Uploaded files (pictures, videos, documents) cached as long as they can be.
 *
 * Every file URL the CMS hands out carries the document's version (`?v=`, from its last
 * change, which also covers sizes re-cut after a new focal point), so a changed file has a new
 * URL and a versioned request is answered `immutable` for a year. The version is not checked
 * against the document (public files are served without reading it, and a made-up version
 * is a URL nobody links to). A request without one must be revalidated, and an unchanged file
 * answers 304 to `If-None-Match` / `If-Modified-Since` without being read.
 */

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

type UploadConfig = Exclude<NonNullable<CollectionConfig['upload']>, boolean>;
export type UploadHandler = NonNullable<UploadConfig['handlers']>[number];

/** A document's version as it appears in its file URLs. */
export function fileVersion(updatedAt: unknown): string | null {
  if (typeof updatedAt !== 'string') return null;
  const time = Date.parse(updatedAt);
  return Number.isNaN(time) ? null : time.toString(36);
}

export function withVersion(url: string, version: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}v=${version}`;
}

interface FileUrls {
  updatedAt?: unknown;
  url?: string | null;
  thumbnailURL?: string | null;
  sizes?: Record<string, { url?: string | null } | null | undefined> | null;
}

/**
 * What a file's URLs are made of (`forceSelect` of the upload collections): Payload computes
 * `url` from `filename` (a size's from its own), and the version comes from `updatedAt`. A read
 * that selects only `url`, as the site's GraphQL documents do (`select: true`), would get null.
 */
export function fileUrlSelect(sizeNames: readonly string[] = []): SelectIncludeType {
  const select: SelectIncludeType = { filename: true, updatedAt: true };
  if (sizeNames.length > 0) select.sizes = Object.fromEntries(sizeNames.map((name): [string, SelectIncludeType] => [name, { filename: true }]));
  return select;
}

/**
 * A document with its file URLs carrying its version (its own and those of its sizes), and as
 * paths of the site: Payload prefixes them with `serverURL` once that is set (for the CSRF check
 * and the links in reset mails), but a page links its pictures on whichever address it is served
 * from (an instance, the HTTP cache, a preview).
 */
export function versionedFileUrls<Doc extends FileUrls>(doc: Doc, serverURL = ''): Doc {
  const version = fileVersion(doc.updatedAt);
  const sitePath = (url: string) => (serverURL && url.startsWith(`${serverURL}/`) ? url.slice(serverURL.length) : url);
  const versioned = (url: string | null | undefined) => (url ? (version ? withVersion(sitePath(url), version) : sitePath(url)) : url);
  return {
    ...doc,
    url: versioned(doc.url),
    ...(doc.thumbnailURL ? { thumbnailURL: versioned(doc.thumbnailURL) } : {}),
    ...(doc.sizes
      ? {
          sizes: Object.fromEntries(
            Object.entries(doc.sizes).map(([name, size]) => [name, size ? { ...size, url: versioned(size.url) } : size]),
          ),
        }
      : {}),
  };
}

export const versionFileUrls: CollectionAfterReadHook = ({ doc, req }) => versionedFileUrls<FileUrls>(doc, req.payload.config.serverURL);

/** A weak validator from size and modification time: cheap, and changes with the file. */
export function entityTag(size: number, modified: number): string {
  return `W/"${size.toString(36)}-${Math.floor(modified).toString(36)}"`;
}

/** Whether the browser's copy (by `If-None-Match`, else `If-Modified-Since`) is still current. */
export function isNotModified(headers: Headers, etag: string, modified: Date): boolean {
  const ifNoneMatch = headers.get('if-none-match');
  if (ifNoneMatch) return ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
  const ifModifiedSince = headers.get('if-modified-since');
  if (!ifModifiedSince) return false;
  const since = Date.parse(ifModifiedSince);
  // HTTP dates have whole seconds.
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

/**
 * Serves a file of an upload collection with caching headers. Range requests (video seeking)
 * are left to Payload's own handler, which answers them partially.
 */
export function cachedFileHandler(staticDir: string): UploadHandler {
  const root = path.resolve(staticDir);
  return (req, { params }) => answerFileRequest(req, root, params.filename);
}

/** What of Payload's request the file answer reads. */
export type FileRequest = Pick<PayloadRequest, 'method' | 'headers' | 'searchParams'>;

/** How long a file may be kept: a year under a version, else asked again each time. */
export function cacheControl(req: FileRequest): string {
  return req.searchParams.get('v') ? IMMUTABLE : REVALIDATE;
}

/** The document exists (Payload found it) but its file does not: nothing to send, nothing to keep. */
export function missingFile(): Response {
  return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });
}

/** The answer for a file under `root`, or nothing for a range request (Payload's to answer). */
export function answerFileRequest(req: FileRequest, root: string, filename: string): Promise<Response> | undefined {
  if (req.headers.get('range')) return undefined;
  return serveFile(req, root, filename);
}

async function serveFile(req: FileRequest, root: string, filename: string): Promise<Response> {
  const filePath = path.resolve(root, filename);
  if (!filePath.startsWith(root + path.sep)) return new Response(null, { status: 400 });
  const stats = await stat(filePath).catch(() => null);
  if (!stats?.isFile()) return missingFile();

  const etag = entityTag(stats.size, stats.mtimeMs);
  const headers = new Headers({
    'Cache-Control': cacheControl(req),
    ETag: etag,
    'Last-Modified': stats.mtime.toUTCString(),
    'Accept-Ranges': 'bytes',
  });
  if (isNotModified(req.headers, etag, stats.mtime)) return new Response(null, { status: 304, headers });

  headers.set('Content-Type', contentType(filePath));
  headers.set('Content-Length', String(stats.size));
  const body = req.method === 'HEAD' ? null : (Readable.toWeb(createReadStream(filePath)) as ReadableStream<Uint8Array>);
  return new Response(body, { status: 200, headers });
}

const CONTENT_TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  // Caption tracks; players (Firefox, Safari) want exactly this type.
  '.vtt': 'text/vtt; charset=utf-8',
  '.webm': 'video/webm',
  '.webp': 'image/webp',
};

/** By extension: the collections accept only these types, checked on upload. */
export function contentType(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}
