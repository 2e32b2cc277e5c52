import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: 43 characters of base64url. */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new secret for a link in a mail. Only its hash is stored; the mail is its only copy. */
export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Whether a value can be a token at all: anything else is answered like an unknown token. */
export function isWellFormedToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

/** What is stored and looked up: SHA-256 (the token is random, so no salt or slow hash is needed). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Compares a stored hash with the hash of a presented token in constant time. */
export function hashMatches(storedHash: string, token: string): boolean {
  const stored = Buffer.from(storedHash, 'hex');
  const presented = Buffer.from(hashToken(token), 'hex');
  return stored.length === presented.length && timingSafeEqual(stored, presented);
}
