import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { signInToAdmin } from './cms';
import { DEMO, expect, alone, RUNS_ALONE, test } from './fixtures';
import { waitForMail } from './outbox';
import { stopProcess } from './processes';

/**
 * Signing in to the CMS cannot be turned against editors: guessing is stopped per client, and per
 * account only for browsers that never signed in as it (a browser that did keeps signing in), a
 * client cannot pose as many (X-Forwarded-For counts only from the proxies the server trusts:
 * tests/e2e/server.sh trusts 127.0.0.1, so a connection from 127.0.0.2 is a client on the
 * internet; an IPv6 client is its /64), addresses cannot be probed, passwords are long and not
 * common, only admins lift a lock, the session cookie is Secure over https, and no other origin
 * acts with it.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** nginx as a TLS-terminating proxy would be: it tells the app the visitor came over https. */
const PROXY_PORT = PORT + 81;
const PROXY = `http://127.0.0.1:${PROXY_PORT}`;
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const ADMIN = DEMO.admin;
const WRONG = 'Die E-Mail-Adresse oder das Passwort sind nicht korrekt.';
const TOO_MANY = 'Zu viele fehlgeschlagene Anmeldeversuche von Ihrem Anschluss. Bitte warten Sie einige Minuten und versuchen Sie es dann noch einmal.';
const TOO_SHORT = 'Das Passwort muss mindestens 12 Zeichen lang sein.';
const BLANK = 'Das Passwort darf nicht nur aus Leerzeichen bestehen.';
const GUESSABLE =
  'Dieses Passwort ist zu leicht zu erraten. Es ist ein oft verwendetes Passwort oder folgt einem einfachen Muster. Bitte wählen Sie ein anderes, etwa mehrere Wörter, die nicht zusammengehören.';
const FOREIGN = 'Abgelehnt: Diese Anfrage kommt nicht aus dem CMS dieser Website. Änderungen mit Ihrer Anmeldung sind nur im CMS selbst möglich.';

const RUN = Math.floor(Math.random() * 0xffff).toString(16);
let made = 0;
/** A client of its own on the internet, as a trusted proxy (this test's 127.0.0.1) reports it: a /64 network each. */
const newClient = () => `2001:db8:${RUN}:${(made += 1).toString(16)}::1`;
const newEmail = () => `pruefung-${RUN}-${(made += 1)}@mobilclub.example`;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An HTTP request from a chosen local address (a client the server does not trust, if not 127.0.0.1). */
function send(
  url: string,
  { method = 'POST', headers = {}, json, from }: { method?: string; headers?: Record<string, string>; json?: unknown; from?: string } = {},
): Promise<Answer> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, localAddress: from, headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const message = (answer: Answer) => (JSON.parse(answer.body) as { errors?: { message: string }[] }).errors?.[0]?.message;
const fieldMessage = (answer: Answer) =>
  (JSON.parse(answer.body) as { errors?: { data?: { errors?: { message: string }[] } }[] }).errors?.[0]?.data?.errors?.[0]?.message;

function signIn(credentials: { email: string; password: string }, options: { client?: string; from?: string; base?: string; headers?: Record<string, string> } = {}) {
  const headers = { ...(options.client ? { 'X-Forwarded-For': options.client } : {}), ...options.headers };
  return send(`${options.base ?? ORIGIN}/api/users/login`, { json: credentials, headers, from: options.from });
}

async function tokenOf(credentials: { email: string; password: string }): Promise<string> {
  const answer = await signIn(credentials, { client: newClient() });
  expect(answer.status, answer.body).toBe(200);
  return (JSON.parse(answer.body) as { token: string }).token;
}

const jwt = (token: string) => ({ Authorization: `JWT ${token}` });

