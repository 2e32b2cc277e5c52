import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./credentials', () => ({ isSignedIn: vi.fn(async () => false) }));

import { parseParams } from 'payload';
import { parse } from 'qs-esm';

import { isSignedIn } from './credentials';
import { withRestLimits } from './restLimits';

/** What the wrapped route was handed: its method, its query and the headers that matter. */
async function handedOn(request: Request) {
  const seen: { method: string; query: Record<string, string>; override: string | null }[] = [];
  const route = withRestLimits(async (incoming: Request) => {
    const url = new URL(incoming.url);
    seen.push({ method: incoming.method, query: Object.fromEntries(url.searchParams), override: incoming.headers.get('x-http-method-override') ?? incoming.headers.get('x-payload-http-method-override') });
    return new Response('ok');
  });
  const response = await route(request);
  return { status: response.status, seen: seen[0] };
}

const overridden = (header: string, body: string, contentType = 'application/x-www-form-urlencoded') =>
  new Request('https://www.mobilclub.example/api/articles', { method: 'POST', headers: { [header]: 'GET', 'content-type': contentType }, body });

describe('a visitor’s REST read', () => {
  beforeEach(() => vi.mocked(isSignedIn).mockResolvedValue(false));

  it('as a GET has its depth and list size capped', async () => {
    const { seen } = await handedOn(new Request('https://www.mobilclub.example/api/articles?limit=5000&depth=10&pagination=false'));
    expect(seen?.query).toEqual({ limit: '100', depth: '2' });
  });

  for (const header of ['X-HTTP-Method-Override', 'X-Payload-HTTP-Method-Override']) {
    it(`as a POST with ${header}: GET is capped exactly like the GET`, async () => {
      const { seen } = await handedOn(overridden(header, 'limit=5000&depth=10&joins[docs][limit]=0&where[title][equals]=x'));
      expect(seen).toEqual({ method: 'GET', query: { limit: '100', depth: '2', 'joins[docs][limit]': '100', 'where[title][equals]': 'x' }, override: null });
    });
  }

  it('as an override with a JSON body reads only what the address says, capped', async () => {
    const { seen } = await handedOn(overridden('X-HTTP-Method-Override', JSON.stringify({ limit: 5000, depth: 10 }), 'application/json'));
    expect(seen).toEqual({ method: 'GET', query: {}, override: null });
  });

  it('from a signed-in editor keeps its override and what it asks for (the admin uses it)', async () => {
    vi.mocked(isSignedIn).mockResolvedValue(true);
    const { seen } = await handedOn(overridden('X-Payload-HTTP-Method-Override', 'limit=5000&depth=10'));
    expect(seen).toEqual({ method: 'POST', query: {}, override: 'GET' });
  });
});

/** What Payload's REST handlers read from a query: qs as `createPayloadRequest` runs it, then `parseParams`. */
const payloadReads = (url: string) => parseParams(parse(new URL(url).search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }));

async function readAs(query: string, init?: RequestInit) {
  const handed: string[] = [];
  const route = withRestLimits(async (incoming: Request) => {
    handed.push(incoming.url);
    return new Response('ok');
  });
  await route(new Request(`https://www.mobilclub.example/api/articles${query}`, init));
  return payloadReads(handed[0] ?? '');
}

describe('a visitor’s caps hold for every form of a key Payload’s query parser reads', () => {
  beforeEach(() => vi.mocked(isSignedIn).mockResolvedValue(false));

  const forms = {
    'plain': 'limit=100000&depth=6&page=2',
    'brackets': 'limit[]=100000&depth[]=6',
    'encoded brackets': 'limit%5B%5D=100000&depth%5B%5D=6',
    'an index': 'limit[0]=100000&depth[0]=6',
    'a high index': 'limit[5]=100000&depth[7]=6',
    'the key in brackets': '[limit]=100000&[depth]=6',
    'an encoded letter': 'li%6Dit=100000&de%70th=6',
    'repeated keys': 'limit=100000&limit=100000&depth=6&depth=6',
    'nested': 'limit[a][b]=100000&depth[x][y]=6',
    'plus and brackets mixed': 'limit[]=100000&limit=5&depth[]=6',
  };
  for (const [form, query] of Object.entries(forms)) {
    it(`as ${form} (${query})`, async () => {
      const read = await readAs(`?${query}`);
      expect(read.depth === undefined || (typeof read.depth === 'number' && read.depth <= 2)).toBe(true);
      expect(read.limit === undefined || (typeof read.limit === 'number' && read.limit >= 1 && read.limit <= 100)).toBe(true);
    });
  }

  it('reads a plain limit and depth as capped numbers', async () => {
    const read = await readAs('?limit[]=100000&depth%5B%5D=6&page[]=3');
    expect({ limit: read.limit, depth: read.depth, page: read.page }).toEqual({ limit: 100, depth: 2, page: 3 });
  });

  it('keeps a small limit and the rest of the query as it was', async () => {
    const read = await readAs('?limit[]=5&where[slug][equals]=verkehr&locale=de');
    expect(read.limit).toBe(5);
    expect(read.where).toEqual({ slug: { equals: 'verkehr' } });
  });

  it('caps join lists in every form, and drops pagination=false in every form', async () => {
    const read = await readAs('?joins[docs][limit][]=100000&[joins][more][limit]=0&pagination[]=false&[pagination]=false');
    expect(read.joins).toEqual({ docs: expect.objectContaining({ limit: 100 }), more: expect.objectContaining({ limit: 100 }) });
    expect(read.pagination).toBeUndefined();
  });

  it('sorts by at most three fields (a thousand made the read fail)', async () => {
    const read = await readAs(`?sort=${Array.from({ length: 1000 }, () => '-title').join(',')}`);
    expect(read.sort).toEqual(['-title', '-title', '-title']);
    expect((await readAs('?sort[]=title&sort[]=slug&sort[]=a&sort[]=b')).sort).toEqual(['title', 'slug', 'a']);
  });

  it('caps what a method override’s form body says, in bracket form too', async () => {
    const handed: string[] = [];
    const route = withRestLimits(async (incoming: Request) => {
      handed.push(incoming.url);
      return new Response('ok');
    });
    await route(overridden('X-HTTP-Method-Override', 'limit%5B%5D=100000&depth[0]=6'));
    const read = payloadReads(handed[0] ?? '');
    expect({ limit: read.limit, depth: read.depth }).toEqual({ limit: 100, depth: 2 });
  });

  it('caps the query of a visitor’s write too (its answer is read at that depth)', async () => {
    const read = await readAs('?depth[]=6', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(read.depth).toBe(2);
  });

  it('leaves an editor’s bracket forms alone (the admin asks for what it needs)', async () => {
    vi.mocked(isSignedIn).mockResolvedValue(true);
    expect((await readAs('?limit[]=500')).limit).toBe(500);
  });
});
