import { readFileSync } from 'node:fs';

/**
 * Requests used against the public GraphQL endpoint, shared by the e2e tests that check what they
 * are answered (tests/e2e/abuse.e2e.spec.ts) and the benchmark of what they cost (bench/abuse.ts).
 */

/** The site's registered GraphQL documents, id → text. */
export const REGISTERED_DOCUMENTS = JSON.parse(readFileSync('src/gql/persisted-documents.json', 'utf8')) as Record<string, string>;

/** A visitor's own query: 60 aliases of 100 articles with their channels. */
export const SIXTY_ALIASES = `{ ${Array.from({ length: 60 }, (_, i) => `a${i}: Articles(limit: 100) { docs { title channel { title blocks { __typename } } } }`).join(' ')} }`;

/** 34,000 OR conditions: just under the 1 MB body limit. */
export const FLOOD = { or: Array.from({ length: 34_000 }, (_, i) => ({ slug: { equals: `r${i}` } })) };

/** The id of the registered document with this operation name. */
export function documentId(operation: string): string {
  const entry = Object.entries(REGISTERED_DOCUMENTS).find(([, text]) => new RegExp(`\\b(query|mutation) ${operation}\\b`).test(text));
  if (!entry) throw new Error(`no registered document ${operation}`);
  return entry[0];
}

/** The ResolvePath document by its id, its `channelWhere` variable carrying FLOOD. */
export const FLOOD_BODY = JSON.stringify({
  documentId: documentId('ResolvePath'),
  variables: { path: '/verkehr', slug: 'verkehr', articleId: 0, isChannel: true, isHome: false, isArticle: false, draft: false, channelWhere: FLOOD },
});

/** Each variable of a document at its worst: the largest integer, a long string, a full list. */
function hostileVariables(text: string): Record<string, unknown> {
  return Object.fromEntries(
    [...text.matchAll(/\$(\w+): (\[?)(\w+)/g)].map(([, name = '', list, type]) => {
      const scalar = type === 'Int' ? 2_147_483_647 : type === 'Float' ? 1e308 : type === 'Boolean' ? true : type === 'JobAlertLinkPurpose' ? 'CONFIRM' : 'x'.repeat(100_000);
      return [name, list ? Array.from({ length: 100 }, () => (typeof scalar === 'string' ? scalar.slice(0, 1000) : scalar)) : scalar];
    }),
  );
}

/** Every registered document with its variables at their largest. */
export function hostileOperations(): { id: string; name: string; variables: Record<string, unknown> }[] {
  return Object.entries(REGISTERED_DOCUMENTS).flatMap(([id, text]) => {
    const name = /\b(?:query|mutation) (\w+)/.exec(text)?.[1];
    return name ? [{ id, name, variables: hostileVariables(text.slice(text.indexOf(name))) }] : [];
  });
}

let clientSequence = Math.floor(Math.random() * 1_000_000);

/** A client address of its own (X-Forwarded-For, as a trusted proxy on loopback sets it): limits count per client. */
export function newClient(): string {
  clientSequence += 1;
  return `10.${100 + ((clientSequence >> 16) & 127)}.${(clientSequence >> 8) & 255}.${clientSequence & 255}`;
}
