import { type ApolloClient, type DocumentNode, gql } from '@apollo/client';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { ResolvePathDocument } from '@/gql/graphql';
import { createCmsClient } from '@/lib/cms/cmsClient';
import { inProcessLink } from '@/lib/cms/inProcessLink';

import { type SeededCms, startSeededCms } from './seededCms';

/**
 * The render's data path for the embedded CMS: the site's Apollo client with the link that runs
 * Payload's schema in this process. A visitor's render must read exactly what an anonymous HTTP
 * request could, an editor's preview what that editor could.
 */
let cms: SeededCms | undefined;
let payload: Payload;
let client: ApolloClient;
let editorToken: string;
const context = { disableRevalidate: true };
const REQUEST_ID_HEADER = 'X-Mobilclub-RequestID';

const DRAFT_ONLY_TITLE = 'Entwurf: Neue Mautpreise (nicht veröffentlicht)';
const UNPUBLISHED_CHANGE_TITLE = 'Entwurf einer Änderung (nicht veröffentlicht)';
let draftOnlyId = 0;
let changedId = 0;
let changedPublishedTitle = '';

beforeAll(async () => {
  cms = await startSeededCms('in-process');
  payload = cms.payload;

  const camping = await payload.find({ collection: 'channels', where: { slug: { equals: 'camping' } }, limit: 1 });
  const channel = camping.docs[0]?.id;
  if (!channel) throw new Error('seed changed: no channel camping');
  const draft = await payload.create({
    collection: 'articles',
    data: { title: DRAFT_ONLY_TITLE, channel, leadText: 'Noch geheim.', datePublished: '2026-11-20T08:00:00.000Z', _status: 'draft' },
    draft: true,
    context,
  });
  draftOnlyId = draft.articleId ?? 0;
  const published = await payload.find({ collection: 'articles', where: { _status: { equals: 'published' } }, limit: 1 });
  const article = published.docs[0];
  if (!article?.articleId) throw new Error('seed changed: no published article');
  changedId = article.articleId;
  changedPublishedTitle = article.title;
  await payload.update({ collection: 'articles', id: article.id, data: { title: UNPUBLISHED_CHANGE_TITLE }, draft: true, context });

  await payload.create({
    collection: 'jobAlerts',
    data: {
      email: 'geheim@example.at',
      status: 'active',
      states: ['wien'],
      fields: ['it'],
      consent: { text: 'Ich möchte Job-Alarme erhalten.', givenAt: '2026-11-20T08:00:00.000Z' },
    },
    context,
  });
  const login = await payload.login({ collection: 'users', data: { email: 'redaktion@mobilclub.example', password: 'mobilclub-redaktion' } });
  if (!login.token) throw new Error('no token for the editor');
  editorToken = login.token;

  client = createCmsClient({ transport: { kind: 'in-process' }, productName: 'Mobilclub', inProcessLink: () => inProcessLink(REQUEST_ID_HEADER) });
}, 120_000);

afterAll(async () => {
  await cms?.stop();
});

async function read(query: DocumentNode, variables: Record<string, unknown> = {}, previewToken?: string) {
  return client.query({
    query,
    variables,
    fetchPolicy: 'no-cache',
    errorPolicy: 'all',
    context: { requestId: 'test-request-id', ...(previewToken ? { previewToken } : {}) },
  });
}

/** The article as the catch-all page asks for it: a visitor's render without drafts, a preview with. */
async function articleTitle(articleId: number, { draft, previewToken }: { draft: boolean; previewToken?: string }): Promise<string | undefined> {
  const { data, error } = await read(ResolvePathDocument, { path: `/x/y-${articleId}`, slug: '', articleId, isChannel: false, isHome: false, isArticle: true, draft }, previewToken);
  expect(error).toBeUndefined();
  const result = data as { Articles?: { docs?: Array<{ title?: string } | null> } | null } | undefined;
  return result?.Articles?.docs?.[0]?.title ?? undefined;
}

