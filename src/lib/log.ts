type Level = 'info' | 'warn' | 'error';
type Fields = Record<string, unknown>;

function serialize(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

/**
 * The request being handled, when there is one: its id and trace (src/ops/requests/requestScope.ts,
 * found on globalThis so this module needs no Node.js import; it is loaded in browsers too).
 */
function currentRequest(): Fields | undefined {
  const scopes = (globalThis as { [key: symbol]: { getStore(): Fields | undefined } | undefined })[Symbol.for('mobilclub.requestScope')];
  return scopes?.getStore();
}

function write(level: Level, event: string, fields: Fields): void {
  const entry: Fields = { level, event, time: new Date().toISOString(), ...currentRequest() };
  for (const [key, value] of Object.entries(fields)) entry[key] = serialize(value);
  const line = JSON.stringify(entry);
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.info(line);
}

/** Structured log lines (one JSON object per line), so log tooling can filter by event. */
export const log = {
  info: (event: string, fields: Fields = {}) => write('info', event, fields),
  warn: (event: string, fields: Fields = {}) => write('warn', event, fields),
  error: (event: string, fields: Fields = {}) => write('error', event, fields),
};
