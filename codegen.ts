import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

/**
 * Reads the committed SDL (schemas/cms.graphql, exported from the CMS config by
 * `npm run codegen`) and every .graphql document under src/, and writes typed documents,
 * the block unions and Apollo's possibleTypes to src/gql/. Never edit src/gql/ by hand.
 */
const config: CodegenConfig = {
  schema: 'schemas/cms.graphql',
  documents: ['src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'src/gql/': {
      preset: 'client',
      // Every operation is registered by its hash in src/gql/persisted-documents.json: the only
      // documents the CMS runs for a visitor (src/cms/graphql/trustedDocuments.ts). __typename
      // is added here, as Apollo's cache adds it, so the registered text is what Apollo sends.
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql', persistedDocuments: true },
      documentTransforms: [addTypenameSelectionDocumentTransform],
      config: {
        scalars: { JSON: 'unknown', DateTime: 'string', EmailAddress: 'string' },
        enumsAsTypes: true,
        nonOptionalTypename: true,
        skipTypename: false,
        useTypeImports: true,
        avoidOptionals: false,
        documentMode: 'documentNodeImportFragments',
      },
    },
    'src/gql/possible-types.ts': {
      plugins: ['fragment-matcher'],
      config: { useExplicitTyping: true },
    },
  },
};

export default config;
