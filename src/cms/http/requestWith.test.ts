import { describe, expect, it } from 'vitest';

import { requestWith } from './requestWith';

/**
 * What a route handler gets from Next: its request inside a Proxy that notes what is read and
 * reads it from the request itself (`proxyNextRequest` in next/dist/server/route-modules/app-route/module.js).
 */
const asNextHandsIt = (request: Request) =>
  new Proxy(request, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

describe('requestWith', () => {
  it('copies a request Next wrapped in a Proxy, which `new Request(request, init)` refuses', () => {
    const incoming = asNextHandsIt(new Request('http://127.0.0.1/api/documents/file/a.pdf?v=1', { method: 'HEAD', headers: { Cookie: 'a=b' } }));
    expect(() => new Request(incoming, { method: 'GET' })).toThrow(/private member/);

    const copy = requestWith(incoming, { method: 'GET' });
    expect(copy.method).toBe('GET');
    expect(copy.url).toBe('http://127.0.0.1/api/documents/file/a.pdf?v=1');
    expect(copy.headers.get('cookie')).toBe('a=b');
  });

  it('keeps the method and takes the body given', async () => {
    const incoming = asNextHandsIt(new Request('http://127.0.0.1/api/redirects/3', { method: 'DELETE' }));
    const copy = requestWith(incoming, { body: '{}' });
    expect(copy.method).toBe('DELETE');
    expect(await copy.text()).toBe('{}');
  });
});
