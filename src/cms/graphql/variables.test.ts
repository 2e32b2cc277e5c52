import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';

import manifest from '@/gql/persisted-documents.json';

import { VISITOR_VARIABLE_LIMITS, openVariables, visitorVariablesProblem } from './variables';

const root = process.cwd();
const schema = buildSchema(readFileSync(path.join(root, 'schemas/cms.graphql'), 'utf8'));

describe('registered documents take only scalars', () => {
  it('holds for every document the site registers', () => {
    expect(Object.values(manifest as Record<string, string>).flatMap((text) => openVariables(parse(text), schema))).toEqual([]);
  });

  it('finds a filter, a sort object or JSON taken from the caller', () => {
    const document = parse(`
      query Flood($where: Channel_where!, $ids: [JSON]!, $path: String!, $states: [String!]!) {
        Channels(where: $where, limit: 1) { docs { id } }
        Articles(where: { channel: { in: $ids }, title: { equals: $path } }, limit: 1) { docs { id } }
      }`);
    expect(openVariables(document, schema)).toEqual(['Flood.$where: Channel_where', 'Flood.$ids: JSON']);
  });

  it('fails the codegen step on a document with a *_where variable', () => {
    // The check as `npm run codegen` runs it, on a copy of the manifest with one such document more.
    const dir = mkdtempSync(path.join(tmpdir(), 'check-documents-'));
    mkdirSync(path.join(dir, 'schemas'));
    mkdirSync(path.join(dir, 'src/gql'), { recursive: true });
    cpSync(path.join(root, 'schemas/cms.graphql'), path.join(dir, 'schemas/cms.graphql'));
    const flooded = { ...(manifest as Record<string, string>), 'sha256:flood': 'query ResolvePath($channelWhere: Channel_where!) { Channels(where: $channelWhere, limit: 1) { docs { id } } }' };
    writeFileSync(path.join(dir, 'src/gql/persisted-documents.json'), JSON.stringify(flooded));
    const run = () => execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'src/cms/bin/checkDocuments.ts')], { cwd: dir, stdio: 'pipe' });
    expect(run).toThrow(/ResolvePath\.\$channelWhere: Channel_where/);
  });
});

describe("a visitor's variables", () => {
  it('may be scalars and short lists of scalars, as the site sends them', () => {
    expect(visitorVariablesProblem({ path: '/verkehr', slug: 'verkehr', articleId: 0, isArticle: false })).toBeNull();
    expect(visitorVariablesProblem({ email: 'a@b.at', states: ['tirol', 'wien'], fields: [], consent: true })).toBeNull();
  });

  it('may not be objects, long lists or many values: a filter of 34,000 conditions is refused before it is parsed into a query', () => {
    const flood = { or: Array.from({ length: 34_000 }, (_, i) => ({ slug: { equals: `x${i}` } })) };
    expect(visitorVariablesProblem({ channelWhere: flood })).toBe('Die Variable „channelWhere“ darf nur einfache Werte enthalten.');
    expect(visitorVariablesProblem({ states: [{ or: [] }] })).toBe('Die Variable „states“ darf nur einfache Werte enthalten.');
    expect(visitorVariablesProblem({ states: Array.from({ length: VISITOR_VARIABLE_LIMITS.maxListLength + 1 }, () => 'wien') })).toMatch(/zu viele Einträge/);
    const many = Object.fromEntries(Array.from({ length: VISITOR_VARIABLE_LIMITS.maxValues + 1 }, (_, i) => [`v${i}`, i]));
    expect(visitorVariablesProblem(many)).toMatch(/^Zu viele Werte/);
    expect(visitorVariablesProblem({ path: `/${'x'.repeat(100_000)}` })).toBe('Die Variable „path“ ist zu lang (höchstens 8192 Zeichen).');
  });
});
