/**
 * A copy of an incoming request with its method or body replaced. Not `new Request(request, init)`:
 * Next hands a route handler its request inside a Proxy (to note which parts it reads), and
 * Node 24's fetch checks that a Request given as input is one of its own by a private field,
 * which a Proxy never passes ("Cannot read private member #state"). Node 20 did not check. So
 * the copy is made from the request's URL and parts; a body, where the copy needs one, is given.
 */
export function requestWith(request: Request, { method = request.method, body = null }: { method?: string; body?: string | null }): Request {
  return new Request(request.url, { method, headers: request.headers, body, signal: request.signal });
}
