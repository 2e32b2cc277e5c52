/**
 * A copy of an incoming request with its method, address or body replaced. Not `new Request(request, init)`:
 * Next hands a route handler its request inside a Proxy (to note which parts it reads), and
 * Node 24's fetch checks that a Request given as input is one of its own by a private field,
 * which a Proxy never passes ("Cannot read private member #state"). Node 20 did not check. So
 * the copy is made from the request's URL and parts; a body, where the copy needs one, is given.
 */
export function requestWith(
  request: Request,
  { method = request.method, url = request.url, body = null }: { method?: string; url?: string | URL; body?: string | ReadableStream<Uint8Array> | null },
): Request {
  // A stream is passed on as it arrives (`duplex: 'half'`, which fetch requires for one).
  const init: RequestInit & { duplex?: 'half' } = { method, headers: request.headers, body, signal: request.signal, ...(body instanceof ReadableStream ? { duplex: 'half' } : {}) };
  return new Request(url, init);
}
