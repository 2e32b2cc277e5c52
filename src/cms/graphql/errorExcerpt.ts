import { GraphQLError } from 'graphql';

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

/** An error as the API sends it, its message an excerpt ({@link excerptOf}); anything else about it unchanged. */
export function withMessageExcerpt(error: Readonly<GraphQLError | Error>): GraphQLError | Error {
  const message = excerptOf(error.message);
  if (message === error.message) return error as GraphQLError | Error;
  if (error instanceof GraphQLError) {
    return new GraphQLError(message, { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path, originalError: error.originalError, extensions: error.extensions });
  }
  // Errors Payload's route already formatted are plain objects: the same object, shorter.
  return Object.assign(Object.create(Object.getPrototypeOf(error) as object) as Error, error, { message });
}
