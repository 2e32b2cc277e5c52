/** The CMS could not be reached or answered with a server error: nothing trustworthy to render. */
export class CmsUnavailableError extends Error {
  override readonly name = 'CmsUnavailableError';
  readonly status = 503;

  constructor(operation: string, options?: { cause?: unknown }) {
    super(`The CMS did not answer the ${operation} query`, options);
  }
}
