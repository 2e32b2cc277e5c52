import { request as httpRequest } from 'node:http';

import type { APIRequestContext } from '@playwright/test';

import { ArticleListDocument, SubscribeJobAlertDocument } from '../../src/gql/graphql';
import { postSiteOperation, signIn } from './cms';
import { expect, test } from './fixtures';
import { mailsTo } from './outbox';
import { FLOOD_BODY, SIXTY_ALIASES, documentId, hostileOperations, newClient } from '../support/graphqlAttacks';

/**
 * The public endpoints used against the site: expensive anonymous GraphQL, mail floods through
 * the job alert, amplifying REST reads and huge bodies. Each is refused before it costs anything.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const RATE_LIMITED = 'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie einige Minuten und versuchen Sie es dann noch einmal.';

test.describe('the public GraphQL endpoint', () => {
  test('refuses a visitor’s own query, 60 aliases of 100 articles, with a clear error (what it costs: npm run bench:abuse)', async ({ request }) => {
    const refused = await request.post('/api/graphql', { data: { query: SIXTY_ALIASES } });
    expect(refused.status()).toBe(403);
    const { errors } = (await refused.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(errors[0]?.extensions.code).toBe('TRUSTED_DOCUMENTS_ONLY');
    expect(errors[0]?.message).toContain('nur die Abfragen der Website');
  });

  test('weighs the site’s own query with each request’s variables: an article list of 5 answers, of 5,000 is refused', async ({ request }) => {
    // The same registered document three times: what is known of it from the first must not let the second through.
    const channels = (await (await request.get('/api/channels?where[slug][equals]=verkehr&depth=0')).json()) as { docs: { id: number }[] };
    const verkehr = channels.docs[0]?.id;
    const small = await postSiteOperation(request, ArticleListDocument, { channel: verkehr, limit: 5, page: 1 });
    expect(small.status()).toBe(200);
    expect(((await small.json()) as { data: { channelArticles: { docs: { path: string }[] } } }).data.channelArticles.docs).toHaveLength(5);
    const large = await postSiteOperation(request, ArticleListDocument, { channel: verkehr, limit: 5000, page: 1 });
    const { data, errors } = (await large.json()) as { data?: unknown; errors: { message: string }[] };
    expect(data).toBeUndefined();
    // Refused by the list limit, and by the complexity the list's limit gives the query.
    expect(errors.map((error) => error.message)).toContain('Die Liste „channelArticles“ braucht ein limit zwischen 1 und 1000.');
    expect((await postSiteOperation(request, ArticleListDocument, { channel: verkehr, limit: 5, page: 1 })).status()).toBe(200);
  });

  test('a registered document by its id with 34,000 OR conditions is refused, and a page asked meanwhile answers (what it costs: npm run bench:abuse)', async ({ request }) => {
    const body = FLOOD_BODY;
    expect(body.length).toBeLessThan(1024 * 1024);
    const flood = () => request.post('/api/graphql', { data: body, headers: { 'Content-Type': 'application/json' } });
    const refused = await flood();
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe('Die Variable „channelWhere“ darf nur einfache Werte enthalten.');
    // Four floods at once and a page in their midst.
    const floods = Promise.all(Array.from({ length: 4 }, flood));
    const page = await request.get('/verkehr');
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('<h1');
    for (const answer of await floods) expect(answer.status()).toBe(400);
  });

  test('every registered document with the largest values its variables can carry is answered or refused, never with a server error (what it costs: npm run bench:abuse)', async ({ request }) => {
    const operations = hostileOperations();
    expect(operations.length).toBeGreaterThan(15);
    const serverErrors: string[] = [];
    for (const { id, name, variables } of operations) {
      // A client each: the limits of searches and job alerts would otherwise answer for them.
      const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': newClient() };
      const answer = await request.post('/api/graphql', { data: JSON.stringify({ documentId: id, variables }), headers });
      if (answer.status() >= 500) serverErrors.push(`${name}: ${answer.status()}`);
    }
    expect(serverErrors).toEqual([]);
  });

  test('a signed-in user may send any query, but lists count with their limit and aliases are bounded', async ({ request }) => {
    const token = await signIn(request);
    const response = await request.post('/api/graphql', { data: { query: SIXTY_ALIASES }, headers: { Authorization: `JWT ${token}` } });
    const { data, errors } = (await response.json()) as { data?: unknown; errors: { message: string }[] };
    expect(data).toBeUndefined();
    expect(errors.map((error) => error.message).join('\n')).toMatch(/Zu viele Aliasse: 60, höchstens 20[\s\S]*Die Anfrage ist zu aufwendig: 84060, höchstens 20000/);
  });
});

test.describe('job-alert subscriptions are counted by what they do', () => {
  const subscribeText = (alias: string, email: string) => `${alias}subscribeJobAlert(email: "${email}", states: [], fields: [], consent: true)`;

  test('20 aliased subscriptions in one request are 20: 429, and no mail goes out', async ({ request }) => {
    const token = await signIn(request);
    const tag = `alias-${Date.now()}`;
    const query = `mutation { ${Array.from({ length: 20 }, (_, i) => subscribeText(`s${i}: `, `${tag}-${i}@example.at`)).join(' ')} }`;
    const response = await request.post('/api/graphql', { data: { query }, headers: { Authorization: `JWT ${token}`, 'X-Forwarded-For': newClient() } });
    expect(response.status()).toBe(429);
    expect(response.headers()['retry-after']).toMatch(/^\d+$/);
    expect((await response.json()).errors[0].message).toBe(RATE_LIMITED);
    expect(await mailsTo(new RegExp(`^${tag}-`))).toEqual([]);
  });

  test('a name written with a JSON escape or wrapped in a fragment counts like any other', async ({ request }) => {
    const token = await signIn(request);
    const client = newClient();
    const tag = `wrapped-${Date.now()}`;
    const headers = { Authorization: `JWT ${token}`, 'X-Forwarded-For': client, 'Content-Type': 'application/json' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      // Raw JSON bodies: the escape is in the request's text, as an attacker would send it.
      const data =
        i % 2 === 0
          ? `{"query":"mutation { \\u0073ubscribeJobAlert(email: \\"${tag}-${i}@example.at\\", states: [], fields: [], consent: true) }"}`
          : JSON.stringify({ query: `mutation { ...S } fragment S on Mutation { ${subscribeText('', `${tag}-${i}@example.at`)} }` });
      statuses.push((await request.post('/api/graphql', { data, headers })).status());
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await mailsTo(new RegExp(`^${tag}-`))).toHaveLength(5);
  });

  test('one mailbox is one address: +tags and capitals count together, 429 after three', async ({ request }) => {
    const mailbox = `nora-${Date.now()}`;
    const statuses: number[] = [];
    for (const [i, email] of [`${mailbox}+1@example.at`, `${mailbox.toUpperCase()}+2@Example.AT`, `${mailbox}@example.at`, `${mailbox}+4@example.at`].entries()) {
      // A client each: only the mailbox is the same.
      const response = await postSiteOperation(request, SubscribeJobAlertDocument, { email, states: [], fields: [], consent: true }, { 'X-Forwarded-For': newClient() });
      statuses.push(response.status());
      if (i === 3) expect((await response.json()).errors[0].message).toBe(RATE_LIMITED);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await mailsTo(new RegExp(mailbox, 'i'))).toHaveLength(3);
  });
});

test.describe('anonymous REST reads', () => {
  test('have their depth and list size capped: depth=10&limit=0 reads 100 documents two levels deep', async ({ request }) => {
    const channels = await request.get('/api/channels?depth=10&limit=0');
    expect(channels.status()).toBe(200);
    const body = await channels.body();
    expect(body.byteLength).toBeLessThan(1024 * 1024);
    expect((JSON.parse(body.toString()) as { limit: number }).limit).toBe(100);
    const navigation = await request.get('/api/globals/navigation?depth=10');
    expect((await navigation.body()).byteLength).toBeLessThan(100 * 1024);

    // Editors keep the depth they ask for (the admin needs it).
    const token = await signIn(request);
    const asEditor = await request.get('/api/channels?depth=0&limit=500', { headers: { Authorization: `JWT ${token}` } });
    expect(((await asEditor.json()) as { limit: number }).limit).toBe(500);
  });
});

test.describe('anonymous REST reads with the caps’ keys in another form', () => {
  // Payload's query parser (qs) reads each of these as `limit`/`depth`, and its `Number()` takes the number inside.
  const forms = ['limit%5B%5D=100000&depth%5B%5D=6', 'limit[0]=100000&depth[0]=6', '[limit]=100000&[depth]=6', 'li%6Dit=100000&de%70th=6', 'limit=100000&limit=100000&depth=6&depth=6'];
  /** How many levels of `parent` a channel list holds, and the list's limit. */
  const channelRead = async (request: APIRequestContext, query: string) => {
    const body = (await (await request.get(`/api/channels?${query}`)).json()) as { limit: number; docs: Record<string, unknown>[] };
    const levels = (doc: unknown): number => (typeof doc === 'object' && doc !== null && 'parent' in doc && typeof doc.parent === 'object' && doc.parent !== null ? 1 + levels(doc.parent) : 0);
    return { limit: body.limit, levels: Math.max(0, ...body.docs.map(levels)) };
  };

  test('are capped like the plain ones, for collections and globals', async ({ request }) => {
    const plain = await channelRead(request, 'limit=100000&depth=6');
    expect(plain.limit).toBe(100);
    for (const query of forms) {
      const read = await channelRead(request, query);
      expect(read.limit, query).toBeLessThanOrEqual(100);
      expect(read.levels, query).toBeLessThanOrEqual(plain.levels);
      const articles = (await (await request.get(`/api/articles?${query}`)).json()) as { limit: number };
      expect(articles.limit, query).toBeLessThanOrEqual(100);
    }
    const navigation = (await (await request.get('/api/globals/navigation?depth=2')).body()).byteLength;
    for (const query of forms) expect((await (await request.get(`/api/globals/navigation?${query}`)).body()).byteLength, query).toBeLessThanOrEqual(navigation);
    // Through a method override's form body too.
    const overridden = await request.post('/api/channels', { headers: { 'X-HTTP-Method-Override': 'GET', 'Content-Type': 'application/x-www-form-urlencoded' }, data: 'limit%5B%5D=100000&depth[0]=6' });
    expect(((await overridden.json()) as { limit: number }).limit).toBe(100);
  });

  test('sort by at most three fields: a thousand are no error', async ({ request }) => {
    const sort = Array.from({ length: 1000 }, (_, i) => (i % 2 ? '-title' : 'slug')).join(',');
    expect((await request.get(`/api/articles?depth=0&sort=${sort}`)).status()).toBe(200);
  });
});

