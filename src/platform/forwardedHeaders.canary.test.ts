import { describe, expect, it } from 'vitest';

import { readInstalled, versionOf } from './canary';

describe(`canary: X-Forwarded-* in Next ${versionOf('next')} (src/lib/server/forwardedHeaders.ts)`, () => {
  it('Next fills in X-Forwarded-For and -Proto only where a request has none, so what the pipeline believed stays', () => {
    const baseServer = readInstalled('next/dist/server/base-server.js');
    for (const header of ['x-forwarded-for', 'x-forwarded-proto']) {
      expect(
        baseServer,
        `next/dist/server/base-server.js no longer sets ${header} only when absent (\`req.headers['${header}'] ??= …\`): Next may now overwrite what ` +
          'src/lib/server/forwardedHeaders.ts believed (the client behind trusted proxies), and the rate limits would count the proxy. Check what Next writes there now.',
      ).toContain(`req.headers['${header}'] ??=`);
    }
  });
});
