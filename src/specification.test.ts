import { globSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const SPECIFICATION = 'docs/specification.md';

/** Files (not folders) under the repository's root matching the pattern, outside node_modules and generated code. */
const filesMatching = (pattern: string) =>
  globSync(pattern, { cwd: ROOT, exclude: (name) => ['node_modules', 'generated', 'gql'].includes(path.basename(name)) }).filter((file) => statSync(path.join(ROOT, file)).isFile());

/** The numbers of the sections of docs/specification.md ("## 3. Entities …"). */
function sections(): Set<string> {
  const text = readFileSync(path.join(ROOT, SPECIFICATION), 'utf8');
  return new Set([...text.matchAll(/^## (\d+)\. /gm)].map(([, number]) => number ?? ''));
}

/** Every "spec N" (or "Spec N and M") in the code, tests, deployment and tools, with where it is. */
function citations(): { where: string; section: string }[] {
  const files = filesMatching('{src,tests,deploy,bench,tools}/**/*.{ts,tsx,mts,mjs,cjs,js,sh,vcl,yml,css}');
  return files.flatMap((file) =>
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        [...line.matchAll(/\b[Ss]pec((?:\s*(?:,|and|§)?\s*\d+)+)/g)].flatMap(([, numbers]) => (numbers?.match(/\d+/g) ?? []).map((section) => ({ where: `${file}:${index + 1}`, section }))),
      ),
  );
}

describe('the specification the code cites', () => {
  it(`is in the repository (${SPECIFICATION}), and every "spec N" names one of its sections`, () => {
    const known = sections();
    expect([...known].sort()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const cited = citations();
    expect(cited.length).toBeGreaterThan(100);
    expect(cited.filter(({ section }) => !known.has(section)).map(({ where, section }) => `${where}: spec ${section}`)).toEqual([]);
  });

  it('is not looked for outside the repository', () => {
    const files = filesMatching('{src,tests,deploy,bench,tools,docs}/**/*.{ts,tsx,mts,mjs,md,sh}').concat('README.md');
    const outside = files.filter((file) => /\.\.\/shared\/|SPEC\.md|DESIGN\.md/.test(readFileSync(path.join(ROOT, file), 'utf8')));
    expect(outside.filter((file) => file !== 'src/specification.test.ts')).toEqual([]);
  });
});
