import { z } from 'zod';

import { VIDEO_VENDORS } from '@/lib/consent/vendors';
import { isSitePath } from '@/lib/links/internal';

/**
 * Public runtime settings (spec 1: page title, description, theme colour and site name).
 * Read from the environment on the server when a page renders, not inlined at build, so one
 * build serves every environment.
 */
const publicSettingsSchema = z.object({
  siteName: z.string().trim().min(1).default('Mobilclub'),
  title: z.string().trim().min(1).default('Mobilclub – Ihr Club für unterwegs'),
  description: z
    .string()
    .trim()
    .min(1)
    .default('Reisen, Verkehr, Wetter und E-Mobilität: Tipps, Hilfe und Schutz für alle, die in Österreich unterwegs sind.'),
  themeColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'theme colour must be a hex colour like #0d3b66')
    .default('#0d3b66'),
  /** Used in the request-id header name: X-{productName}-RequestID. */
  productName: z
    .string()
    .regex(/^[A-Za-z0-9]+$/, 'product name must be letters and digits (it is part of a header name)')
    .default('Mobilclub'),
  /** The site's own origin: absolute links to it count as internal (spec 5). */
  siteUrl: z.url().default('http://localhost:3000'),
  environmentName: z.string().trim().min(1).default('production'),
  /** The club's account on X, named as "via" when visitors share an article (spec 7). */
  xAccount: z
    .string()
    .trim()
    .regex(/^@?\w{1,15}$/, 'X account must be a handle like mobilclub')
    .transform((handle) => handle.replace(/^@/, ''))
    .default('mobilclub'),
  /** Where the consent gates link to (spec 8: links to the privacy policy and the cookie settings). */
  privacyPolicyPath: z
    .string()
    .regex(/^\/[^/]/, 'privacy policy path must be a path on this site like /datenschutz')
    .refine(isSitePath, 'privacy policy path must be a path on this site like /datenschutz')
    .default('/datenschutz'),
  /**
   * Who asks for consent (spec 7): the embedded library served from this site (no third-party
   * request at all), or Usercentrics, loaded by script tag with its settings id.
   */
  consentProvider: z.enum(['embedded', 'usercentrics']).default('embedded'),
  usercentricsSettingsId: z.string().trim().optional(),
  /** The window event Usercentrics fires on every consent change (its admin names it). */
  usercentricsEventName: z.string().trim().regex(/^\w+$/, 'event name must be letters, digits or _').default('ucEvent'),
  /** Tag manager id as configured; checked by `checkTagManagerId` where it is used. */
  tagManagerId: z.string().trim().optional(),
  /**
   * The video platforms this site uses, comma-separated (`mux,youtube,vimeo`); none unless named.
   * Only their hosts are allowed by the site's policies, and only their videos are shown.
   */
  videoVendors: z
    .string()
    .default('')
    .transform((list) => [...new Set(list.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean))])
    .pipe(z.array(z.enum(VIDEO_VENDORS, { error: `video vendors are a comma-separated list of ${VIDEO_VENDORS.join(', ')}` }))),
});

export type PublicSettings = z.infer<typeof publicSettingsSchema> & {
  /** The host of siteUrl, which links compare against (spec 5). */
  siteHost: string;
};

type Env = Record<string, string | undefined>;

const blankToUndefined = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value);

/** Parses the public settings from an environment; invalid values fail loudly with the variable's name. */
export function parsePublicSettings(env: Env): PublicSettings {
  const result = publicSettingsSchema.safeParse({
    siteName: blankToUndefined(env.PUBLIC_SITE_NAME),
    title: blankToUndefined(env.PUBLIC_SITE_TITLE),
    description: blankToUndefined(env.PUBLIC_SITE_DESCRIPTION),
    themeColor: blankToUndefined(env.PUBLIC_THEME_COLOR),
    productName: blankToUndefined(env.PUBLIC_PRODUCT_NAME),
    siteUrl: blankToUndefined(env.PUBLIC_SITE_URL),
    environmentName: blankToUndefined(env.PUBLIC_ENVIRONMENT_NAME) ?? env.NODE_ENV,
    xAccount: blankToUndefined(env.PUBLIC_X_ACCOUNT),
    privacyPolicyPath: blankToUndefined(env.PUBLIC_PRIVACY_POLICY_PATH),
    consentProvider: blankToUndefined(env.PUBLIC_CONSENT_PROVIDER),
    usercentricsSettingsId: blankToUndefined(env.PUBLIC_USERCENTRICS_SETTINGS_ID),
    usercentricsEventName: blankToUndefined(env.PUBLIC_USERCENTRICS_EVENT_NAME),
    tagManagerId: blankToUndefined(env.PUBLIC_TAG_MANAGER_ID),
    videoVendors: blankToUndefined(env.PUBLIC_VIDEO_VENDORS),
  });
  if (!result.success) {
    throw new Error(`Invalid public runtime settings:\n${z.prettifyError(result.error)}`);
  }
  return { ...result.data, siteHost: new URL(result.data.siteUrl).host };
}

const ENV_KEYS = [
  'PUBLIC_SITE_NAME',
  'PUBLIC_SITE_TITLE',
  'PUBLIC_SITE_DESCRIPTION',
  'PUBLIC_THEME_COLOR',
  'PUBLIC_PRODUCT_NAME',
  'PUBLIC_SITE_URL',
  'PUBLIC_ENVIRONMENT_NAME',
  'PUBLIC_X_ACCOUNT',
  'PUBLIC_PRIVACY_POLICY_PATH',
  'PUBLIC_CONSENT_PROVIDER',
  'PUBLIC_USERCENTRICS_SETTINGS_ID',
  'PUBLIC_USERCENTRICS_EVENT_NAME',
  'PUBLIC_TAG_MANAGER_ID',
  'PUBLIC_VIDEO_VENDORS',
  'NODE_ENV',
] as const;

let cached: { key: string; settings: PublicSettings } | undefined;

/** The settings of the current environment, parsed once per distinct set of values (every link asks). */
export function getPublicSettings(): PublicSettings {
  const key = ENV_KEYS.map((name) => process.env[name] ?? '').join('\u0000');
  if (cached?.key !== key) cached = { key, settings: parsePublicSettings(process.env) };
  return cached.settings;
}
