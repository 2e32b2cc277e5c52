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

const registeredTexts: ReadonlySet<string> = new Set(registered.values());

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

const parsed = new Map<string, DocumentNode>();

/**
 * A registered text as one parsed document, the same object on every request: what is known of
 * it (its operation's metrics label, its job-alert and search calls) is read from that object.
 * Undefined for any other text.
 */
export function registeredDocument(text: string): DocumentNode | undefined {
  let document = parsed.get(text);
  if (!document && registeredTexts.has(text)) {
    document = parse(text);
    parsed.set(text, document);
  }
  return document;
}

let byFingerprint: ReadonlyMap<string, string> | undefined;

/**
 * The registered text a document is, whatever its layout, comments or `__typename` fields;
 * undefined for any other document. The registered text is what then runs.
 */
export function registeredTextOf(document: DocumentNode): string | undefined {
  byFingerprint ??= new Map([...registeredTexts].map((text) => [fingerprint(parse(text)), text]));
  return byFingerprint.get(fingerprint(document));
}
