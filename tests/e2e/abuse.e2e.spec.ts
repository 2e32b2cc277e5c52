import { request as httpRequest } from 'node:http';

import type { APIRequestContext } from '@playwright/test';

import { SitemapArticlesDocument, SubscribeJobAlertDocument } from '../../src/gql/graphql';
import { postSiteOperation, signIn } from './cms';
import { expect, test } from './fixtures';
import { mailsTo } from './outbox';

/**
 * The public endpoints used against the site: expensive anonymous GraphQL, mail floods through
 * the job alert, amplifying REST reads and huge bodies. Each is refused before it costs anything.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const RATE_LIMITED = 'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie einige Minuten und versuchen Sie es dann noch einmal.';

// Each test is its own client (limits count per client, by X-Forwarded-For as the trusted proxy on loopback sets it).
let clientSequence = Math.floor(Math.random() * 1_000_000);
const newClient = () => {
  clientSequence += 1;
  return `10.${100 + ((clientSequence >> 16) & 127)}.${(clientSequence >> 8) & 255}.${clientSequence & 255}`;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;
async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

test.describe('the public GraphQL endpoint', () => {
  const SIXTY_ALIASES = `{ ${Array.from({ length: 60 }, (_, i) => `a${i}: Articles(limit: 100) { docs { title channel { title blocks { __typename } } } }`).join(' ')} }`;

  test('refuses a visitor’s own query, 60 aliases of 100 articles, with a clear error, for less than 10 cached pages cost', async ({ request }) => {
    const refused = await request.post('/api/graphql', { data: { query: SIXTY_ALIASES } });
    expect(refused.status()).toBe(403);
    const { errors } = (await refused.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(errors[0]?.extensions.code).toBe('TRUSTED_DOCUMENTS_ONLY');
    expect(errors[0]?.message).toContain('nur die Abfragen der Website');

    const pages = ['/', '/verkehr', '/reisen', '/karriere', '/verkehr/glatteis-richtig-bremsen-10007', '/reisen/urlaub-mit-dem-auto', '/', '/verkehr', '/reisen', '/karriere'];
    const tenPages = async (api: APIRequestContext) => {
      for (const path of pages) await (await api.get(path)).body();
    };
    await tenPages(request); // cached from here on
    const attack: number[] = [];
    const cached: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      attack.push(await timed(async () => (await request.post('/api/graphql', { data: { query: SIXTY_ALIASES } })).body()));
      cached.push(await timed(() => tenPages(request)));
    }
    expect(median(attack)).toBeLessThan(median(cached));
  });

  test('weighs the site’s own query with each request’s variables: the sitemap’s list of 5 articles answers, of 5,000 is refused', async ({ request }) => {
    // The same registered document three times: what is known of it from the first must not let the second through.
    const small = await postSiteOperation(request, SitemapArticlesDocument, { limit: 5, page: 1 });
    expect(small.status()).toBe(200);
    expect(((await small.json()) as { data: { Articles: { docs: { path: string }[] } } }).data.Articles.docs).toHaveLength(5);
    const large = await postSiteOperation(request, SitemapArticlesDocument, { limit: 5000, page: 1 });
    const { data, errors } = (await large.json()) as { data?: unknown; errors: { message: string }[] };
    expect(data).toBeUndefined();
    expect(errors.map((error) => error.message)).toEqual(['Die Liste „Articles“ braucht ein limit zwischen 1 und 1000.']);
    expect((await postSiteOperation(request, SitemapArticlesDocument, { limit: 5, page: 1 })).status()).toBe(200);
  });

  test('a signed-in user may send any query, but lists count with their limit and aliases are bounded', async ({ request }) => {
    const token = await signIn(request);
    const response = await request.post('/api/graphql', { data: { query: SIXTY_ALIASES }, headers: { Authorization: `JWT ${token}` } });
    const { data, errors } = (await response.json()) as { data?: unknown; errors: { message: string }[] };
    expect(data).toBeUndefined();
    expect(errors.map((error) => error.message).join('\n')).toMatch(/Zu viele Aliasse: 60, höchstens 20[\s\S]*maximum complexity of 20000/);
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

test.describe('request bodies', () => {
  /** Sends headers announcing 100 MB, then 1 MB of it; resolves with the status as soon as the server answers. */
  function postHuge(path: string): Promise<{ status: number; sentBytes: number; ms: number }> {
    return new Promise((resolve, reject) => {
      const start = performance.now();
      let sentBytes = 0;
      const req = httpRequest({ host: '127.0.0.1', port: PORT, path, method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': String(100 * 1024 * 1024) } }, (response) => {
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
        if (sentBytes >= 1024 * 1024 || req.destroyed) return;
        sentBytes += chunk.byteLength;
        req.write(chunk, () => setTimeout(write, 5));
      };
      write();
    });
  }

  for (const path of ['/api/graphql', '/api/users/login']) {
    test(`of 100 MB to ${path} get 413 at once, without being read`, async () => {
      const answer = await postHuge(path);
      expect(answer.status).toBe(413);
      expect(answer.ms).toBeLessThan(5_000);
    });
  }
});