/** A fresh account, so that no test's failures touch another's (or the demo accounts). */
async function newAccount(roles: ('admin' | 'chief-editor')[] = ['chief-editor']) {
  const account = { email: newEmail(), password: 'Pruefung-lang-genug-1' };
  const created = await send(`${ORIGIN}/api/users`, { headers: jwt(await tokenOf(ADMIN)), json: { ...account, name: 'Prüfung', roles } });
  expect(created.status, created.body).toBe(201);
  return { ...account, id: (JSON.parse(created.body) as { doc: { id: number } }).doc.id };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

test.describe('guessing passwords', () => {
  test('twenty wrong passwords from one client: 429 with Retry-After before any lock, and the editor still signs in from elsewhere', async () => {
    const account = await newAccount();
    const attacker = newClient();
    const answers: Answer[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) answers.push(await signIn({ email: account.email, password: `falsch-${attempt}-passwort` }, { client: attacker }));

    expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(10).fill(401), ...Array<number>(10).fill(429)]);
    for (const answer of answers.slice(0, 10)) expect(message(answer)).toBe(WRONG);
    for (const answer of answers.slice(10)) {
      expect(message(answer)).toBe(TOO_MANY);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(answers.some((answer) => answer.body.includes('gesperrt'))).toBe(false);
    // The attacker cannot even try the right one now …
    expect((await signIn(account, { client: attacker })).status).toBe(429);
    // … while the editor, elsewhere, signs in.
    expect((await signIn(account, { client: newClient() })).status).toBe(200);
  });

  test('signing in successfully never counts against a client', async () => {
    const office = newClient();
    for (let attempt = 0; attempt < 12; attempt += 1) expect((await signIn(DEMO.editor, { client: office })).status).toBe(200);
    expect((await signIn({ email: DEMO.editor.email, password: 'falsch-aber-lang' }, { client: office })).status).toBe(401);
  });

  alone(() => {
    test('unknown and known addresses get the same answer, in about the same time', RUNS_ALONE, async () => {
      const account = await newAccount();
      const known: number[] = [];
      const unknown: number[] = [];
      const bodies = new Set<string>();
      for (let round = 0; round < 5; round += 1) {
        for (const [email, times] of [
          [account.email, known],
          [newEmail(), unknown],
        ] as const) {
          const started = performance.now();
          const answer = await signIn({ email, password: 'falsches-passwort-123' }, { client: newClient() });
          times.push(performance.now() - started);
          expect(answer.status).toBe(401);
          bodies.add(answer.body);
        }
      }
      expect([...bodies].map((body) => (JSON.parse(body) as { errors: { message: string }[] }).errors[0]?.message)).toEqual([WRONG]);
      // Without the same work for unknown addresses they came back in a twentieth of the time.
      expect(median(unknown), `known ${known.map(Math.round).join(' ')} ms, unknown ${unknown.map(Math.round).join(' ')} ms`).toBeGreaterThan(median(known) * 0.5);
    });
  });

  test('password-reset mails are limited per client', async () => {
    const client = newClient();
    const statuses: number[] = [];
    let last: Answer | undefined;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      last = await send(`${ORIGIN}/api/users/forgot-password`, { json: { email: newEmail() }, headers: { 'X-Forwarded-For': client } });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last && message(last)).toMatch(/^Zu viele Anfragen zum Zurücksetzen des Passworts/);
    expect((await send(`${ORIGIN}/api/users/forgot-password`, { json: { email: newEmail() }, headers: { 'X-Forwarded-For': newClient() } })).status).toBe(200);
  });
});

/** Ten wrong passwords from each of `clients` new clients (each client's limit). */
async function flood(email: string, clients: number): Promise<{ answer: Answer; ms: number }[]> {
  const answers: { answer: Answer; ms: number }[] = [];
  for (let client = 0; client < clients; client += 1) {
    const address = newClient();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const started = performance.now();
      const answer = await signIn({ email, password: `falsch-${attempt}-passwort` }, { client: address });
      answers.push({ answer, ms: performance.now() - started });
    }
  }
  return answers;
}

