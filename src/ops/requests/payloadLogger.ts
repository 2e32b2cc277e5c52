import type { Config } from 'payload';

import { requestScopes } from './requestScope';

type Env = Record<string, string | undefined>;

/**
 * Payload's own log lines (its pino logger: operations' errors, the job runner, the schema) as
 * JSON, one object per line like the site's (src/lib/log.ts): `level` by name, `time` in ISO
 * format, `msg` (pino's key, which Payload also writes itself), and while a request is handled
 * its `requestId` and `traceId`. Payload's default is colored text, which log tooling cannot
 * read. Outside production (`migrate` and `seed` at a terminal) it stays text unless
 * LOG_FORMAT=json; LOG_FORMAT=pretty keeps text anywhere.
 */
export function payloadLogger(env: Env = process.env): Config['logger'] {
  const format = env.LOG_FORMAT ?? (env.NODE_ENV === 'production' ? 'json' : 'pretty');
  if (format !== 'json') return undefined;
  return {
    options: {
      level: env.PAYLOAD_LOG_LEVEL ?? 'info',
      // No process id, host or logger name on every line: the log shipper adds where it came from.
      base: null,
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => ({ ...requestScopes().getStore() }),
    },
  };
}
