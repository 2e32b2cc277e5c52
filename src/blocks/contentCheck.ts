import { type DocumentNode, print } from 'graphql';

import { ContentCheckArticlesDocument, ContentCheckChannelsDocument } from '@/gql/graphql';

import { blockSchemas } from './schemas';

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

interface Page {
  path: string | null;
  blocks: ReadonlyArray<{ __typename: string }> | null;
}

type Fetch = typeof fetch;

/** The CMS could not be asked: no answer, a server error, or GraphQL errors instead of data. */
export class ContentCheckError extends Error {
  override readonly name = 'ContentCheckError';
}

async function request<TData>(endpoint: string, fetchImpl: Fetch, document: DocumentNode, variables: Record<string, unknown>): Promise<TData> {
  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ query: print(document), variables }),
    });
  } catch (error) {
    throw new ContentCheckError(`The CMS at ${endpoint} did not answer: ${error instanceof Error ? error.message : String(error)}`);
  }
  const body: unknown = await response.json().catch(() => null);
  const result = (typeof body === 'object' && body !== null ? body : {}) as { data?: TData; errors?: { message: string }[] };
  if (!response.ok || result.errors?.length || !result.data) {
    const reason = result.errors?.map((error) => error.message).join('; ') || `HTTP ${response.status}`;
    throw new ContentCheckError(`The CMS at ${endpoint} answered with an error: ${reason}`);
  }
  return result.data;
}

/** Every published page of one kind, page by page of the API. */
async function* pagesOf(endpoint: string, fetchImpl: Fetch, kind: 'Channels' | 'Articles'): AsyncGenerator<Page> {
  const document = kind === 'Channels' ? ContentCheckChannelsDocument : ContentCheckArticlesDocument;
  for (let page = 1, totalPages = 1; page <= totalPages; page += 1) {
    const data = await request<Record<typeof kind, { totalPages: number; docs: Page[] } | null>>(endpoint, fetchImpl, document, { page });
    const result = data[kind];
    totalPages = result?.totalPages ?? 0;
    yield* result?.docs ?? [];
  }
}

/** Validates a page's blocks with the same schemas the site renders them with. */
export function checkBlocks(path: string, blocks: ReadonlyArray<{ __typename: string }>): ContentProblem[] {
  return blocks.flatMap((block, index) => {
    const typename = block.__typename;
    const where = { path, block: index + 1, typename };
    if (!Object.hasOwn(blockSchemas, typename)) return [{ ...where, message: 'Dieser Blocktyp ist der Website nicht bekannt.' }];
    const result = blockSchemas[typename as keyof typeof blockSchemas].safeParse(block);
    if (result.success) return [];
    return result.error.issues.map((issue) => ({
      ...where,
      message: issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    }));
  });
}

/**
 * Reads every published channel and article through the GraphQL endpoint the site uses (so it
 * works against a remote CMS too) and validates each block as the site would before rendering.
 */
export async function checkContent(endpoint: string, fetchImpl: Fetch = fetch): Promise<ContentCheckResult> {
  const result: ContentCheckResult = { pages: 0, blocks: 0, problems: [] };
  for (const kind of ['Channels', 'Articles'] as const) {
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
