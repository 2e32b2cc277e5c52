import type * as careerRequests from './careerRequests';
import { type Failure, unreachedFailure } from './failures';

export type CareerRequests = typeof careerRequests;

/**
 * The career forms' Apollo code, fetched on first use (forms call this on focus, so it is
 * usually there by the time they send). If it cannot be fetched, the visitor gets the message
 * of a request that did not reach the CMS.
 */
export async function loadCareerRequests(): Promise<{ ok: true; requests: CareerRequests } | { ok: false; failure: Failure }> {
  try {
    return { ok: true, requests: await import('./careerRequests') };
  } catch {
    return { ok: false, failure: unreachedFailure() };
  }
}
