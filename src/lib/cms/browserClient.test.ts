// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { getBrowserGraphqlEndpoint } from '@/lib/settings/endpoint';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the visit’s request id (spec 3)', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.resetModules();
  });

  it('is created once per visit in the browser and kept for the tab', async () => {
    const { visitRequestId } = await import('./browserClient');
    const id = visitRequestId();
    expect(id).toMatch(UUID);
    expect(visitRequestId()).toBe(id);
    expect(sessionStorage.getItem('mc:request-id')).toBe(id);
  });

  it('is taken from the request the page was rendered for, when the visit has none yet', async () => {
    const { visitRequestId } = await import('./browserClient');
    const incoming = '0b7f3a52-2c1e-4f7e-9a43-6f1d2b3c4d5e';
    expect(visitRequestId(incoming)).toBe(incoming);
    expect(visitRequestId('9b7f3a52-2c1e-4f7e-9a43-6f1d2b3c4d5e')).toBe(incoming);
  });

  it('ignores an incoming id that is no UUID', async () => {
    const { visitRequestId } = await import('./browserClient');
    expect(visitRequestId('<script>')).toMatch(UUID);
  });

  it('is sent as X-{product}-RequestID on the browser’s GraphQL calls', async () => {
    const fetchMock = vi.fn(async () => Response.json({ data: { confirmJobAlert: 'CONFIRMED' } }));
    vi.stubGlobal('fetch', fetchMock);
    const { getBrowserClient, visitRequestId } = await import('./browserClient');
    const { ConfirmJobAlertDocument } = await import('@/gql/graphql');
    await getBrowserClient('/api/graphql', 'Mobilclub').mutate({ mutation: ConfirmJobAlertDocument, variables: { token: 'x' } });
    const init = fetchMock.mock.calls[0]?.at(1) as RequestInit | undefined;
    expect(new Headers(init?.headers).get('X-Mobilclub-RequestID')).toBe(visitRequestId());
    vi.unstubAllGlobals();
  });
});

describe('the browser’s GraphQL requests', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('name the site’s registered document by its hash and leave its text out', async () => {
    const fetchMock = vi.fn(async () => Response.json({ data: { subscribeJobAlert: true } }));
    vi.stubGlobal('fetch', fetchMock);
    const { getBrowserClient } = await import('./browserClient');
    const { SubscribeJobAlertDocument } = await import('@/gql/graphql');
    const manifest = (await import('@/gql/persisted-documents.json')).default as Record<string, string>;
    const variables = { email: 'anna@example.at', states: [], fields: [], consent: true };
    await getBrowserClient('/api/graphql', 'Mobilclub').mutate({ mutation: SubscribeJobAlertDocument, variables });
    const body = JSON.parse(String((fetchMock.mock.calls[0]?.at(1) as RequestInit | undefined)?.body)) as Record<string, unknown>;
    expect(body.query).toBeUndefined();
    expect(body.variables).toEqual(variables);
    const hash = (body.extensions as { persistedQuery?: { sha256Hash?: string } }).persistedQuery?.sha256Hash;
    expect(manifest[`sha256:${hash}`]).toMatch(/^mutation SubscribeJobAlert/);
  });

  it('send the text when the CMS does not know the hash (another release), once', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(Response.json({ errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] }, { status: 400 }))
      .mockResolvedValueOnce(Response.json({ data: { confirmJobAlert: 'CONFIRMED' } }));
    vi.stubGlobal('fetch', fetchMock);
    const { getBrowserClient } = await import('./browserClient');
    const { ConfirmJobAlertDocument } = await import('@/gql/graphql');
    const result = await getBrowserClient('/api/graphql', 'Mobilclub').mutate({ mutation: ConfirmJobAlertDocument, variables: { token: 'x' } });
    expect(result.data).toMatchObject({ confirmJobAlert: 'CONFIRMED' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const retry = JSON.parse(String((fetchMock.mock.calls[1]?.at(1) as RequestInit | undefined)?.body)) as { query?: string };
    expect(retry.query).toContain('confirmJobAlert(token: $token)');
  });
});

describe('the browser’s GraphQL endpoint (spec 7)', () => {
  it('is GRAPHQL_CLIENT_ENDPOINT, or this site’s own when that names the server’s loopback or nothing', () => {
    expect(getBrowserGraphqlEndpoint({})).toBe('/api/graphql');
    expect(getBrowserGraphqlEndpoint({ GRAPHQL_CLIENT_ENDPOINT: 'http://127.0.0.1:3000/api/graphql' })).toBe('/api/graphql');
    expect(getBrowserGraphqlEndpoint({ GRAPHQL_CLIENT_ENDPOINT: 'https://cms.mobilclub.example/api/graphql' })).toBe('https://cms.mobilclub.example/api/graphql');
    expect(() => getBrowserGraphqlEndpoint({ GRAPHQL_CLIENT_ENDPOINT: 'ftp://x' })).toThrow('GRAPHQL_CLIENT_ENDPOINT');
  });
});

describe('the browser’s Apollo cache (spec 7: "cache restored from server-rendered data")', () => {
  it('has nothing to start from: the browser sends only mutations, and no page rendered their answers', async () => {
    // Everything the browser's client is given to send (src/lib/career/careerRequests.ts).
    const requests = await import('@/lib/career/careerRequests');
    const operations = Object.entries(requests).flatMap(([name, value]) =>
      typeof value === 'object' && value !== null && 'definitions' in value && Array.isArray(value.definitions)
        ? value.definitions.map((definition: { kind: string; operation?: string }) => `${name}: ${definition.operation ?? definition.kind}`)
        : [],
    );
    // A query here would need the cache restored from the page's server data (getBrowserClient) first.
    expect(operations.sort()).toEqual(['ConfirmJobAlertDocument: mutation', 'SubscribeJobAlertDocument: mutation', 'UnsubscribeJobAlertDocument: mutation']);
  });
});
