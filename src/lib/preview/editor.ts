import 'server-only';

import { getGraphqlEndpoint } from '@/lib/settings/server';

/** Roles that may see drafts (the CMS's own, see src/cms/access). */
const PREVIEW_ROLES = ['author', 'section-editor', 'chief-editor', 'admin'];

/** The cookie the CMS signs editors in with; draft renders send it on as their token. */
export const CMS_TOKEN_COOKIE = 'payload-token';

/** The CMS token in a Cookie header, if there is one. */
export function cmsToken(cookieHeader: string | null): string | null {
  for (const pair of cookieHeader?.split(';') ?? []) {
    const [name, ...value] = pair.trim().split('=');
    if (name === CMS_TOKEN_COOKIE && value.length) return value.join('=') || null;
  }
  return null;
}

/**
 * Whether the request comes from a signed-in editor or admin: the CMS is asked with the
 * request's own token (`/api/users/me` next to the GraphQL endpoint), so the site needs no
 * secret of its own and a stolen preview link is worth nothing. The token goes in the
 * Authorization header: the CMS takes a cookie only from browsers (by their Origin or Fetch
 * Metadata), and this request is the server's.
 */
export async function isSignedInEditor(cookieHeader: string | null): Promise<boolean> {
  const token = cmsToken(cookieHeader);
  if (!token) return false;
  try {
    const response = await fetch(new URL('/api/users/me', getGraphqlEndpoint()), { headers: { Authorization: `JWT ${token}` }, cache: 'no-store' });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    const roles = typeof body === 'object' && body !== null && 'user' in body && typeof body.user === 'object' && body.user !== null && 'roles' in body.user ? body.user.roles : null;
    return Array.isArray(roles) && roles.some((role) => PREVIEW_ROLES.includes(String(role)));
  } catch {
    return false;
  }
}
