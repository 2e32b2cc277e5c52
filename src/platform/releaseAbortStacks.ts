const PATCHED = Symbol.for('mobilclub.releaseAbortStacks');

type Patchable = typeof AbortController.prototype & { [PATCHED]?: true };

/**
 * React aborts every render's `cacheSignal` with an Error created inside a `setImmediate`
 * callback. Until its `stack` is read, V8 keeps the stack as frames that hold their receivers —
 * here the Immediate, which holds the render's AsyncLocalStorage store and, through Node's
 * never-cleared `_idleNext` links, the Immediates of other renders queued with it. Under
 * concurrent load that chains each finished render to the next, and none is ever collected:
 * about 0.2 MB per request, measured on a 404 flood (react/react#37288, vercel/next.js#84648).
 * Reading `stack` once turns the frames into a string and breaks the chain; it costs
 * microseconds per abort. Remove this once React stops capturing that stack (react/react#37289).
 * Canary: releaseAbortStacks.canary.test.ts renders with the React Next ships and fails once the
 * finished renders are freed without this.
 */
export function releaseAbortStacks(): void {
  const prototype: Patchable = AbortController.prototype;
  if (prototype[PATCHED]) return;
  const abort = prototype.abort;
  prototype.abort = function abortReleasingStack(this: AbortController, reason?: unknown): void {
    if (reason instanceof Error) void reason.stack;
    abort.call(this, reason);
  };
  prototype[PATCHED] = true;
}
