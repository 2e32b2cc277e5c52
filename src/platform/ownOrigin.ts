/**
 * Where this server answers itself (`http://127.0.0.1:3000`): Next's `next start` writes it to
 * `process.env.__NEXT_PRIVATE_ORIGIN` once the server listens (next/dist/server/lib/start-server.js),
 * a private variable with no public equivalent. Undefined until then, and under `next dev` before
 * it listens. Canary: ownOrigin.canary.test.ts starts Next's server code and reads it back.
 */
export function nextOwnOrigin(): string | undefined {
  return process.env.__NEXT_PRIVATE_ORIGIN;
}
