/**
 * What a page's error screen learns of a CMS outage: Next keeps an error's own `digest` (it
 * hashes everything else), the one thing of a server error that reaches the browser.
 */
export const CMS_UNAVAILABLE_DIGEST = 'CMS_UNAVAILABLE';

/** The CMS could not be reached or answered with a server error: nothing trustworthy to render. */
export class CmsUnavailableError extends Error {
  override readonly name = 'CmsUnavailableError';
  readonly status = 503;
  readonly digest = CMS_UNAVAILABLE_DIGEST;

  constructor(operation: string, options?: { cause?: unknown }) {
    super(`The CMS did not answer the ${operation} query`, options);
  }
}
