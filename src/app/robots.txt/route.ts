import { robotsTxt } from '@/lib/seo/robots';
import { getPublicSettings } from '@/lib/settings/public';

// Read when asked (the site's address is a runtime setting); a shared cache keeps it an hour.
export const dynamic = 'force-dynamic';

export function GET() {
  return new Response(robotsTxt(getPublicSettings().siteUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
