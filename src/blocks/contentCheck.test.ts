// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

import { ContentCheckError, checkContent, formatProblem } from './contentCheck';

const quote = (text: string) => ({ __typename: 'QuoteBlock', id: text, quote: text, author: null, role: null });

type Kind = 'Channels' | 'Articles' | 'JobPostings';

/** A CMS answering the page queries from these pages, `perPage` at a time. */
function fakeCms(given: Partial<Record<Kind, unknown[]>>, perPage = 1) {
  const pages: Record<Kind, unknown[]> = { Channels: [], Articles: [], JobPostings: [], ...given };
  return vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const { query, variables } = JSON.parse(String(init?.body)) as { query: string; variables: { page: number } };
    const kind = (['Channels', 'Articles', 'JobPostings'] as const).find((name) => query.includes(`ContentCheck${name}`)) ?? 'Articles';
    const docs = pages[kind].slice((variables.page - 1) * perPage, variables.page * perPage);
    const data = { [kind]: { totalPages: Math.ceil(pages[kind].length / perPage), docs } };
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  });
}

describe('content check', () => {
  it('reads every page of channels, articles and job postings and finds nothing wrong in good content', async () => {
    const fetchImpl = fakeCms({
      Channels: [{ path: '/', blocks: [quote('Eins')] }, { path: '/verkehr', blocks: [] }],
      Articles: [{ path: '/verkehr/a-10001', blocks: [quote('Zwei'), quote('Drei')] }],
      JobPostings: [{ path: '/karriere/job-10101', blocks: [quote('Vier')] }],
    });
    expect(await checkContent('http://cms.test/api/graphql', fetchImpl)).toEqual({ pages: 4, blocks: 4, problems: [] });
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });

  it('names page, block number, type and the German reason of each problem', async () => {
    const fetchImpl = fakeCms({
      Articles: [{ path: '/verkehr/a-10001', blocks: [quote('Gut'), quote(' '), { __typename: 'MapBlock' }] }],
    });
    const { problems } = await checkContent('http://cms.test/api/graphql', fetchImpl);
    expect(problems.map(formatProblem)).toEqual([
      '/verkehr/a-10001  Block 2 (QuoteBlock): quote: Bitte den Text des Zitats eingeben.',
      '/verkehr/a-10001  Block 3 (MapBlock): Dieser Blocktyp ist der Website nicht bekannt.',
    ]);
  });

  it('says so when the CMS cannot be asked', async () => {
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(checkContent('http://cms.test/api/graphql', down)).rejects.toBeInstanceOf(ContentCheckError);
    const failing = vi.fn(async () => new Response(JSON.stringify({ errors: [{ message: 'Zugriff verweigert' }] }), { status: 200 }));
    await expect(checkContent('http://cms.test/api/graphql', failing)).rejects.toThrow('Zugriff verweigert');
  });
});
