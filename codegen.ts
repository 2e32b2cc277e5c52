import type { CodegenConfig } from '@graphql-codegen/cli';

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
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: {
        scalars: { JSON: 'unknown', DateTime: 'string', EmailAddress: 'string' },
        enumsAsTypes: true,
        nonOptionalTypename: true,
        skipTypename: false,
        useTypeImports: true,
        avoidOptionals: false,
        documentMode: 'documentNode',
      },
    },
    'src/gql/possible-types.ts': {
      plugins: ['fragment-matcher'],
      config: { useExplicitTyping: true },
    },
  },
};

export default config;
