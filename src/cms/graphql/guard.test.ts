import { print } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { SitemapCountsDocument, SubscribeJobAlertDocument } from '@/gql/graphql';
import manifest from '@/gql/persisted-documents.json';
import { siteMetrics } from '@/ops/metrics/registry';

const signedIn = vi.hoisted(() => ({ value: false }));
vi.mock('../http/credentials', () => ({ isSignedIn: async () => signedIn.value }));
vi.mock('./execute', () => ({ payloadGraphql: async () => undefined }));

const { withGraphqlGuard } = await import('./guard');

/** Payload's handler stand-in: records what it was handed. */
const handler = vi.fn(async (request: Request) => Response.json({ data: { received: JSON.parse(await request.clone().text()) as unknown } }));
const guarded = withGraphqlGuard(handler);

let client = 0;
function post(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return guarded(
    new Request('http://site.test/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${client}`, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

const registered = Object.entries(manifest as Record<string, string>);
const sitemapCounts = registered.find(([, text]) => text.startsWith('query SitemapCounts'));
if (!sitemapCounts) throw new Error('SitemapCounts is not registered');
const [sitemapId, sitemapText] = sitemapCounts;

const received = async (response: Response) => ((await response.json()) as { data: { received: { query: string } } }).data.received;
const errorOf = async (response: Response) => ((await response.json()) as { errors: { message: string; extensions: { code: string } }[] }).errors[0];

beforeEach(() => {
  signedIn.value = false;
  client += 1;
  handler.mockClear();
});

describe('a visitor’s GraphQL request', () => {
  it('runs a registered document named by id, as GraphQL over HTTP or Apollo’s persisted-query hash names it', async () => {
    expect(await received(await post({ documentId: sitemapId }))).toMatchObject({ query: sitemapText });
    const hex = sitemapId.replace('sha256:', '');
    expect(await received(await post({ extensions: { persistedQuery: { version: 1, sha256Hash: hex } } }))).toMatchObject({ query: sitemapText });
  });

  it('is counted in the metrics by the name in the site’s document, not by an operationName the request makes up', async () => {
    await post({ documentId: sitemapId, operationName: 'Erfunden4711' });
    const exposition = await siteMetrics().registry.metrics();
    expect(exposition).toMatch(/mobilclub_graphql_operation_duration_seconds_count\{operation="SitemapCounts",result="(?:ok|error)"\} [1-9]/);
    expect(exposition).not.toContain('Erfunden4711');
  });

  it('runs a registered document sent as text, laid out and commented as one likes, with or without __typename', async () => {
    const handWritten = '# the counts\nquery SitemapCounts {\n  Channels(limit: 1) { totalDocs }\n  Articles(limit: 1) { totalDocs }\n  JobPostings(limit: 1) { totalDocs }\n}';
    expect(await received(await post({ query: handWritten }))).toMatchObject({ query: sitemapText });
    expect(await received(await post({ query: print(SitemapCountsDocument) }))).toMatchObject({ query: sitemapText });
  });

  it('hands the route the registered text itself, however it was named or laid out', async () => {
    await post({ documentId: sitemapId });
    await post({ query: print(SitemapCountsDocument) });
    await post({ query: `# laid out anew\n${print(SitemapCountsDocument).replaceAll('\n', '\n\n')}` });
    const queries = await Promise.all(handler.mock.calls.map(async ([request]) => ((await request.json()) as { query: string }).query));
    expect(queries).toEqual([sitemapText, sitemapText, sitemapText]);
  });

  it('hands a signed-in user’s own text on as it is: the route validates it in full', async () => {
    signedIn.value = true;
    await post({ query: '{ Articles(limit: 1) { docs { title } } }' });
    const [request] = handler.mock.calls[0] ?? [];
    expect(((await request?.json()) as { query: string }).query).toBe('{ Articles(limit: 1) { docs { title } } }');
  });

  it('refuses any other document before it runs, with a clear error', async () => {
    const aliases = Array.from({ length: 60 }, (_, i) => `a${i}: Articles(limit: 100) { docs { title channel { title blocks { __typename } } } }`).join(' ');
    const refused = await post({ query: `{ ${aliases} }` });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({ extensions: { code: 'TRUSTED_DOCUMENTS_ONLY' }, message: expect.stringContaining('nur die Abfragen der Website') });
    // A registered query with one more field is another document.
    const extended = await post({ query: 'query SitemapCounts { Channels(limit: 1) { totalDocs } Articles(limit: 1) { totalDocs } JobPostings(limit: 1) { totalDocs } Users { totalDocs } }' });
    expect(extended.status).toBe(403);
    // So is a registered query beside another operation.
    expect((await post({ query: `${sitemapText} query Other { Users { totalDocs } }`, operationName: 'Other' })).status).toBe(403);
    expect(handler).not.toHaveBeenCalled();
  });

  it('gets PersistedQueryNotFound for an id the site does not have, so Apollo sends the text', async () => {
    const response = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } } });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });
  });

  it('refuses batches and what is not JSON', async () => {
    expect((await post([{ documentId: sitemapId }])).status).toBe(400);
    expect((await post('{"query": ')).status).toBe(400);
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('a signed-in CMS user’s GraphQL request', () => {
  it('may run any document (the query limits of cost.ts still hold)', async () => {
    signedIn.value = true;
    expect(await received(await post({ query: '{ Users { totalDocs } }' }))).toMatchObject({ query: '{ Users { totalDocs } }' });
  });
});

describe('request bodies', () => {
  it('over 1 MB are refused with 413 before they are read', async () => {
    const body = new ReadableStream<Uint8Array>({
      pull() {
        throw new Error('the body was read');
      },
    });
    const response = await guarded(
      new Request('http://site.test/api/graphql', { method: 'POST', headers: { 'content-length': String(100 * 1024 * 1024) }, body, duplex: 'half' } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toMatchObject({ extensions: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('sent without a length are read only up to the limit', async () => {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(32);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        if (sent > 100 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await guarded(new Request('http://site.test/api/graphql', { method: 'POST', body, duplex: 'half' } as RequestInit));
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(2 * 1024 * 1024);
  });
});

describe('job-alert subscriptions', () => {
  const subscribe = (email: string) => ({ query: print(SubscribeJobAlertDocument), variables: { email, states: [], fields: [], consent: true } });

  it('count per mailbox however the address is written, answered 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (const [index, email] of ['Nora+1@example.at', 'nora+2@EXAMPLE.at', 'nora@example.at', 'nora+4@example.at'].entries()) {
      // Four clients: only the mailbox is the same.
      client += index;
      const response = await post(subscribe(email));
      statuses.push(response.status);
      if (response.status === 429) expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('count each call of a request: 20 aliases are 20 subscriptions, and none runs past the limit', async () => {
    signedIn.value = true;
    const aliased = Array.from({ length: 20 }, (_, i) => `s${i}: subscribeJobAlert(email: "alias${i}@example.at", states: [], fields: [], consent: true)`).join(' ');
    const response = await post({ query: `mutation { ${aliased} }` });
    expect(response.status).toBe(429);
    expect(handler).not.toHaveBeenCalled();
  });

  it('count a name written with a JSON escape or wrapped in a fragment like any other', async () => {
    signedIn.value = true;
    const escaped = '{"query":"mutation { \\u0073ubscribeJobAlert(email: \\"esc@example.at\\", states: [], fields: [], consent: true) }"}';
    const wrapped = (n: number) => ({
      query: `mutation { ...S } fragment S on Mutation { subscribeJobAlert(email: "frag${n}@example.at", states: [], fields: [], consent: true) }`,
    });
    const statuses = [(await post(escaped)).status];
    for (let n = 0; n < 5; n += 1) statuses.push((await post(wrapped(n))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