test.describe('anonymous REST reads through a method override', () => {
  for (const header of ['X-HTTP-Method-Override', 'X-Payload-HTTP-Method-Override']) {
    test(`with ${header}: limit=5000&depth=10 reads what the capped GET reads (100 documents, depth 2)`, async ({ request }) => {
      // Both reads again should another test save a channel between them (they run beside this one).
      await expect(async () => {
        const asGet = await request.get('/api/channels?limit=5000&depth=10');
        const overridden = await request.post('/api/channels', {
          headers: { [header]: 'GET', 'Content-Type': 'application/x-www-form-urlencoded' },
          data: 'limit=5000&depth=10',
        });
        expect(overridden.status()).toBe(200);
        const body = (await overridden.json()) as { limit: number; docs: { parent?: unknown }[] };
        expect(body.limit).toBe(100);
        expect(body).toEqual(await asGet.json());
      }).toPass({ timeout: 15_000 });
      // Editors keep the override (the admin's relationship fields use it) and what they ask for.
      const token = await signIn(request);
      const asEditor = await request.post('/api/channels', {
        headers: { [header]: 'GET', 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `JWT ${token}` },
        data: 'limit=500&depth=0',
      });
      expect(((await asEditor.json()) as { limit: number }).limit).toBe(500);
    });
  }

  test('a visitor’s filter of more than 20 conditions is refused, by REST as by GraphQL', async ({ request }) => {
    const where = Array.from({ length: 30 }, (_, i) => `where[or][${i}][slug][equals]=r${i}`).join('&');
    const refused = await request.get(`/api/channels?${where}`);
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe('Der Filter hat zu viele Bedingungen (höchstens 20).');
    const nested = `where${'[or][0]'.repeat(200)}[slug][equals]=x`;
    const deep = await request.get(`/api/channels?${nested}`);
    expect(deep.status()).toBe(400);
    // The admin's filters are an editor's own.
    const token = await signIn(request);
    expect((await request.get(`/api/channels?${where}`, { headers: { Authorization: `JWT ${token}` } })).status()).toBe(200);
  });
});

