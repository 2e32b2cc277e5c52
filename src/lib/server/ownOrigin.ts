/**
 * Where this server answers itself (`http://127.0.0.1:3000`): the site's server (src/server.ts)
 * sets it once it listens. The proxy fetches its held pages (404, search limit) from there.
 */
export function ownOrigin(): string | undefined {
  return process.env.MOBILCLUB_OWN_ORIGIN;
}
