import { describe, expect, it } from 'vitest';

import { headAsGet } from './headAsGet';

describe('HEAD on the CMS routes', () => {
  it('answers with what GET answers, status and headers, but no body', async () => {
    const asked: string[] = [];
    const get = async (request: Request) => {
      asked.push(request.method);
      return new Response('%PDF-1.7 …', { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Length': '11' } });
    };
    const response = await headAsGet(get)(new Request('http://localhost/api/documents/file/packliste.pdf', { method: 'HEAD' }));
    expect(asked).toEqual(['GET']);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-length')).toBe('11');
    expect(await response.text()).toBe('');
  });

  it('keeps a missing file missing', async () => {
    const response = await headAsGet(async () => new Response('Not Found', { status: 404 }))(new Request('http://localhost/api/media/file/nichts.webp', { method: 'HEAD' }));
    expect(response.status).toBe(404);
  });
});
