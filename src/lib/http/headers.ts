// Relative: next.config.ts loads this file, without the @/ alias.
import { SEARCH_PATH } from '../search/paths';

/**
 * Response headers for every route: set once in next.config.ts (build time, no per-request code:
 * pages stay static and cacheable), the two long policies for pages by the proxy (see
 * `policyHeaders`).
 */

/** A header rule as next.config.ts `headers()` takes it. */
export interface HeaderRule {
  source: string;
  has?: { type: 'header'; key: string; value?: string }[];
  missing?: { type: 'cookie'; key: string }[];
  headers: { key: string; value: string }[];
}

/** The third parties the site can work with (src/lib/consent/vendors.ts, and the consent platform). */
export type CspVendor = 'tagManager' | 'usercentrics' | 'mux' | 'youtube' | 'vimeo';

type Directive = 'script-src' | 'style-src' | 'img-src' | 'media-src' | 'connect-src' | 'frame-src';

const TAG_MANAGER = 'https://www.googletagmanager.com';
const ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];
const USERCENTRICS = 'https://*.usercentrics.eu';
const MUX = ['https://*.mux.com', 'https://*.litix.io'];

/**
 * What each vendor needs, by directive. Allowing a host here is not consent: the site loads
 * nothing from a vendor until the visitor agrees, per vendor.
 */
const VENDOR_SOURCES: Record<CspVendor, Partial<Record<Directive, readonly string[]>>> = {
  tagManager: { 'script-src': [TAG_MANAGER], 'img-src': [TAG_MANAGER, ...ANALYTICS], 'connect-src': [...ANALYTICS, TAG_MANAGER], 'frame-src': [TAG_MANAGER] },
  usercentrics: { 'script-src': [USERCENTRICS], 'style-src': [USERCENTRICS], 'img-src': [USERCENTRICS], 'connect-src': [USERCENTRICS] },
  mux: { 'img-src': MUX, 'media-src': MUX, 'connect-src': MUX },
  youtube: { 'frame-src': ['https://www.youtube-nocookie.com', 'https://www.youtube.com'] },
  vimeo: { 'frame-src': ['https://player.vimeo.com'] },
};

export interface CspOptions {
  /** `next dev` evaluates code (React's call stacks, fast refresh); production never does. */
  dev: boolean;
  /** Further origins the browser may call, e.g. a GraphQL endpoint on another host. */
  connectSrc?: readonly string[];
  /** The vendors the site is configured for: only their hosts are named. None by default. */
  vendors?: readonly CspVendor[];
}

/** The hosts the configured vendors need for one directive. */
function vendorSources(vendors: readonly CspVendor[], directive: Directive): string[] {
  return vendors.flatMap((vendor) => VENDOR_SOURCES[vendor][directive] ?? []);
}

/**
 * The Content-Security-Policy. Pages are rendered once and served from caches to everyone, so
 * a per-request nonce is impossible without rendering every request; hashes are impossible
 * because Next streams each page's data in inline scripts of its own. Inline scripts are
 * therefore allowed ('unsafe-inline'), code evaluation is not ('unsafe-eval' only in dev), and
 * everything else is as narrow as the site allows: no plugins, no foreign base or form
 * targets, framing only by the site itself (the admin's live preview), and third-party hosts
 * only of the vendors configured (`vendors`): without any, none at all.
 */
export function contentSecurityPolicy({ dev, connectSrc = [], vendors = [] }: CspOptions): string {
  const from = (directive: Directive) => vendorSources(vendors, directive);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), ...from('script-src')],
    'style-src': ["'self'", "'unsafe-inline'", ...from('style-src')],
    'img-src': ["'self'", 'data:', 'blob:', ...from('img-src')],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:', ...from('media-src')],
    'connect-src': ["'self'", ...connectSrc, ...from('connect-src')],
    'frame-src': ["'self'", ...from('frame-src')],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/**
 * What the browser may use: nothing the site does not need. Video may go full screen, also in
 * the players of the configured video platforms.
 */
export function permissionsPolicy(vendors: readonly CspVendor[] = []): string {
  const players = vendorSources(vendors, 'frame-src').filter((host) => host !== TAG_MANAGER);
  return [
    'accelerometer=()',
    'autoplay=(self)',
    'browsing-topics=()',
    'camera=()',
    'display-capture=()',
    `fullscreen=(${['self', ...players.map((host) => `"${host}"`)].join(' ')})`,
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    'payment=()',
    'usb=()',
  ].join(', ');
}

