// @vitest-environment node
import type { PayloadRequest } from 'payload';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Users } from '../collections/Users';
import { SIGN_IN_RATE_LIMIT, limitSignIns, refundSuccessfulSignIn } from './signIn';

type Hook = (args: Record<string, unknown>) => Promise<unknown>;
const LOCK_AT = Users.auth && typeof Users.auth === 'object' ? (Users.auth.maxLoginAttempts ?? 0) : 0;

/** One account as Payload keeps it, and a request of one client; Payload's own counting mimicked. */
function setUp(client: string) {
  const account = { id: 1, email: 'redaktion@mobilclub.example', loginAttempts: 0, lockUntil: null as string | null };
  const db = {
    findOne: vi.fn(async () => ({ ...account })),
    updateOne: vi.fn(async ({ data }: { data: { loginAttempts: number } }) => {
      account.loginAttempts = data.loginAttempts;
      return account;
    }),
  };
  const req = { payloadAPI: 'REST', headers: new Headers({ 'x-forwarded-for': client }), payload: { db } } as unknown as PayloadRequest;
  /** A wrong password: our hook first, then Payload counts the failure (and locks at maxLoginAttempts). */
  const failedSignIn = async (): Promise<'refused' | 'counted'> => {
    try {
      await (limitSignIns as unknown as Hook)({ operation: 'login', args: { data: { email: account.email, password: 'falsch-falsch-falsch' } }, req });
    } catch (error) {
      if ((error as { status?: number }).status === 429) return 'refused';
      throw error;
    }
    account.loginAttempts += 1;
    if (account.loginAttempts >= LOCK_AT) account.lockUntil = new Date(Date.now() + 15 * 60_000).toISOString();
    return 'counted';
  };
  return { account, req, failedSignIn };
}

afterEach(() => vi.useRealTimers());

describe('failed sign-ins', () => {
  it('one client failing as often as its limit lets it, for hours, never locks the account', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T08:00:00Z') });
    expect(LOCK_AT).toBeGreaterThan(2 * SIGN_IN_RATE_LIMIT.limit);
    const { account, failedSignIn } = setUp('203.0.113.7');
    const outcomes: string[] = [];
    for (let minute = 0; minute < 6 * 60; minute += 1) {
      // Bursts at the end and the start of its windows: the most one client can do.
      for (let attempt = 0; attempt < 12; attempt += 1) outcomes.push(await failedSignIn());
      vi.advanceTimersByTime(60_000);
    }
    expect(outcomes.filter((outcome) => outcome === 'refused').length).toBeGreaterThan(0);
    expect(account.lockUntil).toBeNull();
    expect(account.loginAttempts).toBeLessThan(LOCK_AT);
  });

  it('several clients together still lock it', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T08:00:00Z') });
    const clients = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'].map(setUp);
    // One account, shared: each client's failures count on the same record.
    const shared = clients[0]?.account;
    if (!shared) throw new Error('no account');
    for (const client of clients) Object.assign(client.account, shared);
    let locked = false;
    for (let round = 0; round < SIGN_IN_RATE_LIMIT.limit && !locked; round += 1) {
      for (const client of clients) {
        client.account.loginAttempts = shared.loginAttempts;
        await client.failedSignIn();
        shared.loginAttempts = client.account.loginAttempts;
        locked ||= client.account.lockUntil !== null;
      }
    }
    expect(locked).toBe(true);
  });

  it('a success is given back to its client', async () => {
    const { req, failedSignIn } = setUp('203.0.113.8');
    for (let attempt = 0; attempt < SIGN_IN_RATE_LIMIT.limit - 1; attempt += 1) await failedSignIn();
    await (refundSuccessfulSignIn as unknown as Hook)({ req });
    // Nine failures, one success given back: eight counted, two more to the limit of ten.
    expect([await failedSignIn(), await failedSignIn(), await failedSignIn()]).toEqual(['counted', 'counted', 'refused']);
  });
});
