import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import { describe, expect, it } from 'vitest';

import { ROOT, installed, versionOf } from './canary';

const run = promisify(execFile);

/**
 * Renders a page with React's server renderer as Next ships it (next/dist/compiled: its React
 * canary and react-server-dom-turbopack, which the app's server bundles are built from), each
 * render inside an AsyncLocalStorage store holding 1 MB, as Next's request store holds the
 * render. The page keeps React's `cacheSignal()`, as anything that still references it would.
 * Prints how many of the finished renders' stores the garbage collector could free.
 */
const CHILD = `
const Module = require('node:module');
const { AsyncLocalStorage } = require('node:async_hooks');
const { PassThrough } = require('node:stream');
const compiled = ${JSON.stringify(installed('next/dist/compiled'))};
const react = compiled + '/react/react.react-server.js';
const reactDom = compiled + '/react-dom/react-dom.react-server.js';
const aliases = { react, 'react-dom': reactDom, 'next/dist/compiled/react': react, 'next/dist/compiled/react-dom': reactDom };
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) { return aliases[request] ?? resolve.call(this, request, ...rest); };
if (process.env.CANARY_WORKAROUND) {
  require(${JSON.stringify(installed('tsx/dist/cjs/api/index.cjs'))}).register();
  require(${JSON.stringify(path.join(ROOT, 'src/platform/releaseAbortStacks.ts'))}).releaseAbortStacks();
}
const React = require(react);
const { renderToPipeableStream } = require(compiled + '/react-server-dom-turbopack/cjs/react-server-dom-turbopack-server.node.production.js');
const storage = new AsyncLocalStorage();
async function render() {
  let signal = null;
  const Page = () => { signal = React.cacheSignal(); return React.createElement('p', null, 'Reisen'); };
  const store = { page: new Uint8Array(1024 * 1024) };
  const freed = new WeakRef(store);
  await new Promise((done) => storage.run(store, () => {
    const out = new PassThrough();
    out.resume();
    out.on('end', done);
    renderToPipeableStream(React.createElement(Page), {}, {}).pipe(out);
  }));
  return { signal, freed };
}
(async () => {
  const renders = [];
  for (let i = 0; i < 4; i++) renders.push(await render());
  for (let i = 0; i < 5; i++) { await new Promise((r) => setTimeout(r, 10)); gc(); }
  const reasons = renders.map(({ signal }) => signal && signal.aborted && signal.reason instanceof Error ? signal.reason.message : String(signal && signal.reason));
  console.log(JSON.stringify({ freed: renders.filter(({ freed }) => freed.deref() === undefined).length, of: renders.length, reasons }));
})();
`;

async function finishedRenders(workaround: boolean): Promise<{ freed: number; of: number; reasons: string[] }> {
  const { stdout } = await run(process.execPath, ['--expose-gc', '-e', CHILD], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', ...(workaround ? { CANARY_WORKAROUND: '1' } : {}) },
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { freed: number; of: number; reasons: string[] };
}

describe(`canary: React's abort of finished renders, as Next ${versionOf('next')} ships React (src/platform/releaseAbortStacks.ts)`, () => {
  it('React aborts each finished render’s cacheSignal with an Error', async () => {
    const { reasons } = await finishedRenders(false);
    for (const reason of reasons) expect(reason, 'React no longer aborts cacheSignal() with an Error when a render completes').toMatch(/render completed successfully/);
  }, 30_000);

  it('that Error keeps the finished render’s store alive while its signal is referenced (the leak is still there) …', async () => {
    const { freed, of } = await finishedRenders(false);
    expect(
      freed,
      `${freed} of ${of} finished renders were freed without the workaround: React no longer keeps the render alive through its abort reason ` +
        '(react/react#37288 fixed, #37289 shipped?). Check a 404 flood’s memory without src/platform/releaseAbortStacks.ts; if it stays flat, remove it ' +
        'and its call in src/lib/server/registerNode.ts.',
    ).toBe(0);
  }, 30_000);

  it('… and reading its stack, as the workaround does, frees them', async () => {
    const { freed, of } = await finishedRenders(true);
    // The first render may stay reachable from React's module state; the later ones must go.
    expect(freed, `only ${freed} of ${of} finished renders were freed with src/platform/releaseAbortStacks.ts: it no longer breaks the chain`).toBeGreaterThanOrEqual(of - 1);
  }, 30_000);
});