/** Two years, as the HSTS preload list asks; only ever sent on https. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * How long a shared cache (CDN, nginx) may serve a page before asking again: 2 seconds, then
 * up to a minute of serving the old copy while it fetches the new one in the background, so a
 * publish shows through the cache within seconds while the origin sees one conditional request
 * per page every few seconds (answered 304 when nothing changed). If the origin is down, the
 * cache may go on serving what it has for a day.
 */
export const PAGE_CACHE_CONTROL = 'public, s-maxage=2, stale-while-revalidate=60, stale-if-error=86400';

/** The cookie Next.js sets in draft mode. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** No vendors: the routes next.config.ts sets the policies for show none (see PROXY_BYPASS_SOURCE). */
export interface HeaderOptions extends Omit<CspOptions, 'vendors'> {
  /** Top-level path segments that are routes of their own, not content pages. */
  notContent: readonly string[];
}

/** The career portal's link pages (job-alert confirmation and unsubscribe). */
export const CAREER_LINK_PREFIX = '/karriere-portal';
export const CAREER_LINK_HEADERS = [
  { key: 'Cache-Control', value: 'no-store' },
  { key: 'Referrer-Policy', value: 'no-referrer' },
  { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
];

export const SEARCH_HEADERS = [
  { key: 'Cache-Control', value: 'private, no-store' },
  { key: 'X-Robots-Tag', value: 'noindex, follow' },
];

/**
 * The Content-Security-Policy and the Permissions-Policy. Next treats every header value of
 * next.config.ts that holds a ":" as a template and compiles it anew for each request (both hold
 * many URLs): on a page that is most of what an answer from the cache costs. So the proxy, which
 * sees every page request anyway, sets them for pages and files (src/proxy.ts); next.config.ts
 * sets them only for the routes the proxy never sees (PROXY_BYPASS).
 */
export function policyHeaders(options: CspOptions): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ['Permissions-Policy', permissionsPolicy(options.vendors)],
  ];
}

/**
 * Routes the proxy's matcher leaves out (src/proxy.ts `config.matcher`): Next's files, the API, the
 * admin. None of them shows a vendor's content, so their policies (set at build time, by
 * `siteHeaders`) name no vendor; the proxy adds the configured vendors for pages.
 */
export const PROXY_BYPASS_SOURCE = '/:path((?:_next|api|admin)(?:/.*)?)';

/** Origins besides the site's own that the browser may call: a GraphQL endpoint on another host. */
export function externalOrigins(endpoint = process.env.GRAPHQL_CLIENT_ENDPOINT): string[] {
  try {
    const trimmed = endpoint?.trim();
    return trimmed ? [new URL(trimmed).origin] : [];
  } catch {
    return [];
  }
}

/** The header rules of the whole site. */
/** Headers on every answer of the site (next.config.ts; the server pipeline's own answers too). */
export const SITE_WIDE_HEADERS: readonly { key: string; value: string }[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
];

export function siteHeaders(options: HeaderOptions): HeaderRule[] {
  return [
    { source: '/:path*', headers: [...SITE_WIDE_HEADERS] },
    { source: PROXY_BYPASS_SOURCE, headers: policyHeaders(options).map(([key, value]) => ({ key, value })) },
    // Behind a TLS-terminating proxy; a plain-http answer must not pin https on a host.
    { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: [{ key: 'Strict-Transport-Security', value: HSTS }] },
    // Links from job-alert mails carry a secret token: never stored by any cache, never sent on
    // as a referrer, never indexed. Last, so it overrides the site-wide Referrer-Policy.
    { source: `${CAREER_LINK_PREFIX}/:path*`, headers: CAREER_LINK_HEADERS },
    // Search results: one render per query, never kept by a cache in front, never indexed.
    { source: SEARCH_PATH, headers: SEARCH_HEADERS },
    // Content pages only: routes of their own and files (a dot in the last segment) say their own.
    // Not in an editor's preview (draft mode's cookie): Next then marks the draft render
    // `private, no-store`, so no shared cache ever keeps it.
    {
      source: `/:path((?!(?:${options.notContent.join('|')})(?:/|$))(?!(?:.*/)?[^/]*\\.[^/]*$).*)`,
      missing: [{ type: 'cookie', key: DRAFT_MODE_COOKIE }],
      headers: [{ key: 'Cache-Control', value: PAGE_CACHE_CONTROL }],
    },
  ];
}

/**
 * Payload asks every response for the visitor's colour scheme (Accept-CH, Critical-CH, Vary):
 * the admin's dark mode needs it, the public site does not, and there it costs a restarted
 * first navigation in Chromium and a needless Vary in every cache. Keeps them to /admin.
 */
export function clientHintsOnlyForAdmin<Rule extends Pick<HeaderRule, 'source' | 'headers'>>(rules: readonly Rule[]): Rule[] {
  return rules.map((rule) =>
    rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  );
}