/**
 * Sends a body of 100 MB: announced with its length (then 1 MB of it, slowly) or chunked (as fast
 * as the connection takes it, without a length); resolves with the status as soon as the server
 * answers, and how much had been sent by then.
 */
function postHuge(path: string, { chunked = false, headers = {} }: { chunked?: boolean; headers?: Record<string, string> } = {}): Promise<{ status: number; sentBytes: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let sentBytes = 0;
    const length: Record<string, string> = chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(100 * 1024 * 1024) };
    const req = httpRequest({ host: '127.0.0.1', port: PORT, path, method: 'POST', headers: { 'Content-Type': 'application/json', ...length, ...headers } }, (response) => {
      resolve({ status: response.statusCode ?? 0, sentBytes, ms: performance.now() - start });
      response.resume();
      req.destroy();
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close the connection once it has answered.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const write = () => {
      if (req.destroyed) return;
      if (sentBytes >= (chunked ? 100 : 1) * 1024 * 1024) return void (chunked && req.end());
      sentBytes += chunk.byteLength;
      if (!chunked) req.write(chunk, () => setTimeout(write, 5));
      else if (req.write(chunk)) setImmediate(write);
      else req.once('drain', write);
    };
    write();
  });
}

const FAKE_ACTION = { 'Next-Action': 'ab'.repeat(21) };

