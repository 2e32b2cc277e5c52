// Part of `npm run codegen` (and so of CI): fails when a registered document (the operations a
// visitor may run, src/gql/persisted-documents.json) declares a variable of an open input type.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { buildSchema, parse } from 'graphql';

import { openVariables } from '../graphql/variables';

const root = process.cwd();
const schema = buildSchema(readFileSync(path.join(root, 'schemas/cms.graphql'), 'utf8'));
const manifest = JSON.parse(readFileSync(path.join(root, 'src/gql/persisted-documents.json'), 'utf8')) as Record<string, string>;
const found = Object.values(manifest).flatMap((text) => openVariables(parse(text), schema));
if (found.length > 0) {
  console.error(
    [
      'A registered GraphQL document takes an open input from its caller, which any visitor could fill with a filter of their own:',
      ...found.map((variable) => `  ${variable}`),
      'Write the filter into the document and take only scalars (a path, a slug, an id, a page number) as variables.',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`Registered documents: ${Object.keys(manifest).length}, none takes an open input.`);
