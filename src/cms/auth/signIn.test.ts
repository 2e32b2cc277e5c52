import type { PayloadRequest } from 'payload';
import { describe, expect, it, vi } from 'vitest';

import { Users } from '../collections/Users';
import { addressKey, deviceCookie } from './deviceCookie';
import { KNOWN_DEVICE_LIMIT, SIGN_IN_RATE_LIMIT, UNKNOWN_DEVICE_LOCK, liftUnknownDeviceLock, limitSignIns, rememberSignedInDevice } from './signIn';

// What a refused sign-in spends is counted here, not spent: it is 0.3 s of PBKDF2 each, 7 s for this
// file (passwordCheckCost.canary.test.ts checks that it costs what Payload's check costs).
const passwordChecksSpent = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/platform/passwordCheckCost', () => ({
  hashLikeAPasswordCheck: async () => {
    passwordChecksSpent.count += 1;
  },
}));

type Hook = (args: Record<string, unknown>) => Promise<unknown>;
const SECRET = 'test-secret';
let accounts = 0;
const newAccount = () => `konto-${(accounts += 1)}-${Date.now()}@mobilclub.example`;

/** A request as Payload hands it to the hooks: from a client, with its cookies; `known` says which addresses have accounts. */
function request(client: string, cookie = '', known: string[] = []) {
  const headers = new Headers({ 'x-forwarded-for': client, ...(cookie ? { cookie } : {}) });
  const findOne = vi.fn(async ({ where }: { where: { email: { equals: string } } }) => (known.includes(where.email.equals) ? { id: 1 } : null));
  return { payloadAPI: 'REST', headers, context: {}, t: (key: string) => key, payload: { db: { findOne }, secret: SECRET } } as unknown as PayloadRequest;
}

/** Our hook before a sign-in: 'through' (Payload then checks the password), or the status it answers with. */
async function attempt(req: PayloadRequest, email: string, password = 'falsch-aber-lang'): Promise<'through' | number> {
  try {
    await (limitSignIns as unknown as Hook)({ operation: 'login', args: { data: { email, password } }, req });
    return 'through';
  } catch (error) {
    return (error as { status: number }).status;
  }
}

/** The Set-Cookie a successful sign-in of the request answers with, as a Cookie header. */
async function succeed(req: PayloadRequest, email: string): Promise<string> {
  await (rememberSignedInDevice as unknown as Hook)({ req, user: { email } });
  return (req.responseHeaders?.get('set-cookie') ?? '').split(';')[0] ?? '';
}