describe('a visitor’s render through the in-process path', () => {
  it('cannot read a draft, even when it asks for drafts', async () => {
    expect(await articleTitle(draftOnlyId, { draft: false })).toBeUndefined();
    expect(await articleTitle(draftOnlyId, { draft: true })).toBeUndefined();
  });

  it('reads the published version of a document with an unpublished change', async () => {
    expect(await articleTitle(changedId, { draft: false })).toBe(changedPublishedTitle);
    // Asking for drafts does not help: the latest version is one a visitor may not read.
    expect(await articleTitle(changedId, { draft: true })).toBeUndefined();
  });

  it('cannot read users', async () => {
    const { data, error } = await read(gql`
      query VisitorUsers {
        Users {
          docs {
            email
          }
        }
      }
    `);
    expect(JSON.stringify(data ?? null)).not.toContain('@mobilclub.example');
    expect(error?.message).toMatch(/keine Berechtigung/);
  });

  it('cannot read job alerts', async () => {
    const { data, error } = await read(gql`
      query VisitorJobAlerts {
        JobAlerts {
          docs {
            id
            email
            status
          }
        }
      }
    `);
    expect(JSON.stringify(data ?? null)).not.toContain('geheim@example.at');
    expect(JSON.stringify(data ?? null)).not.toContain('active');
    expect(error?.message).toMatch(/keine Berechtigung/);
  });

  it('names its request id in the CMS’s log', async () => {
    const logged = vi.spyOn(payload.logger, 'error');
    await read(gql`
      query VisitorUserCount {
        Users {
          totalDocs
        }
      }
    `);
    expect(logged.mock.calls.some(([entry]) => typeof entry === 'object' && entry !== null && 'requestId' in entry && entry.requestId === 'test-request-id')).toBe(
      true,
    );
  });
});

describe('an editor’s preview through the in-process path', () => {
  it('reads drafts with the editor’s own user', async () => {
    expect(await articleTitle(draftOnlyId, { draft: true, previewToken: editorToken })).toBe(DRAFT_ONLY_TITLE);
    expect(await articleTitle(changedId, { draft: true, previewToken: editorToken })).toBe(UNPUBLISHED_CHANGE_TITLE);
  });

  it('reads nothing with a token that is not valid', async () => {
    expect(await articleTitle(draftOnlyId, { draft: true, previewToken: `${editorToken.slice(0, -4)}AAAA` })).toBeUndefined();
  });
});

describe('the query limits, for every request (src/cms/graphql/cost.ts)', () => {
  const errorsOf = async (document: DocumentNode, variables: Record<string, unknown> = {}) => {
    const { error } = await client.query({ query: document, variables, fetchPolicy: 'no-cache', errorPolicy: 'all', context: { requestId: 'limits', previewToken: editorToken } });
    return error?.message ?? '';
  };

  it('count a list by its limit: 14 aliases of 100 articles each with their channel pass, 60 do not', async () => {
    const aliases = (count: number) =>
      Array.from({ length: count }, (_, i) => `a${i}: Articles(limit: 100) { docs { title channel { title blocks { __typename } } } }`).join('\n');
    expect(await errorsOf(gql(`query Fourteen { ${aliases(14)} }`))).toBe('');
    const sixty = await errorsOf(gql(`query Sixty { ${aliases(60)} }`));
    expect(sixty).toMatch(/Die Anfrage ist zu aufwendig: 84060, höchstens 20000/);
    expect(sixty).toMatch(/Zu viele Aliasse: 60, höchstens 20/);
  });

  it('refuse a list without a bound or above 1,000', async () => {
    expect(await errorsOf(gql('query All { Articles(limit: 0) { docs { title } } }'))).toMatch(/„Articles“ braucht ein limit zwischen 1 und 1000/);
    expect(await errorsOf(gql('query Unpaged { Channels(pagination: false) { docs { title } } }'))).toMatch(/„Channels“ braucht ein limit/);
    expect(await errorsOf(gql('query Many($n: Int) { Articles(limit: $n) { docs { title } } }'), { n: 5000 })).toMatch(/braucht ein limit/);
    expect(await errorsOf(gql('query Thousand { Articles(limit: 1000) { docs { title } } }'))).toBe('');
  });

  it('refuse nesting deeper than 12', async () => {
    // Each selection set is a level, the operation's own the first: with nine parents, 13.
    const deep = `Articles(limit: 1) { docs { channel { ${'parent { '.repeat(9)}title${' }'.repeat(9)} } } }`;
    expect(await errorsOf(gql(`query Deep { ${deep} }`))).toMatch(/Zu tief verschachtelt: 13 Ebenen, höchstens 12/);
  });
});
