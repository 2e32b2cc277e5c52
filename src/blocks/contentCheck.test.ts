import { describe, expect, it, vi } from 'vitest';

import { LINK_MESSAGES } from '@/lib/links/linkRule';

import { ContentCheckError, checkContent, formatProblem } from './contentCheck';

const quote = (text: string) => ({ __typename: 'QuoteBlock', id: text, quote: text, author: null, role: null });

type Kind = 'Channels' | 'Articles' | 'JobPostings' | 'Redirects';

type NavigationLink = { label: string; url: string | null; reference: { value: { path: string | null } | null } | null };

/** A CMS answering the check's queries from these pages and redirects, `perPage` at a time, and this navigation. */
function fakeCms(given: Partial<Record<Kind, unknown[]>>, perPage = 1, navigation: { header: NavigationLink[]; footer: NavigationLink[] } = { header: [], footer: [] }) {
  const pages: Record<Kind, unknown[]> = { Channels: [], Articles: [], JobPostings: [], Redirects: [], ...given };
  return vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const { query, variables } = JSON.parse(String(init?.body)) as { query: string; variables: { page?: number } };
    if (query.includes('query Navigation')) return Response.json({ data: { Navigation: navigation } });
    const kind = (['Channels', 'Articles', 'JobPostings', 'Redirects'] as const).find((name) => query.includes(`ContentCheck${name}`)) ?? 'Articles';
    const page = variables.page ?? 1;
    const docs = pages[kind].slice((page - 1) * perPage, page * perPage);
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
    expect(await checkContent('http://cms.test/api/graphql', fetchImpl)).toEqual({ pages: 4, blocks: 4, redirects: 0, problems: [] });
    // Four pages of pages (one at a time), one of redirects, the navigation.
    expect(fetchImpl).toHaveBeenCalledTimes(6);
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

  it('names each link in a rich text that leads where no link may, or to a page that is not published', async () => {
    const richText = (...children: unknown[]) => ({
      __typename: 'RichTextBlock',
      id: 'r',
      content: { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: [{ type: 'paragraph', version: 1, children }] } },
    });
    const linked = (text: string, fields: Record<string, unknown>) => ({ type: 'link', version: 3, fields, children: [{ type: 'text', version: 1, text }] });
    const fetchImpl = fakeCms({
      Articles: [
        {
          path: '/verkehr/a-10001',
          blocks: [
            quote('Gut'),
            richText(
              linked('Klick', { linkType: 'custom', url: 'javascript:alert(document.cookie)' }),
              linked('Woanders', { linkType: 'custom', url: '/\\evil.example/x' }),
              linked('Da', { linkType: 'internal', doc: { relationTo: 'articles', value: { path: '/verkehr/da-10002' } } }),
              linked('Weg', { linkType: 'internal', doc: { relationTo: 'articles', value: 7 } }),
            ),
          ],
        },
      ],
    });
    const { problems } = await checkContent('http://cms.test/api/graphql', fetchImpl);
    expect(problems.map(formatProblem)).toEqual([
      `/verkehr/a-10001  Block 2 (RichTextBlock): content: Link „Klick“: ${LINK_MESSAGES.scheme}`,
      `/verkehr/a-10001  Block 2 (RichTextBlock): content: Link „Woanders“: ${LINK_MESSAGES.otherHost}`,
      `/verkehr/a-10001  Block 2 (RichTextBlock): content: Link „Weg“: Die Seite, auf die der Link führt, gibt es nicht oder sie ist nicht veröffentlicht.`,
    ]);
  });

  it('names redirects and navigation links written past the admin', async () => {
    const link = (label: string, url: string | null, path?: string | null): NavigationLink => ({
      label,
      url,
      reference: path === undefined ? null : { value: path === null ? null : { path } },
    });
    const fetchImpl = fakeCms(
      { Redirects: [{ from: '/alt', to: '/reisen' }, { from: '/boese', to: '/\\evil.example/x' }, { from: '/js', to: 'javascript:alert(1)' }] },
      2,
      { header: [link('Reisen', null, '/reisen'), link('Weg', null, null)], footer: [link('Impressum', '/impressum'), link('Böse', 'javascript:alert(1)')] },
    );
    const result = await checkContent('http://cms.test/api/graphql', fetchImpl);
    expect(result.redirects).toBe(3);
    expect(result.problems.map(formatProblem)).toEqual([
      `/boese  Weiterleitung: nach „/\\evil.example/x“: ${LINK_MESSAGES.otherHost}`,
      '/js  Weiterleitung: nach „javascript:alert(1)“: Bitte einen Pfad (beginnt mit „/“) oder eine Adresse mit https:// angeben.',
      'Navigation  Hauptnavigation, Link 2: Link „Weg“: Die gewählte Seite gibt es nicht oder sie ist nicht veröffentlicht.',
      `Navigation  Fußzeile, Link 2: Link „Böse“: ${LINK_MESSAGES.scheme}`,
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
