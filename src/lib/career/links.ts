import { getPublicSettings } from '@/lib/settings/public';

/** The career portal's own routes (spec 2: the unsubscribe page takes the token as its last segment). */
export const CAREER_ROUTES = {
  unsubscribe: (token: string) => `/karriere-portal/unsubscribe/${token}`,
  confirm: (token: string) => `/karriere-portal/bestaetigen/${token}`,
} as const;

/** Absolute links for mails, on the site's public origin. */
export const careerLinks = {
  unsubscribe: (token: string) => new URL(CAREER_ROUTES.unsubscribe(token), getPublicSettings().siteUrl).toString(),
  confirm: (token: string) => new URL(CAREER_ROUTES.confirm(token), getPublicSettings().siteUrl).toString(),
};
