import { requestWith } from './requestWith';

/**
 * HEAD answered as the GET it asks about, without the body. Payload's REST routes match GET
 * only, so a HEAD (what link checkers, caches and download managers send first, for a PDF's
 * size or a picture's type) was answered 404.
 */
export function headAsGet<Args extends unknown[]>(get: (request: Request, ...args: Args) => Promise<Response>) {
  return async (request: Request, ...args: Args): Promise<Response> => {
    const response = await get(requestWith(request, { method: 'GET' }), ...args);
    // The file need not be read to the end for nobody.
    await response.body?.cancel();
    return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}
