import { Writable } from 'node:stream';

import { pino } from 'pino';
import { describe, expect, it } from 'vitest';

import { payloadLogger } from './payloadLogger';
import { requestScopes } from './requestScope';

/** Payload's logger as it builds one from the config's options (pino's, as Payload's getLogger does), writing into an array. */
function loggerInto(lines: string[], env: Record<string, string>) {
  const config = payloadLogger(env);
  if (!config || typeof config !== 'object' || !('options' in config)) throw new Error('expected logger options');
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return pino(config.options, destination);
}

describe('Payload’s log lines', () => {
  it('are JSON in production, with level, ISO time, msg and the request being handled', async () => {
    const lines: string[] = [];
    const logger = loggerInto(lines, { NODE_ENV: 'production' });
    logger.info('Job runner started');
    requestScopes().run({ requestId: 'r-12345678', traceId: '4bf92f3577b34da6a3ce929d0e0e4736' }, () => logger.error({ collection: 'articles' }, 'Speichern fehlgeschlagen'));
    await new Promise((resolve) => setImmediate(resolve));
    const [started, failed] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(started).toMatchObject({ level: 'info', msg: 'Job runner started' });
    expect(Date.parse(String(started?.time))).toBeGreaterThan(Date.now() - 60_000);
    expect(started).not.toHaveProperty('requestId');
    expect(started).not.toHaveProperty('pid');
    expect(failed).toMatchObject({ level: 'error', msg: 'Speichern fehlgeschlagen', collection: 'articles', requestId: 'r-12345678', traceId: '4bf92f3577b34da6a3ce929d0e0e4736' });
  });

  it('stay Payload’s text at a developer’s terminal, unless LOG_FORMAT says json', () => {
    expect(payloadLogger({})).toBeUndefined();
    expect(payloadLogger({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' })).toBeUndefined();
    expect(payloadLogger({ LOG_FORMAT: 'json' })).toMatchObject({ options: { base: null } });
  });
});
