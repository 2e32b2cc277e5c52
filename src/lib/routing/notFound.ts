import { isValidArticleId, isValidSlug, parsePath } from './paths';

/** Routes that validate their own parameter (spec 5); failing it is fatal, like a bad path. */
const VALIDATED_ROUTES: [RegExp, (param: string) => boolean][] = [
  [/^\/article\/([^/]*)\/?$/, isValidArticleId],
  [/^\/channel\/([^/]*)\/?$/, isValidSlug],
];

export function isFatalNotFound(path: string): boolean {
  for (const [pattern, isValid] of VALIDATED_ROUTES) {
    const param = pattern.exec(path)?.[1];
    if (param !== undefined) return !isValid(param);
  }
  return parsePath(path).kind === 'invalid';
}

/**
 * Spec 8: a path that fails validation is a fatal 404 ("Page Not Found: {fullPath}", with
 * query); a well-formed path with nothing behind it is "Page not found: {path}".
 */
export function notFoundMessage(path: string, search = ''): string {
  return isFatalNotFound(path) ? `Page Not Found: ${path}${search}` : `Page not found: ${path}`;
}