test.describe('request bodies', () => {
  for (const path of ['/api/graphql', '/api/users/login', '/', '/verkehr', '/karriere']) {
    test(`of 100 MB to ${path} get 413 at once, without being read`, async () => {
      const answer = await postHuge(path);
      expect(answer.status).toBe(413);
      expect(answer.ms).toBeLessThan(5_000);
    });
  }

  test('of 100 MB to a server action (the admin’s too) get 413 at once', async () => {
    for (const path of ['/karriere', '/admin']) {
      const answer = await postHuge(path, { headers: FAKE_ACTION });
      expect(answer.status, path).toBe(413);
      expect(answer.ms).toBeLessThan(5_000);
    }
  });

  for (const [what, path, headers] of [
    ['a page', '/verkehr', {}],
    ['a server action', '/karriere', FAKE_ACTION],
    ['the admin’s server functions', '/admin', FAKE_ACTION],
  ] as const) {
    test(`of 100 MB sent chunked to ${what} get 413 once 1 MB has arrived, not after 100`, async () => {
      const answer = await postHuge(path, { chunked: true, headers });
      expect(answer.status).toBe(413);
      // The server stops reading at 1 MB (src/platform/pageBodyLimit.test.ts counts its bytes); what
      // the client got off beyond that waits in the connection's buffers.
      expect(answer.sentBytes).toBeLessThan(10 * 1024 * 1024);
      expect(answer.ms).toBeLessThan(5_000);
    });
  }
});

test.describe('GraphQL errors', () => {
  test('quote only an excerpt of invalid variables: 800 kB in, not 160 kB out', async ({ request }) => {
    const id = documentId('SitemapJobs');
    const response = await request.post('/api/graphql', { data: { documentId: id, variables: { page: Array.from({ length: 100 }, () => 'x'.repeat(8000)) } }, headers: { 'X-Forwarded-For': newClient() } });
    const body = await response.body();
    expect(body.byteLength).toBeLessThan(2048);
    const { errors } = JSON.parse(body.toString()) as { errors: { message: string }[] };
    expect(errors[0]?.message).toMatch(/^Variable "\$page" got invalid value \["x{40}…"/);
  });
});

test.describe('malformed server-action calls', () => {
  const call = (request: APIRequestContext, path: string, headers: Record<string, string>) =>
    request.post(path, { headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers }, data: '[]', maxRedirects: 0 });

  test('from another origin, or with an id that is none, get 4xx, never 500', async ({ request }) => {
    for (const path of ['/admin', '/admin/collections/articles', '/karriere']) {
      const foreign = await call(request, path, { 'Next-Action': 'ab'.repeat(21), Origin: 'https://evil.example' });
      expect(foreign.status(), `${path} from another origin`).toBe(403);
      const malformed = await call(request, path, { 'Next-Action': '../../x' });
      expect(malformed.status(), `${path} with a malformed id`).toBe(400);
    }
  });
});
