import { WORKER_ACCOUNTS } from './fixtures';

/**
 * Before the workers start: the other workers' accounts on the main e2e server (fixtures.ts,
 * WORKER_ACCOUNTS), made by the seeded admin while nothing else signs in.
 */
export default async function globalSetup(): Promise<void> {
  const origin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;
  const [seeded, ...others] = WORKER_ACCOUNTS;
  const login = await fetch(`${origin}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(seeded.admin) });
  if (!login.ok) throw new Error(`globalSetup: the seeded admin cannot sign in (${login.status} ${await login.text()})`);
  const { token } = (await login.json()) as { token: string };
  for (const [index, accounts] of others.entries()) {
    for (const [role, account] of Object.entries(accounts)) {
      const created = await fetch(`${origin}/api/users`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
        body: JSON.stringify({ ...account, name: `${role === 'admin' ? 'Demo Administration' : 'Demo Redaktion'} ${index + 2}`, roles: [role] }),
      });
      if (!created.ok) throw new Error(`globalSetup: cannot create ${account.email} (${created.status} ${await created.text()})`);
    }
  }
}
