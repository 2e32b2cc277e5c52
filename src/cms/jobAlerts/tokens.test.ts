import { describe, expect, it } from 'vitest';

import { maskEmail } from './mask';
import { hashMatches, hashToken, isWellFormedToken, newToken } from './tokens';

describe('job-alert tokens', () => {
  it('carry 256 random bits as 43 URL-safe characters, never the same twice', () => {
    const tokens = new Set(Array.from({ length: 200 }, newToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(isWellFormedToken(token)).toBe(true);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('are stored as a SHA-256 hash that matches only the token itself', () => {
    const token = newToken();
    const hash = hashToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(hashMatches(hash, token)).toBe(true);
    expect(hashMatches(hash, newToken())).toBe(false);
    expect(hashMatches('abcd', token)).toBe(false);
  });

  it.each(['', 'abc', `${'A'.repeat(42)}=`, `${'A'.repeat(44)}`, `${'A'.repeat(42)}/`, '../../etc/passwd'])('rejects the malformed token %j', (value) => {
    expect(isWellFormedToken(value)).toBe(false);
  });
});

describe('maskEmail', () => {
  it.each([
    ['max.muster@example.at', 'm***@e***.at'],
    ['a@b.co.at', 'a***@b***.at'],
    ['anna@localhost', 'a***@l***'],
    ['broken', '***'],
  ])('shows %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
