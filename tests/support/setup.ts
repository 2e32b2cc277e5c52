import { afterEach } from 'vitest';

// The DOM's matchers and cleanup, for the tests that run in jsdom only: importing Testing Library
// costs a test without a DOM more than its own run.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
  });
  // findBy… and waitFor wait for what a user would see, not for a time: Testing Library's 1 s
  // was too short for a form's answer while the static checks fill both cores.
  configure({ asyncUtilTimeout: 5_000 });
  // Components run in a VM context (vitest.config.ts), whose globals are jsdom's: what a browser
  // has and jsdom does not comes from Node, as it does in a worker of its own.
  if (typeof globalThis.ReadableStream === 'undefined') {
    const { ReadableStream, TransformStream, WritableStream } = await import('node:stream/web');
    Object.assign(globalThis, { ReadableStream, TransformStream, WritableStream });
  }
  if (typeof performance.getEntriesByType !== 'function') performance.getEntriesByType = () => [];
}
