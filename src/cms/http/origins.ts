import { parsePublicSettings } from '@/lib/settings/public';

type Env = Record<string, string | undefined>;

export interface CmsOrigins {
  /** Payload's serverURL: absolute links (password-reset mails), the admin's API calls. */
  serverURL: string;
  /** Origins whose requests may act with an editor's session cookie (Payload's `csrf`). */
  trusted: string[];
}

/**
 * Where editors use the CMS from: the site's public address (PUBLIC_SITE_URL), whose /admin it is.
 * Without that setting the site runs on a developer's machine or in the tests, reached as
 * localhost or 127.0.0.1 on its port: then the admin calls its API relative to wherever it was
 * opened (no serverURL), and those loopback origins are the trusted ones.
 */
export function cmsOrigins(env: Env = process.env): CmsOrigins {
  if (env.PUBLIC_SITE_URL?.trim()) {
    const origin = new URL(parsePublicSettings(env).siteUrl).origin;
    return { serverURL: origin, trusted: [origin] };
  }
  const port = env.PORT?.trim() || '3000';
  return { serverURL: '', trusted: ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`) };
}
