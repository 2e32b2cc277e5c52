import { type DocumentNode, print } from 'graphql';
import { z } from 'zod';

import { registeredHash } from '@/lib/cms/persistedDocuments';
import { ContentCheckArticlesDocument, ContentCheckChannelsDocument, ContentCheckJobPostingsDocument } from '@/gql/graphql';

import { blockSchemas, isBlockTypename } from './schemas';

/** One block that the site would skip: where it is and why. */
export interface ContentProblem {
  path: string;
  /** 1-based, as editors count the blocks of a page. */
  block: number;
  typename: string;
  message: string;
}

export interface ContentCheckResult {
  pages: number;
  blocks: number;
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

/** Validates a page's blocks with the same schemas the site renders them with. */
export function checkBlocks(path: string, blocks: ReadonlyArray<{ __typename: string }>): ContentProblem[] {
  return blocks.flatMap((block, index) => {
    const typename = block.__typename;
    const where = { path, block: index + 1, typename };
    if (!isBlockTypename(typename)) return [{ ...where, message: 'Dieser Blocktyp ist der Website nicht bekannt.' }];
    const result = blockSchemas[typename].safeParse(block);
    if (result.success) return [];
    return result.error.issues.map((issue) => ({
      ...where,
      message: issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    }));
  });
}

/**
 * Reads every published channel, article and job posting through the GraphQL endpoint the site uses (so it
 * works against a remote CMS too) and validates each block as the site would before rendering.
 */
export async function checkContent(endpoint: string, fetchImpl: Fetch = fetch): Promise<ContentCheckResult> {
  const result: ContentCheckResult = { pages: 0, blocks: 0, problems: [] };
  for (const kind of ['Channels', 'Articles', 'JobPostings'] as const) {
    for await (const page of pagesOf(endpoint, fetchImpl, kind)) {
      const blocks = page.blocks ?? [];
      result.pages += 1;
      result.blocks += blocks.length;
      result.problems.push(...checkBlocks(page.path ?? '(ohne Pfad)', blocks));
    }
  }
  return result;
}

/** One line per problem: path, block number, type, message. */
export function formatProblem({ path, block, typename, message }: ContentProblem): string {
  return `${path}  Block ${block} (${typename}): ${message}`;
}
