import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./credentials', () => ({ isSignedIn: vi.fn(async () => false) }));

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
