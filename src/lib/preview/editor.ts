import 'server-only';

import { getGraphqlEndpoint } from '@/lib/settings/server';

/** Roles that may see drafts (the CMS's own, see src/cms/access). */
const PREVIEW_ROLES = ['admin', 'editor'];

/** The cookie the CMS signs editors in with; draft renders send it on as their token. */
export const CMS_TOKEN_COOKIE = 'payload-token';

/**
 * Whether the request comes from a signed-in editor or admin: the CMS is asked with the
 * request's own cookie (`/api/users/me` next to the GraphQL endpoint), so the site needs no
 * secret of its own and a stolen preview link is worth nothing.
 */
export async function isSignedInEditor(cookieHeader: string | null): Promise<boolean> {
  if (!cookieHeader?.includes(`${CMS_TOKEN_COOKIE}=`)) return false;
  try {
    const response = await fetch(new URL('/api/users/me', getGraphqlEndpoint()), { headers: { cookie: cookieHeader }, cache: 'no-store' });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    const roles = typeof body === 'object' && body !== null && 'user' in body && typeof body.user === 'object' && body.user !== null && 'roles' in body.user ? body.user.roles : null;
    return Array.isArray(roles) && roles.some((role) => PREVIEW_ROLES.includes(String(role)));
  } catch {
    return false;
  }
}
