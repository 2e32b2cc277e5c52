import { type DocumentNode, print } from 'graphql';
import { z } from 'zod';

import { registeredHash } from '@/lib/cms/persistedDocuments';
import { isRichText, richTextLinkProblems } from '@/components/rich-text/links';
import {
  ContentCheckArticlesDocument,
  ContentCheckChannelsDocument,
  ContentCheckJobPostingsDocument,
  ContentCheckRedirectsDocument,
  NavigationDocument,
} from '@/gql/graphql';
import { linkProblem } from '@/lib/links/linkRule';
import { redirectTargetProblem } from '@/lib/links/redirectTarget';

import { blockSchemas, isBlockTypename } from './schemas';

/**
 * One thing visitors would miss or must not get: a block the site would skip, a link in it that
 * leads nowhere or where no link may, a redirect or navigation link written past the admin.
 */
export interface ContentProblem {
  /** The page's path, the redirect's source, or "Navigation". */
  path: string;
  /** 1-based, as editors count the blocks of a page; only for blocks. */
  block?: number;
  /** The block's type, or what else it is ("Weiterleitung", "Hauptnavigation, Link 2"). */
  typename: string;
  message: string;
}

export interface ContentCheckResult {
  pages: number;
  blocks: number;
  redirects: number;
  problems: ContentProblem[];
}

type Fetch = typeof fetch;

/** The CMS could not be asked: no answer, a server error, or GraphQL errors instead of data. */
export class ContentCheckError extends Error {
  override readonly name = 'ContentCheckError';
}

const answer = z.object({
  data: z.record(z.string(), z.unknown()).nullish(),
  errors: z.array(z.object({ message: z.string() })).nullish(),
});

/** One page of channels or articles, as the check queries ask for them. */
const pageOfResults = z
  .object({
    totalPages: z.number(),
    docs: z.array(z.object({ path: z.string().nullable(), blocks: z.array(z.looseObject({ __typename: z.string() })).nullable() })),
  })
  .nullable();

type Page = NonNullable<z.output<typeof pageOfResults>>['docs'][number];

function persistedQuery(document: DocumentNode) {
  const sha256Hash = registeredHash(document);
  return sha256Hash ? { persistedQuery: { version: 1, sha256Hash } } : undefined;
}

