import { createHash } from 'node:crypto';

import { printExecutableGraphQLDocument } from '@graphql-tools/documents';
import { type DocumentNode, Kind, parse, visit } from 'graphql';

import manifest from '@/gql/persisted-documents.json';

/**
 * The site's own GraphQL operations, registered at build time by GraphQL Code Generator
 * (codegen.ts, `persistedDocuments`): id → text, the id being SHA-256 of the normalised text as
 * GraphQL over HTTP's persisted documents name it (`sha256:<hex>`).
 */
const registered: ReadonlyMap<string, string> = new Map(Object.entries(manifest as Record<string, string>));

const HEX = /^[0-9a-f]{64}$/;

/** The registered text for an id, `sha256:<hex>` (documentId) or bare hex (Apollo's persisted-query hash). */
export function trustedText(id: string): string | undefined {
  const normalised = id.toLowerCase();
  return registered.get(HEX.test(normalised) ? `sha256:${normalised}` : normalised);
}

/**
 * A document's shape for comparison: Code Generator's normalised print (definitions and
 * selections in a fixed order), without `__typename`, which codegen adds to the registered text
 * and a client may or may not send; it costs nothing to answer either way.
 */
function fingerprint(document: DocumentNode): string {
  const withoutTypename = visit(document, {
    [Kind.FIELD]: (field) => (field.name.value === '__typename' && !field.alias ? null : undefined),
  });
  return createHash('sha256').update(printExecutableGraphQLDocument(withoutTypename)).digest('hex');
}

let byFingerprint: ReadonlyMap<string, string> | undefined;

/**
 * The registered text a document is, whatever its layout, comments or `__typename` fields;
 * undefined for any other document. The registered text is what then runs.
 */
export function registeredTextOf(document: DocumentNode): string | undefined {
  byFingerprint ??= new Map([...registered.values()].map((text) => [fingerprint(parse(text)), text]));
  return byFingerprint.get(fingerprint(document));
}
