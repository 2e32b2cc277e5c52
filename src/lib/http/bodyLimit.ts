/**
 * Request bodies are read only up to a limit: a body that says it is larger is refused before a
 * byte is read, one sent without a length (chunked) is refused as soon as it passes the limit.
 */

/** JSON, GraphQL and forms: what an editor's largest document or a visitor's form needs, many times over. */
export const JSON_BODY_LIMIT = 1024 * 1024;

export type BodyRead = { ok: true; text: string } | { ok: false };

/** True when the request says its body is larger than `limit` bytes. */
export function declaresMoreThan(request: Request, limit: number): boolean {
  const length = Number(request.headers.get('content-length'));
  return Number.isFinite(length) && length > limit;
}

/** The body as text, or not ok once it is (or says it is) larger than `limit` bytes. */
export async function readBodyWithin(request: Request, limit: number): Promise<BodyRead> {
  if (declaresMoreThan(request, limit)) return { ok: false };
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, text: new TextDecoder().decode(bytes) };
}

/** 413 in the shape of the API's errors, German as the site's messages are. */
export function payloadTooLarge(limit: number): Response {
  return Response.json(
    { errors: [{ message: `Die Anfrage ist zu groß (höchstens ${Math.round(limit / 1024)} kB).`, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] },
    { status: 413, headers: { 'Cache-Control': 'no-store', Connection: 'close' } },
  );
}
