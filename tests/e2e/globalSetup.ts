import { ACCOUNT_ROLES, WORKER_ACCOUNTS } from './fixtures';

/**
 * Before the workers start: the other workers' accounts on the main e2e server (fixtures.ts,
 * WORKER_ACCOUNTS), made by the seeded admin while nothing else signs in.
 */
const NAMES = { 'chief-editor': 'Chefredaktion', admin: 'Administration', 'section-editor': 'Redaktion Verkehr', author: 'Autor' } as const;

export default async function globalSetup(): Promise<void> {
  const origin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;
  const [seeded, ...others] = WORKER_ACCOUNTS;
  const login = await fetch(`${origin}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(seeded.admin) });
  if (!login.ok) throw new Error(`globalSetup: the seeded admin cannot sign in (${login.status} ${await login.text()})`);
  const { token } = (await login.json()) as { token: string };
  // The workers' Redakteur/innen review Verkehr, as the seeded one does.
  const verkehr = await fetch(`${origin}/api/channels?where[slug][equals]=verkehr&depth=0&select[id]=true`, { headers: { Authorization: `JWT ${token}` } });
  const { docs } = (await verkehr.json()) as { docs: { id: number }[] };
  if (!docs[0]) throw new Error('globalSetup: no channel Verkehr');
  for (const [index, accounts] of others.entries()) {
    for (const [key, account] of Object.entries(accounts)) {
      const role = ACCOUNT_ROLES[key as keyof typeof ACCOUNT_ROLES];
      const created = await fetch(`${origin}/api/users`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
        body: JSON.stringify({ ...account, name: `Demo ${NAMES[role]} ${index + 2}`, roles: [role], sections: role === 'section-editor' ? [docs[0].id] : [] }),
      });
      if (!created.ok) throw new Error(`globalSetup: cannot create ${account.email} (${created.status} ${await created.text()})`);
    }
  }
}
