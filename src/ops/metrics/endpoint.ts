import { BlockList, isIP } from 'node:net';

import type { Payload } from 'payload';

import { getCmsTransport } from '@/lib/settings/endpoint';
import { normalizeAddress } from '@/lib/server/forwardedHeaders';

import { siteMetrics } from './registry';
import { registerCmsGauges, registerHostGauges } from './scrapedGauges';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * Whether the client (X-Forwarded-For as the server believes it, src/platform/forwardedHeaders.ts:
 * the socket's peer unless a trusted proxy forwarded the request) is this machine.
 */
export function isLoopback(forwardedFor: string | null): boolean {
  const client = normalizeAddress(forwardedFor?.split(',')[0] ?? '');
  const family = isIP(client);
  return family !== 0 && loopback.check(client, family === 4 ? 'ipv4' : 'ipv6');
}

let gaugesRegistered = false;
function registerGauges(): void {
  if (gaugesRegistered) return;
  gaugesRegistered = true;
  registerHostGauges();
  // A remote CMS keeps its jobs and index to itself: only the embedded one is read here.
  if (getCmsTransport().kind === 'in-process') {
    registerCmsGauges(async (): Promise<Payload> => {
      const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')]);
      return getPayload({ config });
    });
  }
}

/** The exposition: every family of the process's registry, the scrape-time gauges read now. */
export async function metricsText(): Promise<{ body: string; contentType: string }> {
  registerGauges();
  const { registry } = siteMetrics();
  return { body: await registry.metrics(), contentType: registry.contentType };
}
