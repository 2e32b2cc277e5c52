import { z } from 'zod';

const endpointSchema = z.url({ protocol: /^https?$/, error: 'GRAPHQL_CLIENT_ENDPOINT must be an http(s) URL' });

/**
 * Where the site reads content: GRAPHQL_CLIENT_ENDPOINT (spec 7), by default this app's own
 * Payload GraphQL API. Also read by `npm run content:check`, outside the site.
 */
export function getGraphqlEndpoint(env: Record<string, string | undefined> = process.env): string {
  const configured = env.GRAPHQL_CLIENT_ENDPOINT?.trim();
  if (configured) return endpointSchema.parse(configured);
  return `http://127.0.0.1:${env.PORT?.trim() || '3000'}/api/graphql`;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * How the site's renders reach the CMS. The embedded CMS (GRAPHQL_CLIENT_ENDPOINT unset, or
 * naming this machine's loopback, which is this app) is asked in this process; a CMS on
 * another host over HTTP.
 */
export function getCmsTransport(env: Record<string, string | undefined> = process.env): { kind: 'in-process' } | { kind: 'http'; endpoint: string } {
  const configured = env.GRAPHQL_CLIENT_ENDPOINT?.trim();
  if (!configured) return { kind: 'in-process' };
  const endpoint = endpointSchema.parse(configured);
  return LOOPBACK.has(new URL(endpoint).hostname) ? { kind: 'in-process' } : { kind: 'http', endpoint };
}

/**
 * Where the browser sends GraphQL (spec 7: GRAPHQL_CLIENT_ENDPOINT). Unset, or pointing at this
 * machine's loopback (the embedded CMS as the server reaches it), it is this site's own
 * /api/graphql: a browser cannot reach the server's 127.0.0.1.
 */
export function getBrowserGraphqlEndpoint(env: Record<string, string | undefined> = process.env): string {
  const configured = env.GRAPHQL_CLIENT_ENDPOINT?.trim();
  if (!configured) return '/api/graphql';
  const url = new URL(endpointSchema.parse(configured));
  return LOOPBACK.has(url.hostname) ? '/api/graphql' : url.toString();
}
