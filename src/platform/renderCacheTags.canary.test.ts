import type { AsyncLocalStorage } from 'node:async_hooks';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { installed, requireInstalled, versionOf } from './canary';

const STORE_TYPES_FILE = 'next/dist/server/app-render/work-unit-async-storage.external.d.ts';

/** The `type` of every member of Next's `WorkUnitStore` union, read from its declarations. */
function workUnitStoreTypes(): string[] {
  const file = installed(STORE_TYPES_FILE);
  const program = ts.createProgram([file], { noEmit: true, skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const alias = source?.statements.find((node): node is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(node) && node.name.text === 'WorkUnitStore');
  if (!alias) throw new Error(`${STORE_TYPES_FILE} no longer declares WorkUnitStore: find where Next keeps the render's store now.`);
  const union = checker.getTypeAtLocation(alias);
  const members = union.isUnion() ? union.types : [union];
  return members.map((member) => {
    const property = member.getProperty('type');
    const literal = property && checker.getTypeOfSymbol(property);
    if (!literal?.isStringLiteral()) throw new Error(`A WorkUnitStore member without a literal \`type\`: ${checker.typeToString(member)}`);
    return literal.value;
  });
}

type Store = { type: string; tags: string[] | null };
type Storage = AsyncLocalStorage<unknown>;
type PatchedFetch = (input: string, init: { next: { tags: string[] } }) => Promise<Response>;

// As the server does first: Next's stores need the global AsyncLocalStorage.
requireInstalled('next/dist/server/node-environment-baseline.js');
const { tagRender } = await import('./renderCacheTags');
const { workUnitAsyncStorage } = requireInstalled<{ workUnitAsyncStorage: Storage }>('next/dist/server/app-render/work-unit-async-storage.external.js');
const { workAsyncStorage } = requireInstalled<{ workAsyncStorage: Storage }>('next/dist/server/app-render/work-async-storage.external.js');
const { createPatchedFetcher } = requireInstalled<{
  createPatchedFetcher: (origin: typeof fetch, storages: { workAsyncStorage: Storage; workUnitAsyncStorage: Storage }) => PatchedFetch;
}>('next/dist/server/lib/patch-fetch.js');

/** A minimal page render's work store: enough for Next's fetch to reach its tags. */
const workStore = { route: '/canary', page: '/canary', isDraftMode: false, isStaticGeneration: true, fetchCache: undefined, fetchMetrics: [] };

/** Whether Next's own `fetch(…, { next: { tags } })` tags a store of this type. */
function nextFetchTags(type: string): boolean {
  // Next's switches end in `default: return store` for a type they do not know (an exhaustiveness
  // check), so a store of a new type may be taken for the render's cache signal: it answers as one.
  const store: Store & { beginRead(): void; endRead(): void } = { type, tags: null, beginRead: () => undefined, endRead: () => undefined };
  const fetcher = createPatchedFetcher(async () => new Response('{}'), { workAsyncStorage, workUnitAsyncStorage });
  // The tags are collected before the fetch's first await; what follows needs a real render.
  workAsyncStorage.run(workStore, () => workUnitAsyncStorage.run(store, () => void fetcher('http://canary.invalid/', { next: { tags: ['canary'] } }).catch(() => undefined)));
  return store.tags?.includes('canary') ?? false;
}

/** Whether tagRender tags a store of this type. */
function tagRenderTags(type: string): boolean {
  const store: Store = { type, tags: null };
  workUnitAsyncStorage.run(store, () => tagRender(['canary']));
  return store.tags?.includes('canary') ?? false;
}

describe(`canary: the render's store in Next ${versionOf('next')} (src/platform/renderCacheTags.ts)`, () => {
  it('tagRender tags exactly the store types Next’s fetch tags, for every store type Next has', () => {
    const types = workUnitStoreTypes();
    // Next 16.4: request, prerender(-client, -runtime, -legacy), validation-client, cache,
    // private-cache, unstable-cache, build-time-generator.
    expect(types.length).toBeGreaterThan(5);
    const byNext = types.filter(nextFetchTags).sort();
    const byUs = types.filter(tagRenderTags).sort();
    expect(
      byUs,
      `Next's fetch tags the stores [${byNext.join(', ')}], tagRender [${byUs.join(', ')}] (store types: ${types.join(', ')}). ` +
        'Make the switch in src/platform/renderCacheTags.ts list exactly the types next/dist/server/lib/patch-fetch.js collects tags for.',
    ).toEqual(byNext);
    expect(byNext, 'Next tags no store through fetch any more: pages cached by Next carry no tags this way').not.toEqual([]);
  });
});
