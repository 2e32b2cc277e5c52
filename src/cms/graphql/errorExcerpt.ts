/** How much of a value an error message may quote back, and how long a message may be. */
export const ERROR_EXCERPT = { maxQuoted: 40, maxMessage: 400 } as const;

const QUOTED = new RegExp(`"((?:[^"\\\\]|\\\\.){${ERROR_EXCERPT.maxQuoted + 1},})"`, 'g');

/**
 * A message with the values it quotes cut to an excerpt. GraphQL's own messages repeat what the
 * caller sent (`Variable "$page" got invalid value ["xxxx…", …]; Int cannot represent …`): ten
 * strings of 8 kB made an 800 kB request answer 160 kB.
 */
export function excerptOf(message: string): string {
  const quoted = message.replace(QUOTED, (_, value: string) => `"${value.slice(0, ERROR_EXCERPT.maxQuoted)}…"`);
  return quoted.length > ERROR_EXCERPT.maxMessage ? `${quoted.slice(0, ERROR_EXCERPT.maxMessage)}…` : quoted;
}

interface ErrorsBody {
  errors?: Array<{ message?: unknown }>;
}

/**
 * Payload's GraphQL route answered: its errors' messages cut to an excerpt ({@link excerptOf}),
 * status and headers kept. Answers without errors pass as they are.
 */
export async function withErrorExcerpts(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('json')) return response;
  const text = await response.text();
  let body: ErrorsBody | undefined;
  try {
    body = text.includes('"errors"') ? (JSON.parse(text) as ErrorsBody) : undefined;
  } catch {
    body = undefined;
  }
  const errors = Array.isArray(body?.errors) ? body.errors : [];
  const cut = errors.some((error) => typeof error.message === 'string' && excerptOf(error.message) !== error.message);
  const headers = new Headers(response.headers);
  if (!cut) return new Response(text, { status: response.status, headers });
  for (const error of errors) if (typeof error.message === 'string') error.message = excerptOf(error.message);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