test.describe('a flood of failures from strangers', () => {
  alone(() => {
    test('40 wrong passwords from 4 addresses: the admin signs in from the browser that signed in before, and the flood cannot tell the account from an unknown address', RUNS_ALONE, async ({ browser }) => {
      test.setTimeout(150_000);
      const account = await newAccount(['admin']);
      const context = await browser.newContext();
      const page = await context.newPage();
      await signInToAdmin(page, account);
      const device = (await context.cookies()).find((cookie) => cookie.name.startsWith('mc-device-'));
      expect(device?.httpOnly).toBe(true);
      expect(device?.sameSite).toBe('Strict');
      expect(device?.path).toBe('/api/users/login');
      // Signed out; the browser keeps what it knows of the device.
      await context.clearCookies({ name: 'payload-token' });

      const againstAccount = await flood(account.email, 4);
      const againstNobody = await flood(newEmail(), 4);
      expect(againstAccount.map(({ answer }) => answer.status)).toEqual(Array<number>(40).fill(401));
      const lastOf = (answers: { answer: Answer }[]) => {
        const answer = answers.at(-1)?.answer;
        return { status: answer?.status, body: answer?.body, retryAfter: answer?.headers['retry-after'] };
      };
      expect(lastOf(againstAccount)).toEqual(lastOf(againstNobody));
      expect(message(againstAccount.at(-1)?.answer ?? { status: 0, headers: {}, body: '{}' })).toBe(WRONG);
      // The refused tail of the flood takes as long for the account as for nobody.
      const tail = (answers: { ms: number }[]) => median(answers.slice(-8).map(({ ms }) => ms));
      expect(tail(againstAccount) / tail(againstNobody)).toBeGreaterThan(0.5);
      expect(tail(againstAccount) / tail(againstNobody)).toBeLessThan(2);

      // The right password from a browser that never signed in as the admin: refused, in the same words.
      expect(message(await signIn(account, { client: newClient() }))).toBe(WRONG);
      // The browser that did: in.
      await signInToAdmin(page, account);
      await context.close();
    });
  });

  test('an editor cannot lift the lock on unknown browsers, an admin can', async () => {
    test.setTimeout(90_000);
    const account = await newAccount();
    await flood(account.email, 4);
    expect(message(await signIn(account, { client: newClient() }))).toBe(WRONG);

    const editor = await tokenOf(DEMO.editor);
    const byEditor = await send(`${ORIGIN}/api/users/unlock`, { headers: jwt(editor), json: { email: account.email } });
    expect(byEditor.status).toBe(403);
    expect(message(await signIn(account, { client: newClient() }))).toBe(WRONG);

    const byAdmin = await send(`${ORIGIN}/api/users/unlock`, { headers: jwt(await tokenOf(ADMIN)), json: { email: account.email } });
    expect(byAdmin.status, byAdmin.body).toBe(200);
    expect((await signIn(account, { client: newClient() })).status).toBe(200);
  });

  test('one IPv6 network is one client, whichever of its addresses it sends from', async () => {
    const account = await newAccount();
    const network = `2001:db8:${RUN}:${(made += 1).toString(16)}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await signIn({ email: account.email, password: 'falsch-aber-lang' }, { client: `${network}::${attempt + 1}` })).status);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
  });
});

test.describe('passwords', () => {
  test('of spaces, or among the most common, is refused with a German message', async () => {
    const admin = await tokenOf(ADMIN);
    for (const [password, expected] of [
      [' '.repeat(12), BLANK],
      ['passwort1234', GUESSABLE],
      ['123456789012', GUESSABLE],
      // Of the 1,000 most common passwords (zxcvbn-ts's list): none is 12 characters long.
      ['password', TOO_SHORT],
    ] as const) {
      const created = await send(`${ORIGIN}/api/users`, { headers: jwt(admin), json: { email: newEmail(), password, name: 'Prüfung', roles: ['chief-editor'] } });
      expect(created.status, password).toBe(400);
      expect(fieldMessage(created)).toBe(expected);
    }
  });

  test('shorter than 12 characters is refused with a German message: new accounts, changes, resets', async () => {
    const admin = await tokenOf(ADMIN);
    const created = await send(`${ORIGIN}/api/users`, { headers: jwt(admin), json: { email: newEmail(), password: 'kurz-123', name: 'Kurz', roles: ['chief-editor'] } });
    expect(created.status).toBe(400);
    expect(fieldMessage(created)).toBe(TOO_SHORT);

    const account = await newAccount();
    const own = await tokenOf(account);
    const changed = await send(`${ORIGIN}/api/users/${account.id}`, { method: 'PATCH', headers: jwt(own), json: { password: 'abc' } });
    expect(changed.status).toBe(400);
    expect(fieldMessage(changed)).toBe(TOO_SHORT);
    expect((await signIn(account, { client: newClient() })).status).toBe(200);

    // The reset mail links to the CMS by its absolute address.
    expect((await send(`${ORIGIN}/api/users/forgot-password`, { json: { email: account.email }, headers: { 'X-Forwarded-For': newClient() } })).status).toBe(200);
    const mail = await waitForMail(account.email, 'Passwort zurücksetzen');
    const html = mail.text.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
    const link = new RegExp(`${ORIGIN}/admin/reset/([0-9a-f]{20,})`).exec(html);
    expect(link, html).not.toBeNull();
    const token = link?.[1] ?? '';
    const short = await send(`${ORIGIN}/api/users/reset-password`, { json: { token, password: 'zu-kurz' } });
    expect(short.status).toBe(400);
    expect(fieldMessage(short)).toBe(TOO_SHORT);
    const reset = await send(`${ORIGIN}/api/users/reset-password`, { json: { token, password: 'ein-neues-langes-Passwort' } });
    expect(reset.status, reset.body).toBe(200);
    expect((await signIn({ email: account.email, password: 'ein-neues-langes-Passwort' }, { client: newClient() })).status).toBe(200);
  });
});

test.describe('other origins', () => {
  test('a change with an editor’s cookie from another port or subdomain is refused; from the CMS itself it goes through', async () => {
    const token = await tokenOf(DEMO.editor);
    const cookie = `payload-token=${token}`;
    const from = `/umleitung-${RUN}`;
    const redirect = { from, to: '/verkehr', status: 'temporary' };
    // Another port and a subdomain of the same site; a browser that sends no Origin says same-site.
    const foreign: Record<string, string>[] = [{ Origin: `http://127.0.0.1:${PORT + 1}` }, { Origin: `http://cms.localhost:${PORT}` }, { 'Sec-Fetch-Site': 'same-site' }];
    for (const headers of foreign) {
      const refused = await send(`${ORIGIN}/api/redirects`, { headers: { Cookie: cookie, ...headers }, json: redirect });
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(message(refused)).toBe(FOREIGN);
    }
    const graphql = await send(`${ORIGIN}/api/graphql`, {
      headers: { Cookie: cookie, Origin: `http://127.0.0.1:${PORT + 1}` },
      json: { query: `mutation { createRedirect(data: { from: "${from}", to: "/verkehr", status: temporary }) { id } }` },
    });
    expect(graphql.status).toBe(403);
    const none = await send(`${ORIGIN}/api/redirects?where[from][equals]=${encodeURIComponent(from)}`, { method: 'GET' });
    expect((JSON.parse(none.body) as { totalDocs: number }).totalDocs).toBe(0);

    const own = await send(`${ORIGIN}/api/redirects`, { headers: { Cookie: cookie, Origin: ORIGIN }, json: redirect });
    expect(own.status, own.body).toBe(201);
    const id = (JSON.parse(own.body) as { doc: { id: number } }).doc.id;
    const deleteForeign = await send(`${ORIGIN}/api/redirects/${id}`, { method: 'DELETE', headers: { Cookie: cookie, Origin: `http://127.0.0.1:${PORT + 1}` } });
    expect(deleteForeign.status).toBe(403);
    expect((await send(`${ORIGIN}/api/redirects/${id}`, { method: 'DELETE', headers: jwt(token) })).status).toBe(200);
  });
});

