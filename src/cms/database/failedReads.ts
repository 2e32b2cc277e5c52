import v8 from 'node:v8';
import vm from 'node:vm';

let gcFunction: (() => void) | null | undefined;

/** The engine's garbage collection (hidden unless asked for), asked for only once a read failed. */
function collectGarbage(): void {
  if (gcFunction === undefined) {
    try {
      v8.setFlagsFromString('--expose-gc');
      const gc: unknown = vm.runInNewContext('gc');
      gcFunction = typeof gc === 'function' ? () => gc() : null;
    } catch {
      gcFunction = null;
    }
  }
  gcFunction?.();
}

/** Quiet time after the last failed read before its statements are released. */
const RELEASE_AFTER_MS = 100;
let failedReads = false;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * A read that failed with SQLITE_BUSY is left in progress by libsql as well (see
 * src/platform/libsqlControlStatements.ts), keeping the reading connection's lock: every COMMIT, ours and
 * other processes', fails until the garbage collector finalises it. A read cannot be run by
 * exec, so once reads stop failing, and before the next write, the garbage is collected.
 */
export function noteFailedRead(error: unknown): void {
  // Until its stack is written out, an error holds the frames it was thrown in, and with them
  // the statement (the receiver of libsql's Statement.all).
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) void cause.stack;
  failedReads = true;
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(() => void releaseFailedReads(), RELEASE_AFTER_MS);
  releaseTimer.unref();
}

export async function releaseFailedReads(): Promise<void> {
  if (!failedReads) return;
  failedReads = false;
  clearTimeout(releaseTimer);
  collectGarbage();
  // Finalisers run after the collection, on a later turn of the event loop.
  await new Promise((resolve) => setTimeout(resolve, 10));
}
