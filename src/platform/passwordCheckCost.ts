import { pbkdf2, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

const pbkdf2Async = promisify(pbkdf2);
const DUMMY_SALT = randomBytes(32).toString('hex');

/**
 * The work a password check costs, for an address no account has and for a sign-in refused by
 * the lock: as Payload hashes passwords (generatePasswordSaltHash, PBKDF2-SHA256, 600,000 rounds,
 * 32 bytes; its own constants, not configurable). Without it, a failed sign-in for an unknown
 * address came back in a tenth of the time, telling anyone which addresses have accounts.
 * Canary: passwordCheckCost.canary.test.ts.
 */
export async function hashLikeAPasswordCheck(password: string): Promise<void> {
  await pbkdf2Async(password, DUMMY_SALT, 600_000, 32, 'sha256');
}
