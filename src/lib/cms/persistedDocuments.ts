import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode } from 'graphql';

/**
 * The hash GraphQL Code Generator registered a site document under (its `__meta__.hash`,
 * `sha256:<hex>`; codegen.ts), as Apollo's persisted-query hash: bare hex.
 */
export function registeredHash(document: DocumentNode): string | undefined {
  const hash = (document as DocumentNode & { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? hash.replace(/^sha256:/, '') : undefined;
}

/** A hash no document has: the CMS answers PersistedQueryNotFound and the link sends the text. */
const UNREGISTERED = 'unregistered';

/**
 * Sends the site's documents to the CMS by hash only (Apollo's automatic persisted queries
 * protocol): a visitor's browser may run nothing else there (src/cms/graphql/guard.ts), and the
 * request is a few hundred bytes instead of the document. Should the CMS not know the hash (it
 * runs another release), the link asks again with the text, which it runs only if that text is
 * one of its own registered documents.
 */
export function trustedDocumentLink(): PersistedQueryLink {
  return new PersistedQueryLink({ generateHash: (document) => registeredHash(document) ?? UNREGISTERED });
}
