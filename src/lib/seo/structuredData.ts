import { AUSTRIAN_STATES, SCHEMA_ORG_EMPLOYMENT } from '@/lib/career/options';
import type { ArticlePage, JobPostingPage } from '@/lib/cms';
import { isoDate } from '@/lib/dates';
import { SEARCH_PATH } from '@/lib/search/paths';

/**
 * schema.org descriptions of a page for search engines (JSON-LD): the club as publisher, the
 * article with its author, dates and picture, and where a page sits (breadcrumbs).
 */

export type Thing = Record<string, unknown>;

interface Site {
  siteName: string;
  siteUrl: string;
}

/** A path of the site as the absolute URL search engines want. */
export const absolute = (path: string, siteUrl: string) => new URL(path, siteUrl).toString();

/** The icon search engines may show for the club (a square of at least 112 px). */
export const LOGO_PATH = '/icons/icon-512.png';

export function organization({ siteName, siteUrl }: Site): Thing {
  return {
    '@type': 'Organization',
    '@id': `${absolute('/', siteUrl)}#organisation`,
    name: siteName,
    url: absolute('/', siteUrl),
    logo: { '@type': 'ImageObject', url: absolute(LOGO_PATH, siteUrl), width: 512, height: 512 },
  };
}

/** The site itself, with its search, so a search engine may offer a search box for it. */
export function webSite({ siteName, siteUrl }: Site): Thing {
  return {
    '@type': 'WebSite',
    '@id': `${absolute('/', siteUrl)}#website`,
    name: siteName,
    url: absolute('/', siteUrl),
    inLanguage: 'de-AT',
    publisher: { '@id': `${absolute('/', siteUrl)}#organisation` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absolute(SEARCH_PATH, siteUrl)}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbList(crumbs: readonly Crumb[], siteUrl: string): Thing {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path, siteUrl),
    })),
  };
}

/** Google shows at most 110 characters of a headline. */
const HEADLINE_LIMIT = 110;

export function articleData(article: ArticlePage, site: Site): Thing {
  const url = absolute(article.path, site.siteUrl);
  const headline = article.title.length > HEADLINE_LIMIT ? `${article.title.slice(0, HEADLINE_LIMIT - 1)}…` : article.title;
  const image = article.heroImage;
  return {
    '@type': 'Article',
    '@id': `${url}#artikel`,
    mainEntityOfPage: url,
    url,
    headline,
    ...(article.leadText ? { description: article.leadText } : {}),
    ...(image ? { image: [absolute(image.hq.url, site.siteUrl), absolute(image.mq.url, site.siteUrl)] } : {}),
    ...(article.datePublished ? { datePublished: article.datePublished } : {}),
    ...(article.dateModified ?? article.datePublished ? { dateModified: article.dateModified ?? article.datePublished } : {}),
    author: article.author ? [{ '@type': 'Person', name: article.author }] : [{ '@id': `${absolute('/', site.siteUrl)}#organisation` }],
    publisher: organization(site),
    inLanguage: 'de-AT',
  };
}

/**
 * A job posting as Google's job search reads it: title, description, the club as employer,
 * the place (town and state in Austria), how it is employed.
 */
export function jobPostingData(job: JobPostingPage, site: Site, description: string): Thing {
  const url = absolute(job.path, site.siteUrl);
  return {
    '@type': 'JobPosting',
    '@id': `${url}#stelle`,
    url,
    title: job.title,
    description,
    identifier: { '@type': 'PropertyValue', name: site.siteName, value: String(job.articleId) },
    ...(job.datePublished ? { datePosted: job.datePublished } : {}),
    employmentType: SCHEMA_ORG_EMPLOYMENT[job.employmentType],
    hiringOrganization: organization(site),
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.location, addressRegion: AUSTRIAN_STATES[job.state], addressCountry: 'AT' },
    },
    ...(job.start ? { jobStartDate: isoDate(job.start) } : {}),
    inLanguage: 'de-AT',
  };
}

/** The crumbs an article (or job posting) shows: home, its channel, itself. */
export function articleCrumbs(article: Pick<ArticlePage, 'channel' | 'title' | 'path'>): Crumb[] {
  return [{ name: 'Startseite', path: '/' }, ...(article.channel ? [{ name: article.channel.title, path: article.channel.path }] : []), { name: article.title, path: article.path }];
}

/** One JSON-LD document of several things; `<` escaped so no text can end the script element. */
export function jsonLd(things: readonly Thing[]): string {
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': things }).replace(/</g, '\\u003c');
}
