import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { type IFlattenedRuleSet, cruise } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

/** The rules `npm run lint:imports` applies (and CI with it). */
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IFlattenedRuleSet;

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The rule names the import-graph check reports for the modules written as `files`. */
async function violations(files: Record<string, string>): Promise<string[]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'import-graph-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
  const result = await cruise([folder], { ruleSet: { forbidden: config.forbidden }, tsPreCompilationDeps: true, validate: true });
  const output = result.output;
  if (typeof output === 'string') throw new Error('expected the cruise result as an object');
  return output.summary.violations.map((violation) => violation.rule.name);
}

describe('the import-graph check (lint)', () => {
  it('fails on a circle, also one that only types close', async () => {
    expect(
      await violations({
        'input.ts': "import { sizeClass } from './parts';\nexport type Size = 'small' | 'default';\nexport const input = sizeClass;\n",
        'parts.ts': "import type { Size } from './input';\nexport const sizeClass: Record<Size, string> = { small: 'a', default: 'b' };\n",
      }),
    ).toContain('no-circular');
  });

  it('passes once what both need lives in a module of its own', async () => {
    expect(
      await violations({
        'size.ts': "export type Size = 'small' | 'default';\n",
        'input.ts': "import { sizeClass } from './parts';\nexport const input = sizeClass;\n",
        'parts.ts': "import type { Size } from './size';\nexport const sizeClass: Record<Size, string> = { small: 'a', default: 'b' };\n",
      }),
    ).toEqual([]);
  });
});
