import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { NavigationDocument, ResolvePathDocument } from '@/gql/graphql';

import { createCmsClient } from './cmsClient';
import { CmsUnavailableError } from './errors';
import { incompleteDraftBlocks, runQuery } from './query';

const clientHolder = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('./client', () => ({ getClient: () => clientHolder.current, renderRequestId: () => RENDER_ID }));

/** Next's data cache as a render sees it, minus the keeping: which reads it was asked to keep, under which key and tags. */
const dataCache = vi.hoisted(() => ({ kept: [] as { keyParts: string[]; tags: string[]; args: unknown[] }[] }));
vi.mock('next/cache', () => ({
  unstable_cache:
    <A extends unknown[], R>(read: (...args: A) => Promise<R>, keyParts: string[], options: { tags: string[] }) =>
    (...args: A) => {
      dataCache.kept.push({ keyParts, tags: options.tags, args });
      return read(...args);
    },
}));

const RENDER_ID = '11111111-1111-4111-8111-111111111111';
const INCOMING_ID = '22222222-2222-4222-8222-222222222222';

type Answer = { status?: number; body: unknown } | Error;

function fakeCms(answer: Answer) {
  const requests: { headers: Headers; body: unknown }[] = [];
  const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) });
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  clientHolder.current = createCmsClient({
    transport: { kind: 'http', endpoint: 'http://cms.test/api/graphql', fetch: fetchImpl },
    productName: 'Mobilclub',
  });
  return requests;
}

const navigation = { data: { Navigation: { __typename: 'Navigation', header: [], footer: [] } } };

