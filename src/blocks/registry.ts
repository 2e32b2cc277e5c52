/**
 * Every block type of the CMS schema, mapped to its schema and component (and, where it has
 * them, how a run of it is laid out, whether it shows a picture, how many pages it has).
 * Each block folder's `definition.ts`, collected in src/generated/blocks/registry.ts: a block
 * type the schema gains without a folder is a compile error there.
 */
export { blockRegistry } from '@/generated/blocks/registry';
