import { AsyncLocalStorage } from 'node:async_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

import { describe, expect, it } from 'vitest';

import { releaseAbortStacks } from './releaseAbortStacks';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const renderStorage = new AsyncLocalStorage<{ page: Uint8Array }>();

/** What React does at the end of a render: abort the render's controller from an Immediate. */
function finishRender(): Promise<{ controller: AbortController; store: WeakRef<object> }> {
  const store = { page: new Uint8Array(1024 * 1024) };
  const controller = new AbortController();
  return new Promise((resolve) => {
    renderStorage.run(store, () => {
      setImmediate(function completeRender() {
        controller.abort(new Error('This render completed successfully.'));
        resolve({ controller, store: new WeakRef(store) });
      });
    });
  });
}

async function isCollected(ref: WeakRef<object>): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt++) {
    // A WeakRef's target survives until the current job ends: let it end before each GC.
    await new Promise((resolve) => setTimeout(resolve, 10));
    collectGarbage();
    if (ref.deref() === undefined) return true;
  }
  return false;
}

describe('releaseAbortStacks', () => {
  it('lets a finished render be collected while its aborted signal is still referenced', async () => {
    releaseAbortStacks();
    const { controller, store } = await finishRender();

    expect(await isCollected(store)).toBe(true);
    // The reason keeps its message and a readable stack.
    expect(controller.signal.reason).toBeInstanceOf(Error);
    expect(String((controller.signal.reason as Error).stack)).toContain('completeRender');
  });

  it('still aborts with the given reason, or the default one', () => {
    releaseAbortStacks();
    const withReason = new AbortController();
    const reason = new Error('weg');
    withReason.abort(reason);
    expect(withReason.signal.aborted).toBe(true);
    expect(withReason.signal.reason).toBe(reason);

    const withoutReason = new AbortController();
    withoutReason.abort();
    expect((withoutReason.signal.reason as DOMException).name).toBe('AbortError');
  });
});