test.describe('behind a proxy', () => {
  let dir = '';
  let nginx: ChildProcess | undefined;

  test.beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sign-in-proxy-'));
    for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await mkdir(path.join(dir, sub));
    // nginx's workers run as www-data: everything they write must be theirs to write.
    for (const entry of ['', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await chmod(path.join(dir, entry), 0o777);
    await writeFile(
      path.join(dir, 'nginx.conf'),
      `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${process.getuid?.() === 0 ? 'user www-data;' : ''}
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${PROXY_PORT};
    location / {
      proxy_pass ${ORIGIN};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      # As a proxy that terminates TLS: it appends the address it saw and says https.
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto https;
    }
  }
}
`,
    );
    nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
    nginx.on('error', (error) => {
      throw new Error(`cannot start nginx (${NGINX}): ${error.message}; npm run setup:system installs it`);
    });
    await expect(async () => expect((await send(`${PROXY}/robots.txt`, { method: 'GET' })).status).toBe(200)).toPass({ timeout: 5_000 });
  });

  test.afterAll(async () => {
    // Its graceful stop, before its folder goes.
    await stopProcess(nginx, 'SIGQUIT');
    await rm(dir, { recursive: true, force: true });
  });

  test('a client that is no proxy cannot make itself a new client with X-Forwarded-For, directly or through the proxy', async () => {
    const account = await newAccount();
    const wrong = { email: account.email, password: 'falsch-aber-lang' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await signIn(wrong, { from: '127.0.0.2', headers: { 'X-Forwarded-For': `198.51.100.${attempt + 1}` } })).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    // Through the proxy, which appends the address it saw, the client is the same.
    expect((await signIn(account, { from: '127.0.0.2', base: PROXY, headers: { 'X-Forwarded-For': '198.51.100.99' } })).status).toBe(429);
    // Another client is not affected.
    expect((await signIn(account, { from: '127.0.0.4', base: PROXY })).status).toBe(200);
  });

  test('the session cookie is Secure when the visitor came over https, not over plain http or when a client only claims it', async () => {
    const secure = (answer: Answer) => (answer.headers['set-cookie'] ?? []).filter((cookie) => cookie.startsWith('payload-token=')).map((cookie) => /;\s*Secure/i.test(cookie));

    const viaProxy = await signIn(DEMO.editor, { base: PROXY });
    expect(viaProxy.status).toBe(200);
    expect(secure(viaProxy)).toEqual([true]);
    expect(viaProxy.headers['strict-transport-security']).toBeDefined();
    const token = (JSON.parse(viaProxy.body) as { token: string }).token;
    const refreshed = await send(`${PROXY}/api/users/refresh-token`, { headers: jwt(token) });
    expect(refreshed.status, refreshed.body).toBe(200);
    expect(secure(refreshed)).toEqual([true]);
    const signedOut = await send(`${PROXY}/api/users/logout`, { headers: jwt((JSON.parse(refreshed.body) as { refreshedToken: string }).refreshedToken) });
    expect(signedOut.status, signedOut.body).toBe(200);
    expect(secure(signedOut)).toEqual([true]);

    const device = (answer: Answer) => (answer.headers['set-cookie'] ?? []).filter((cookie) => cookie.startsWith('mc-device-')).map((cookie) => /;\s*Secure/i.test(cookie));
    expect(device(viaProxy)).toEqual([true]);

    const plain = await signIn(DEMO.editor);
    expect(plain.status).toBe(200);
    expect(secure(plain)).toEqual([false]);
    expect(device(plain)).toEqual([false]);
    const claimed = await signIn(DEMO.editor, { from: '127.0.0.3', headers: { 'X-Forwarded-Proto': 'https' } });
    expect(claimed.status).toBe(200);
    expect(secure(claimed)).toEqual([false]);
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});