async function request(endpoint: string, fetchImpl: Fetch, document: DocumentNode, variables: Record<string, unknown>): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      // The registered hash and the text: the site's CMS runs the registered document for it
      // (a visitor may run nothing else), another GraphQL server the text.
      body: JSON.stringify({ query: print(document), variables, extensions: persistedQuery(document) }),
    });
  } catch (error) {
    throw new ContentCheckError(`The CMS at ${endpoint} did not answer: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = answer.safeParse(await response.json().catch(() => null));
  const result = parsed.success ? parsed.data : {};
  if (!response.ok || result.errors?.length || !result.data) {
    const reason = result.errors?.map((error) => error.message).join('; ') || `HTTP ${response.status}`;
    throw new ContentCheckError(`The CMS at ${endpoint} answered with an error: ${reason}`);
  }
  return result.data;
}

/** Every published page of one kind, page by page of the API. */
const CHECKED = { Channels: ContentCheckChannelsDocument, Articles: ContentCheckArticlesDocument, JobPostings: ContentCheckJobPostingsDocument };

async function* pagesOf(endpoint: string, fetchImpl: Fetch, kind: keyof typeof CHECKED): AsyncGenerator<Page> {
  const document = CHECKED[kind];
  for (let page = 1, totalPages = 1; page <= totalPages; page += 1) {
    const parsed = pageOfResults.safeParse((await request(endpoint, fetchImpl, document, { page }))[kind]);
    if (!parsed.success) throw new ContentCheckError(`The CMS answered the ${kind} query in an unexpected shape.`);
    totalPages = parsed.data?.totalPages ?? 0;
    yield* parsed.data?.docs ?? [];
  }
}

/** Every rich text in a block's data, by its field's path in the block (`items.2.answer`). */
function richTextsIn(value: unknown, path: readonly string[] = []): [string, unknown][] {
  if (isRichText(value)) return [[path.join('.'), value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => richTextsIn(item, [...path, String(index)]));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => richTextsIn(item, [...path, key]));
  return [];
}

/**
 * Validates a page's blocks with the same schemas the site renders them with, and the links in
 * their rich texts as the admin would (the site shows a bad one as text, and a link to a page
 * that is not published leads nowhere).
 */
export function checkBlocks(path: string, blocks: ReadonlyArray<{ __typename: string }>): ContentProblem[] {
  return blocks.flatMap((block, index) => {
    const typename = block.__typename;
    const where = { path, block: index + 1, typename };
    if (!isBlockTypename(typename)) return [{ ...where, message: 'Dieser Blocktyp ist der Website nicht bekannt.' }];
    const result = blockSchemas[typename].safeParse(block);
    const blockProblems = result.success
      ? []
      : result.error.issues.map((issue) => ({
          ...where,
          message: issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
        }));
    const linkProblems = richTextsIn(block).flatMap(([field, richText]) =>
      richTextLinkProblems(richText, { served: true }).map((message) => ({ ...where, message: `${field}: ${message}` })),
    );
    return [...blockProblems, ...linkProblems];
  });
}

const pageOfRedirects = z
  .object({ totalPages: z.number(), docs: z.array(z.object({ from: z.string().nullable(), to: z.string().nullable() })) })
  .nullable();

async function* redirectsOf(endpoint: string, fetchImpl: Fetch): AsyncGenerator<{ from: string | null; to: string | null }> {
  for (let page = 1, totalPages = 1; page <= totalPages; page += 1) {
    const parsed = pageOfRedirects.safeParse((await request(endpoint, fetchImpl, ContentCheckRedirectsDocument, { page })).Redirects);
    if (!parsed.success) throw new ContentCheckError('The CMS answered the Redirects query in an unexpected shape.');
    totalPages = parsed.data?.totalPages ?? 0;
    yield* parsed.data?.docs ?? [];
  }
}

/** A redirect's target as the admin checks it: the site ignores one it would refuse. */
export function checkRedirect({ from, to }: { from: string | null; to: string | null }): ContentProblem[] {
  const problem = redirectTargetProblem(to ?? '');
  return problem ? [{ path: from ?? '(ohne Quelle)', typename: 'Weiterleitung', message: `nach „${to ?? ''}“: ${problem}` }] : [];
}

const navigationLinks = z
  .array(
    z.object({
      label: z.string().nullable(),
      url: z.string().nullable(),
      reference: z.object({ value: z.object({ path: z.string().nullable() }).nullable() }).nullable(),
    }),
  )
  .nullable();
const navigationAnswer = z.object({ header: navigationLinks, footer: navigationLinks }).nullable();

/** The navigation's links: an address as the admin checks it, a chosen page that visitors can reach. */
export function checkNavigation(navigation: z.output<typeof navigationAnswer>): ContentProblem[] {
  const menus = [
    ['Hauptnavigation', navigation?.header],
    ['Fußzeile', navigation?.footer],
  ] as const;
  return menus.flatMap(([menu, links]) =>
    (links ?? []).flatMap((link, index) => {
      const where = { path: 'Navigation', typename: `${menu}, Link ${index + 1}` };
      const label = `Link „${link.label ?? ''}“`;
      if (link.reference) {
        return link.reference.value?.path ? [] : [{ ...where, message: `${label}: Die gewählte Seite gibt es nicht oder sie ist nicht veröffentlicht.` }];
      }
      const problem = linkProblem(link.url?.trim() ?? '');
      return problem ? [{ ...where, message: `${label}: ${problem}` }] : [];
    }),
  );
}

/**
 * Reads every published channel, article and job posting, the redirects and the navigation
 * through the GraphQL endpoint the site uses (so it works against a remote CMS too) and checks
 * each block as the site would before rendering, and every link as the admin would.
 */
export async function checkContent(endpoint: string, fetchImpl: Fetch = fetch): Promise<ContentCheckResult> {
  const result: ContentCheckResult = { pages: 0, blocks: 0, redirects: 0, problems: [] };
  for (const kind of ['Channels', 'Articles', 'JobPostings'] as const) {
    for await (const page of pagesOf(endpoint, fetchImpl, kind)) {
      const blocks = page.blocks ?? [];
      result.pages += 1;
      result.blocks += blocks.length;
      result.problems.push(...checkBlocks(page.path ?? '(ohne Pfad)', blocks));
    }
  }
  for await (const redirect of redirectsOf(endpoint, fetchImpl)) {
    result.redirects += 1;
    result.problems.push(...checkRedirect(redirect));
  }
  const navigation = navigationAnswer.safeParse((await request(endpoint, fetchImpl, NavigationDocument, {})).Navigation);
  if (!navigation.success) throw new ContentCheckError('The CMS answered the Navigation query in an unexpected shape.');
  result.problems.push(...checkNavigation(navigation.data));
  return result;
}

/** One line per problem: path, block number and type (or what it is), message. */
export function formatProblem({ path, block, typename, message }: ContentProblem): string {
  return `${path}  ${block === undefined ? typename : `Block ${block} (${typename})`}: ${message}`;
}
