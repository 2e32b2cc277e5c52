/*
 * Generates what the CMS config determines, in one config load: Payload's TypeScript types,
 * the admin import map and the GraphQL SDL (schemas/cms.graphql). Part of `npm run codegen`.
 */
import configPromise from '@payload-config';
import { generateSchema } from '@payloadcms/graphql/utilities';
import { generateImportMap } from 'payload';
import { generateTypes } from 'payload/node';

const config = await configPromise;
await generateTypes(config, { log: false });
await generateImportMap(config, { force: true, log: false });
generateSchema(config);
console.log('Generated Payload types, the admin import map and schemas/cms.graphql.');
process.exit();
