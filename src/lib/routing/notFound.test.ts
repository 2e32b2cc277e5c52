import { describe, expect, it } from 'vitest';

import { notFoundMessage } from './notFound';

describe('notFoundMessage', () => {
  it('reports a well-formed path with nothing behind it as "Page not found"', () => {
    expect(notFoundMessage('/reisen/gibt-es-nicht')).toBe('Page not found: /reisen/gibt-es-nicht');
    expect(notFoundMessage('/verkehr/foo-1234', '?a=1')).toBe('Page not found: /verkehr/foo-1234');
  });

  it('reports a path failing the grammar as fatal "Page Not Found" with its query', () => {
    expect(notFoundMessage('/Reisen', '?seite=2')).toBe('Page Not Found: /Reisen?seite=2');
  });

  it('applies the validation of /article/{id} and /channel/{slug}', () => {
    expect(notFoundMessage('/article/1234')).toBe('Page Not Found: /article/1234');
    expect(notFoundMessage('/article/12345')).toBe('Page not found: /article/12345');
    expect(notFoundMessage('/channel/Reisen')).toBe('Page Not Found: /channel/Reisen');
    expect(notFoundMessage('/channel/reisen')).toBe('Page not found: /channel/reisen');
  });
});
