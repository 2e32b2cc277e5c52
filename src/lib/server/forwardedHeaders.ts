import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

import { z } from 'zod';

import type { RequestStep } from './requestStep';

/** Proxies on this host (nginx, Varnish): believed unless TRUSTED_PROXIES names others. */
const LOOPBACK = ['127.0.0.0/8', '::1'];

const trustedProxiesSchema = z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: 'must be an IP address or a CIDR range' }));

/** The proxies whose X-Forwarded-For and X-Forwarded-Proto are believed. */
export interface TrustedProxies {
  has(address: string): boolean;
}

/**
 * TRUSTED_PROXIES: comma-separated IP addresses and CIDR ranges (`10.0.0.0/8, fd00::/8`); unset or
 * blank, the loopback addresses. Anything else fails loudly with the entry's position.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const entries = value?.trim() ? value.split(',').map((entry) => entry.trim()).filter(Boolean) : LOOPBACK;
  const result = trustedProxiesSchema.safeParse(entries);
  if (!result.success) throw new Error(`Invalid TRUSTED_PROXIES "${value}":\n${z.prettifyError(result.error)}`);
  const list = new BlockList();
  for (const entry of result.data) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return {
    has: (address) => {
      const family = isIP(address);
      return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/**
 * One address as proxies write it: `[2001:db8::1]:443` and `203.0.113.9:5060` lose their port,
 * an IPv4 address seen through a dual-stack socket (`::ffff:203.0.113.9`) is the IPv4 address,
 * so one client has one key however it arrived.
 */
export function normalizeAddress(raw: string): string {
  const value = raw.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) return normalizeAddress(bracketed[1]);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(value);
  if (withPort?.[1]) return withPort[1];
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  return mapped?.[1] ?? value;
}

const values = (header: string | string[] | undefined): string[] =>
  (Array.isArray(header) ? header : header === undefined ? [] : [header]).flatMap((value) => value.split(','));

export interface ForwardedRequest {
  /** The socket's remote address: whoever opened the connection. */
  peer: string | undefined;
  /** Whether that connection is TLS (this server speaks https itself). */
  encrypted: boolean;
  forwardedFor: string | string[] | undefined;
  forwardedProto: string | string[] | undefined;
}

export interface Forwarded {
  client: string;
  proto: 'http' | 'https';
}

/**
 * Who the client is and how it connected, believing only trusted proxies: from the socket's peer,
 * X-Forwarded-For is walked right to left while each hop is a trusted proxy; the first hop that is
 * not one is the client (each proxy appends the address it saw, so everything left of that hop is
 * the client's own say). The protocol is the trusted peer's X-Forwarded-Proto (its first value, the
 * one the outermost proxy set), else this connection's own.
 */
export function resolveForwarded(request: ForwardedRequest, trusted: TrustedProxies): Forwarded {
  const own = request.encrypted ? 'https' : 'http';
  const peer = normalizeAddress(request.peer ?? '');
  if (!peer || !trusted.has(peer)) return { client: peer || 'unknown', proto: own };
  let client = peer;
  const hops = values(request.forwardedFor).map(normalizeAddress).filter(Boolean);
  for (let index = hops.length - 1; index >= 0 && trusted.has(client); index -= 1) client = hops[index] ?? client;
  const proto = values(request.forwardedProto)[0]?.trim().toLowerCase();
  return { client, proto: proto === 'https' || proto === 'http' ? proto : own };
}

/** Replaces the request's X-Forwarded-For (the client alone) and X-Forwarded-Proto with what is believed. */
export function rewriteForwardedHeaders(request: IncomingMessage, trusted: TrustedProxies): void {
  const { socket } = request;
  const { client, proto } = resolveForwarded(
    {
      peer: socket?.remoteAddress,
      encrypted: Boolean(socket && 'encrypted' in socket && socket.encrypted),
      forwardedFor: request.headers['x-forwarded-for'],
      forwardedProto: request.headers['x-forwarded-proto'],
    },
    trusted,
  );
  request.headers['x-forwarded-for'] = client;
  request.headers['x-forwarded-proto'] = proto;
}

/**
 * The pipeline's first step (src/lib/server/pipeline.ts): every request's X-Forwarded-For and
 * X-Forwarded-Proto are rewritten before anything else reads them (Next only fills them in when
 * absent), so the rate limits (`clientKey`), the proxy, route handlers, Payload and the HSTS rule
 * of next.config.ts can all take them as true. A client on the internet can no longer name itself
 * anew with each request, nor claim https.
 */
export function believeTrustedForwardedHeaders(trusted: TrustedProxies): RequestStep {
  return (request, _response, next) => {
    rewriteForwardedHeaders(request, trusted);
    next();
  };
}