describe('CMS queries', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends the render’s request id in X-{product}-RequestID', async () => {
    const requests = fakeCms({ body: navigation });
    await runQuery('Navigation', NavigationDocument, {}, { tags: ['navigation'] });
    expect(requests[0]?.headers.get('X-Mobilclub-RequestID')).toBe(RENDER_ID);
  });

  it('names the site’s registered document by its hash to a remote CMS, without its text', async () => {
    const requests = fakeCms({ body: navigation });
    await runQuery('Navigation', NavigationDocument, {}, { tags: ['navigation'] });
    const body = requests[0]?.body as { query?: string; extensions?: { persistedQuery?: { sha256Hash?: string } } };
    expect(body.query).toBeUndefined();
    expect(`sha256:${body.extensions?.persistedQuery?.sha256Hash}`).toBe((NavigationDocument as { __meta__?: { hash?: string } }).__meta__?.hash);
  });

  it('sends the incoming request’s id where a dynamic route passes it', async () => {
    const requests = fakeCms({ body: navigation });
    await runQuery('Navigation', NavigationDocument, {}, { requestId: INCOMING_ID });
    expect(requests[0]?.headers.get('X-Mobilclub-RequestID')).toBe(INCOMING_ID);
  });

  it('logs access errors as "Apollo error" and keeps the partial data', async () => {
    fakeCms({ body: { ...navigation, errors: [{ message: 'footer: access denied', path: ['Navigation', 'footer'], extensions: { statusCode: 403 } }] } });
    const data = await runQuery('Navigation', NavigationDocument, {}, { tags: [] });
    expect(data.Navigation?.header).toEqual([]);
    expect(consoleError).toHaveBeenCalledWith('Apollo error', expect.objectContaining({ message: expect.stringContaining('access denied') }));
  });

  it('throws CmsUnavailableError when the CMS cannot be reached', async () => {
    fakeCms(new TypeError('fetch failed'));
    await expect(runQuery('Navigation', NavigationDocument, {}, { tags: [] })).rejects.toBeInstanceOf(CmsUnavailableError);
    expect(consoleError).toHaveBeenCalledWith('Apollo error', expect.anything());
  });

  it('throws CmsUnavailableError when a 200 answer carries a server error (a locked database: data null plus an error)', async () => {
    fakeCms({ body: { data: { Navigation: null }, errors: [{ message: 'Something went wrong.', path: ['Navigation'], extensions: { statusCode: 500 } }] } });
    await expect(runQuery('Navigation', NavigationDocument, {}, { tags: [] })).rejects.toBeInstanceOf(CmsUnavailableError);
  });

  it('keeps tagged reads in Next’s data cache by document and variables, and sends every read with no-store, over HTTP', async () => {
    dataCache.kept = [];
    const seen: RequestInit[] = [];
    clientHolder.current = createCmsClient({
      transport: {
        kind: 'http',
        endpoint: 'http://cms.test/api/graphql',
        fetch: async (_url, init) => {
          seen.push(init ?? {});
          return Response.json(navigation);
        },
      },
      productName: 'Mobilclub',
      });
    await runQuery('Navigation', NavigationDocument, {}, { tags: ['navigation'] });
    await runQuery('Navigation', NavigationDocument, {}, { requestId: INCOMING_ID });
    await runQuery('Navigation', NavigationDocument, {}, { previewToken: 'token-of-an-editor' });
    expect(dataCache.kept).toEqual([{ keyParts: ['cms', 'Navigation'], tags: ['navigation'], args: ['{}'] }]);
    expect(seen[0]?.cache).toBe('no-store');
    expect(seen[1]?.cache).toBe('no-store');
    expect(seen[2]?.cache).toBe('no-store');
    expect(new Headers(seen[2]?.headers).get('Authorization')).toBe('JWT token-of-an-editor');
  });

  it('throws CmsUnavailableError when the CMS answers with a server error', async () => {
    fakeCms({ status: 500, body: { errors: [{ message: 'database locked' }] } });
    await expect(runQuery('Navigation', NavigationDocument, {}, { tags: [] })).rejects.toBeInstanceOf(CmsUnavailableError);
  });

  describe('a draft autosaved with an empty required block field', () => {
    const variables = { path: '/verkehr/entwurf-10111', slug: '', articleId: 10111, isChannel: false, isHome: false, isArticle: true, draft: true };
    // What Payload answers: its schema declares the FAQ's answer non-null, so GraphQL nulls the blocks.
    const answer = {
      body: {
        data: { Redirects: { docs: [] }, Articles: { docs: [{ id: 1, title: 'Entwurf', blocks: null }] } },
        errors: [
          {
            message: 'Cannot return null for non-nullable field FaqBlock_Items.answer.',
            path: ['Articles', 'docs', 0, 'blocks', 1, 'items', 0, 'answer'],
            extensions: { statusCode: 500, code: 'REQUIRED_FIELD_EMPTY' },
          },
        ],
      },
    };

    it('is shown in the preview without its blocks, and the editor hears which block is incomplete', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      fakeCms(answer);
      const heard: number[][] = [];
      const data = await runQuery('ResolvePath', ResolvePathDocument, variables, { previewToken: 'token', onIncompleteBlocks: (blocks) => heard.push(blocks) });
      expect(data.Articles?.docs[0]?.title).toBe('Entwurf');
      expect(heard).toEqual([[2]]);
    });

    it('is a failure anywhere but in a preview (published content is complete)', async () => {
      fakeCms(answer);
      await expect(runQuery('ResolvePath', ResolvePathDocument, variables, { tags: [] })).rejects.toBeInstanceOf(CmsUnavailableError);
    });
  });

  it('names incomplete draft blocks only when every error is an empty required field inside the blocks', () => {
    const empty = (path: (string | number)[]) => ({ message: 'Cannot return null for non-nullable field X.y.', path, extensions: { statusCode: 500, code: 'REQUIRED_FIELD_EMPTY' } });
    expect(incompleteDraftBlocks([empty(['Articles', 'docs', 0, 'blocks', 3, 'quote']), empty(['Articles', 'docs', 0, 'blocks', 0, 'items', 1, 'question'])])).toEqual([1, 4]);
    expect(incompleteDraftBlocks([empty(['Articles', 'docs', 0, 'title'])])).toBeNull();
    expect(incompleteDraftBlocks([empty(['Articles', 'docs', 0, 'blocks', 1, 'items', 0, 'answer']), { message: 'Something went wrong.', path: ['Channels'] }])).toBeNull();
    // A server error inside the blocks (e.g. a failed relation) is no empty field.
    expect(incompleteDraftBlocks([{ message: 'Something went wrong.', path: ['Articles', 'docs', 0, 'blocks', 2, 'image'], extensions: { statusCode: 500 } }])).toBeNull();
    expect(incompleteDraftBlocks([{ message: 'footer: access denied', path: ['Navigation'], extensions: { statusCode: 403 } }])).toEqual([]);
  });
});
