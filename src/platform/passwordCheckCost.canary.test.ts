import { pbkdf2Sync } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { importInstalled, versionOf } from './canary';

type PasswordHash = { hash: string; salt: string };

describe(`canary: password hashing in Payload ${versionOf('payload')} (src/platform/passwordCheckCost.ts)`, () => {
  it('costs what hashLikeAPasswordCheck spends: PBKDF2-SHA256, 600,000 rounds, 32 bytes, on a 32-byte hex salt', async () => {
    const { generatePasswordSaltHash } = await importInstalled<{
      generatePasswordSaltHash: (args: { isPasswordAuthenticated: boolean; password: string }) => Promise<PasswordHash>;
    }>('payload/dist/auth/strategies/local/generatePasswordSaltHash.js');
    const { hash, salt } = await generatePasswordSaltHash({ isPasswordAuthenticated: true, password: 'Kanarienvogel' });
    expect(salt, 'Payload’s salt is no longer 32 random bytes in hex').toMatch(/^[0-9a-f]{64}$/);
    expect(
      hash.replace(/^pbkdf2-sha256-v1:/, ''),
      'Payload hashes passwords differently now: make hashLikeAPasswordCheck (src/platform/passwordCheckCost.ts) cost the same, or a failed sign-in ' +
        'for an address without an account answers sooner than one for an account, and tells which addresses have accounts.',
    ).toBe(pbkdf2Sync('Kanarienvogel', salt, 600_000, 32, 'sha256').toString('hex'));
  }, 30_000);
});
