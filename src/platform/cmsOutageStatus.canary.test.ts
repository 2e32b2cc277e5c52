import { ServerResponse } from 'node:http';

import { describe, expect, it, vi } from 'vitest';

import { recordCmsOutage } from '@/lib/cms/outage';

import { nextResponseWriters, nodeResponse, readInstalled, versionOf } from './canary';
import { answerCmsOutagesWith503 } from './cmsOutageStatus';

describe(`canary: a failed render's status in Next ${versionOf('next')} (src/platform/cmsOutageStatus.ts)`, () => {
  it('Next sets 500 on the response of a page whose render failed', () => {
    const template = 'next/dist/build/templates/app-page-runtime.js';
    // Where it reports the render's error (cacheEntry.error) and answers with its result.
    const text = readInstalled(template);
    const failedRender = text.indexOf('const { result } = cacheEntry;');
    const status = text.indexOf('res.statusCode = 500;', failedRender);
    expect(
      failedRender >= 0 && status > failedRender && status - failedRender < 1_000,
      `${template} no longer answers a failed render (cacheEntry.error) with res.statusCode = 500: see what it answers with now, and whether ` +
        'src/platform/cmsOutageStatus.ts (which turns exactly 500 into 503 during a CMS outage) still applies.',
    ).toBe(true);
  });

  it('Next answers a page whose render failed through writeHead with 500', async () => {
    const { sendPage } = nextResponseWriters();
    const statuses: unknown[] = [];
    const writeHead = ServerResponse.prototype.writeHead;
    vi.spyOn(ServerResponse.prototype, 'writeHead').mockImplementation(function (this: ServerResponse, ...args: unknown[]) {
      statuses.push(args[0]);
      return Reflect.apply(writeHead, this, args) as ServerResponse;
    });
    const res = nodeResponse();
    // As Next's app-page handler does for a failed render (next/dist/build/templates/app-page-runtime.js).
    res.statusCode = 500;
    await sendPage(res, '<html lang="de"></html>');
    expect(
      statuses,
      'Next no longer starts the response of a failed render through the response’s writeHead(500): ' +
        'src/platform/cmsOutageStatus.ts (a wrapper of that method) would no longer turn it into 503 during a CMS outage. Find where Next sets the status now (next/dist/server/send-payload.js).',
    ).toEqual([500]);
    vi.restoreAllMocks();

    recordCmsOutage();
    const during = nodeResponse();
    answerCmsOutagesWith503(during.req, during, () => undefined);
    during.statusCode = 500;
    await sendPage(during, '<html lang="de"></html>');
    expect(during.statusCode).toBe(503);
    expect(during.getHeader('retry-after')).toBeDefined();
  });
});
