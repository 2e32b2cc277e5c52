
import { describe, expect, it } from 'vitest';

import { type ForwardedRequest, normalizeAddress, parseTrustedProxies, resolveForwarded } from './forwardedHeaders';

const loopback = parseTrustedProxies(undefined);
const resolve = (request: Partial<ForwardedRequest>, trusted = loopback) =>
  resolveForwarded({ peer: undefined, encrypted: false, forwardedFor: undefined, forwardedProto: undefined, ...request }, trusted);

describe('parseTrustedProxies', () => {
  it('trusts the loopback addresses by default, and nothing else', () => {
    for (const address of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) expect(loopback.has(address), address).toBe(true);
    for (const address of ['192.0.2.2', '10.0.0.1', 'fd00::2', 'unknown', '']) expect(loopback.has(address), address).toBe(false);
    expect(parseTrustedProxies('  ').has('127.0.0.1')).toBe(true);
  });

  it('takes addresses and CIDR ranges of both families', () => {
    const trusted = parseTrustedProxies('10.0.0.0/8, 192.0.2.7,fd00::/8');
    expect(trusted.has('10.20.30.40')).toBe(true);
    expect(trusted.has('192.0.2.7')).toBe(true);
    expect(trusted.has('192.0.2.8')).toBe(false);
    expect(trusted.has('fd00::2')).toBe(true);
    // Naming proxies replaces the default.
    expect(trusted.has('127.0.0.1')).toBe(false);
  });

  it('fails loudly on anything that is no address or range', () => {
    expect(() => parseTrustedProxies('10.0.0.0/8, nginx')).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('normalizeAddress', () => {
  it('gives one client one key however it arrived', () => {
    expect(normalizeAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(normalizeAddress(' 203.0.113.9:5060 ')).toBe('203.0.113.9');
    expect(normalizeAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normalizeAddress('2001:db8::1')).toBe('2001:db8::1');
  });
});

describe('resolveForwarded', () => {
  it('believes nothing a client on the internet says about itself', () => {
    expect(resolve({ peer: '198.51.100.7', forwardedFor: '203.0.113.1', forwardedProto: 'https' })).toEqual({ client: '198.51.100.7', proto: 'http' });
  });

  it('takes the address a trusted proxy saw', () => {
    expect(resolve({ peer: '::ffff:127.0.0.1', forwardedFor: '203.0.113.1', forwardedProto: 'https' })).toEqual({ client: '203.0.113.1', proto: 'https' });
  });

  it('stops at the first hop that is not a trusted proxy: what a client wrote left of it does not count', () => {
    const trusted = parseTrustedProxies('127.0.0.1, 10.0.0.0/8');
    expect(resolve({ peer: '127.0.0.1', forwardedFor: '6.6.6.6, 198.51.100.7, 10.0.0.3' }, trusted).client).toBe('198.51.100.7');
    expect(resolve({ peer: '127.0.0.1', forwardedFor: ['6.6.6.6', '198.51.100.7, 10.0.0.3'] }, trusted).client).toBe('198.51.100.7');
  });

  it('takes the leftmost hop when every hop is a trusted proxy, the peer when nobody forwarded', () => {
    expect(resolve({ peer: '127.0.0.1', forwardedFor: '127.0.0.5, ::1' }).client).toBe('127.0.0.5');
    expect(resolve({ peer: '127.0.0.1' }).client).toBe('127.0.0.1');
    expect(resolve({}).client).toBe('unknown');
  });

  it('takes the protocol from the connection when no trusted proxy names one', () => {
    expect(resolve({ peer: '127.0.0.1', encrypted: true }).proto).toBe('https');
    expect(resolve({ peer: '127.0.0.1', forwardedProto: 'gopher' }).proto).toBe('http');
    expect(resolve({ peer: '127.0.0.1', forwardedProto: 'HTTPS, http' }).proto).toBe('https');
    expect(resolve({ peer: '198.51.100.7', encrypted: true, forwardedProto: 'http' }).proto).toBe('https');
  });
});
