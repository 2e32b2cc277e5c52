import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { blockFolders, generatedFiles, outdatedFiles } from './generateIndex';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A blocks folder with one block folder `name`, its files as given. */
function blocksWith(name: string, files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'blocks-'));
  made.push(root);
  mkdirSync(path.join(root, name));
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, name, file), text);
  return root;
}

const COMPLETE = {
  'fragment.graphql': 'fragment InfoBoxBlockData on InfoBoxBlock { text }',
  'config.ts': 'export const infoBoxBlock: Block = { slug: "infoBox", fields: [] };',
  'schema.ts': 'export const infoBoxSchema = z.object({});',
  'definition.ts': 'export const infoBoxDefinition = defineBlock("InfoBoxBlock", infoBoxSchema, InfoBox);',
};

describe('the block index', () => {
  it('is what the block folders make: run `npm run codegen` after adding or removing a block folder', () => {
    expect(outdatedFiles()).toEqual([]);
  });

  it('takes a new block folder into every list, by its folder alone', () => {
    const files = generatedFiles(blockFolders(blocksWith('info-box', COMPLETE)));
    expect(files['configs.ts']).toContain("import { infoBoxBlock } from '../../blocks/info-box/config';");
    expect(files['schemas.ts']).toContain('  InfoBoxBlock: infoBoxSchema,');
    expect(files['registry.ts']).toContain('  InfoBoxBlock: infoBoxDefinition,');
    expect(files['blocks.graphql']).toContain('  ... on InfoBoxBlock { ...InfoBoxBlockData }');
  });

  it('says what an incomplete block folder lacks', () => {
    const { 'definition.ts': _, ...withoutDefinition } = COMPLETE;
    expect(() => blockFolders(blocksWith('info-box', withoutDefinition))).toThrow('src/blocks/info-box: definition.ts is missing');
    expect(() => blockFolders(blocksWith('info-box', { ...COMPLETE, 'schema.ts': 'export const schema = z.object({});' }))).toThrow(
      'src/blocks/info-box: schema.ts must export `infoBoxSchema`',
    );
    expect(() => blockFolders(blocksWith('info-box', { ...COMPLETE, 'fragment.graphql': 'fragment Info on InfoBoxBlock { text }' }))).toThrow(
      'fragment.graphql must declare `fragment <Type>Data on <Type>`',
    );
  });
});
