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