describe('signing in', () => {
  it('is refused to one client after its limit (429), and a success does not count', async () => {
    const email = newAccount();
    const office = request('203.0.113.7', '', [email]);
    expect(await attempt(office, email)).toBe('through');
    await succeed(office, email);
    const outcomes = [];
    for (let i = 0; i < SIGN_IN_RATE_LIMIT.limit + 1; i += 1) outcomes.push(await attempt(request('203.0.113.7', '', [email]), email));
    expect(outcomes).toEqual([...Array<string>(SIGN_IN_RATE_LIMIT.limit).fill('through'), 429]);
  });

  it('counts an IPv6 client by its /64: another address of the same network is the same client', async () => {
    const email = newAccount();
    for (let i = 0; i < SIGN_IN_RATE_LIMIT.limit; i += 1) await attempt(request(`2001:db8:77:1::${i + 1}`, '', [email]), email);
    expect(await attempt(request('2001:db8:77:1:ffff::9', '', [email]), email)).toBe(429);
    expect(await attempt(request('2001:db8:77:2::1', '', [email]), email)).toBe('through');
  });

  it('from unknown browsers stops after the account’s limit, answering as a wrong password does, known address or not', async () => {
    const known = newAccount();
    const unknown = newAccount();
    const clients = Math.ceil(UNKNOWN_DEVICE_LOCK.limit / SIGN_IN_RATE_LIMIT.limit) + 1;
    const outcomes: Record<string, (string | number)[]> = { [known]: [], [unknown]: [] };
    const spentBefore = passwordChecksSpent.count;
    for (const [flood, email] of [known, unknown].entries()) {
      for (let client = 0; client < clients; client += 1) {
        for (let i = 0; i < SIGN_IN_RATE_LIMIT.limit; i += 1) outcomes[email]?.push(await attempt(request(`198.51.${flood}.${client}`, '', [known]), email));
      }
    }
    const expected = [...Array<string>(UNKNOWN_DEVICE_LOCK.limit).fill('through'), ...Array<number>(clients * SIGN_IN_RATE_LIMIT.limit - UNKNOWN_DEVICE_LOCK.limit).fill(401)];
    expect(outcomes[known]).toEqual(expected);
    expect(outcomes[unknown]).toEqual(expected);
    // A refusal costs what a password check costs, and so does every attempt at an address without an account.
    expect(passwordChecksSpent.count - spentBefore).toBe(2 * (clients * SIGN_IN_RATE_LIMIT.limit - UNKNOWN_DEVICE_LOCK.limit) + UNKNOWN_DEVICE_LOCK.limit);
    // Even the right password, from a browser the account has not signed in from.
    expect(await attempt(request('192.0.2.200', '', [known]), known, 'das-richtige-passwort')).toBe(401);
  }, 30_000);

  it('from a browser that signed in before goes on during such a flood; a forged or another account’s cookie does not', async () => {
    const email = newAccount();
    const other = newAccount();
    const browser = await succeed(request('192.0.2.10', '', [email]), email);
    expect(browser).toMatch(/^mc-device-[0-9a-f]{16}=[\w-]+\.[\w-]+$/);
    for (let client = 0; client < 4; client += 1) {
      for (let i = 0; i < SIGN_IN_RATE_LIMIT.limit; i += 1) await attempt(request(`198.18.${accounts}.${client}`, '', [email]), email);
    }
    expect(await attempt(request('192.0.2.11', '', [email]), email, 'das-richtige-passwort')).toBe(401);
    // The flood's own client too: the known browser is not counted per client.
    expect(await attempt(request(`198.18.${accounts}.0`, browser, [email]), email, 'das-richtige-passwort')).toBe('through');

    const forged = browser.replace(/\.[\w-]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(await attempt(request('192.0.2.12', forged, [email]), email)).toBe(401);
    const elsewhere = await succeed(request('192.0.2.13', '', [other]), other);
    expect(await attempt(request('192.0.2.14', elsewhere.replace(/^mc-device-[0-9a-f]+/, browser.slice(0, browser.indexOf('='))), [email]), email)).toBe(401);
  }, 30_000);

  it('from a known browser is limited on its own: past its limit it counts as unknown', async () => {
    const email = newAccount();
    const cookie = await succeed(request('192.0.2.20', '', [email]), email);
    const outcomes = [];
    for (let i = 0; i < KNOWN_DEVICE_LIMIT.limit + SIGN_IN_RATE_LIMIT.limit + 1; i += 1) outcomes.push(await attempt(request('192.0.2.21', cookie, [email]), email));
    expect(outcomes).toEqual([...Array<string>(KNOWN_DEVICE_LIMIT.limit + SIGN_IN_RATE_LIMIT.limit).fill('through'), 429]);
  });

  it('sets a device cookie only for the sign-in path, HttpOnly and SameSite=Strict, Secure over https', () => {
    const plain = deviceCookie(addressKey('a@b.at'), SECRET, false);
    expect(plain).toMatch(/; Path=\/api\/users\/login; Max-Age=31536000; HttpOnly; SameSite=Strict$/);
    expect(deviceCookie(addressKey('a@b.at'), SECRET, true)).toMatch(/; Secure$/);
  });

  it('lets an admin’s unlock lift the lock on unknown browsers', async () => {
    const email = newAccount();
    for (let client = 0; client < 4; client += 1) {
      for (let i = 0; i < SIGN_IN_RATE_LIMIT.limit; i += 1) await attempt(request(`198.19.${accounts}.${client}`, '', [email]), email);
    }
    expect(await attempt(request('192.0.2.30', '', [email]), email)).toBe(401);
    await (liftUnknownDeviceLock as unknown as Hook)({ operation: 'unlock', args: { data: { email } }, result: true });
    expect(await attempt(request('192.0.2.31', '', [email]), email)).toBe('through');
  }, 30_000);

  it('is not locked by Payload itself (its lock would keep out every browser)', () => {
    expect(typeof Users.auth === 'object' && Users.auth.maxLoginAttempts).toBe(0);
  });
});
