import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * One step of the server pipeline (src/lib/server/pipeline.ts): it reads or rewrites the request,
 * wraps the response's own methods, and calls `next` to hand the request on, at once or later
 * (a held body), or answers it itself and never calls `next`.
 */
export type RequestStep = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** What answers a request: Next's own handler, or the pipeline in front of it. */
export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => unknown;
