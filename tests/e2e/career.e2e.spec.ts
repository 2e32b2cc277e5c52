import type { APIRequestContext } from '@playwright/test';

import { ConfirmJobAlertDocument, SubscribeJobAlertDocument } from '../../src/gql/graphql';
import { postSiteOperation, signIn } from './cms';
import { expect, expectNoAxeViolations, readyJobAlertForm, test } from './fixtures';
import { careerLink, waitForMail } from './outbox';

/**
 * The career portal end to end: job list and pages, subscribing to a job alert (double opt-in),
 * the alert mail for a new posting, unsubscribing on the page and by one-click POST, and what
 * must never happen (probing tokens, flooding, reading alerts without being signed in).
 */

// Each test is its own client (the rate limits count per client, by X-Forwarded-For as a proxy sets it).
// Addresses from one sequence: never the same client twice in a run (a clash would share counts).
let clientSequence = Math.floor(Math.random() * 1_000_000);
const newClient = () => {
  clientSequence += 1;
  return `10.${(clientSequence >> 16) & 255}.${(clientSequence >> 8) & 255}.${clientSequence & 255}`;
};
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': newClient() } });

const INVALID = 'Dieser Link ist ungültig oder nicht mehr gültig.';
const UNSUBSCRIBED = 'Ihr Job-Alarm ist abbestellt. Sie erhalten dazu keine E-Mails mehr.';
const uniqueEmail = (name: string) => `${name}-${Date.now()}@example.at`;


async function publishPosting(request: APIRequestContext, title: string, state: string, field: string) {
  const token = await signIn(request);
  const auth = { Authorization: `JWT ${token}` };
  const channels = await (await request.get('/api/channels?where[slug][equals]=karriere&depth=0', { headers: auth })).json();
  const response = await request.post('/api/jobPostings', {
    headers: auth,
    data: {
      title,
      channel: channels.docs[0].id,
      leadText: 'Sie koordinieren die Einsätze der Pannenhilfe.',
      state,
      location: 'Wien-Erdberg',
      field,
      employmentType: 'vollzeit',
      contact: { name: 'Recruiting', email: 'karriere@mobilclub.example' },
      _status: 'published',
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { doc: { path: string } }).doc.path;
}

test('the career channel lists the open positions, filters them, and each has its page', async ({ page }) => {
  await page.goto('/karriere');
  await expect(page.getByRole('heading', { level: 1, name: 'Karriere' })).toBeVisible();
  const count = page.getByRole('status').filter({ hasText: 'offene Stellen' });
  await expect(count).toHaveText(/\d+ offene Stellen/);
  await page.waitForLoadState('networkidle');
  const postings = page.getByRole('region', { name: 'Offene Stellen' }).getByRole('listitem');
  await expect(postings.filter({ hasText: 'Reiseberater:in in Innsbruck' })).toHaveCount(1);
  expect(await postings.count()).toBeGreaterThan(1);
  await page.getByRole('combobox', { name: 'Bundesland' }).selectOption({ label: 'Tirol (1)' });
  await expect(page.getByRole('status').filter({ hasText: 'passen zu Ihrer Auswahl' })).toContainText('1 von');
  await expect(page).toHaveURL(/\?bundesland=tirol$/);
  // Only the match is listed (the full list gives way to the selection).
  await expect(postings).toHaveCount(1);
  await expect(postings).toContainText('Reiseberater:in in Innsbruck');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Reiseberater:in in Innsbruck' }).click();
  await expect(page).toHaveURL(/\/karriere\/reiseberater-innsbruck-10105$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reiseberater:in in Innsbruck');
  await expect(page.getByText('Innsbruck, Tirol')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bewerbung per E-Mail' })).toHaveAttribute('href', /^mailto:karriere@mobilclub\.example\?subject=Bewerbung/);
  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  expect(jsonLd).toContain('"@type":"JobPosting"');
  await expectNoAxeViolations(page);
});

test('the form’s code comes as it nears, Apollo Client when a visitor starts on the form, not with the page; offline, the form says so in German', async ({ page }) => {
  const apolloScripts: string[] = [];
  const formScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const code = await response.text().catch(() => '');
    if (code.includes('__APOLLO_CLIENT__')) apolloScripts.push(new URL(response.url()).pathname);
    if (code.includes('Job-Alarm anlegen')) formScripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/karriere');
  await page.waitForLoadState('networkidle');
  // The filter works: the page is hydrated, and still no Apollo.
  await page.getByRole('combobox', { name: 'Bundesland' }).selectOption('tirol');
  await expect(page).toHaveURL(/bundesland=tirol/);
  // The form's own code comes as it nears the viewport (it is more than a screen and 1,000 px
  // down), and still no Apollo.
  expect(formScripts).toEqual([]);
  const form = await readyJobAlertForm(page);
  expect(formScripts).toHaveLength(1);
  expect(apolloScripts).toEqual([]);

  // The code it needs to send cannot be fetched (the connection dropped): a German message, the address kept.
  await page.context().setOffline(true);
  await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('offline@example.at');
  await form.getByRole('checkbox', { name: /Ich möchte per E-Mail/ }).check();
  await form.getByRole('button', { name: 'Job-Alarm anlegen' }).click();
  await expect(form.getByText('Keine Verbindung. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es noch einmal.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('offline@example.at');
  expect(apolloScripts).toEqual([]);

  // Back online, focusing the form fetches it.
  await page.context().setOffline(false);
  await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).focus();
  await expect.poll(() => apolloScripts.length).toBeGreaterThan(0);
});

test('on a phone (375 px) the job alert’s confirmation takes focus and is in sight, a long address inside its box', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/karriere');
  const form = await readyJobAlertForm(page);
  const email = `sehr-lange-adresse-fuer-den-job-alarm-${Date.now()}@beispiel-unternehmen-mit-langem-namen.example.at`;
  await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await form.getByRole('checkbox', { name: /Ich möchte per E-Mail/ }).check();
  // A phone's connection: the answer comes after the form showed it is sending.
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/graphql', async (route) => {
    await answered;
    await route.continue();
  }, { times: 1 });
  await form.getByRole('button', { name: 'Job-Alarm anlegen' }).click();
  await expect(form.getByText('Wird gesendet …')).toBeVisible();
  answer();

  // The form (and the button that had focus) gives way to the message: focus goes there.
  const focused = page.locator(':focus');
  await expect(focused).toContainText('Fast geschafft: Bitte bestätigen Sie Ihren Job-Alarm.');
  await expect(focused).toContainText(email);
  // In sight, below the sticky header.
  const header = await page.getByRole('banner').boundingBox();
  const message = await focused.boundingBox();
  expect(header && message && message.y >= header.y + header.height - 1).toBe(true);
  expect(message && message.y < 740).toBe(true);
  // The address breaks inside the box: the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const address = await focused.getByText(email).boundingBox();
  expect(address && message && address.x + address.width <= message.x + message.width).toBe(true);
});

test('a job alert: subscribe, confirm, get mail about a new posting, unsubscribe on the page', async ({ page, request }) => {
  // Eight axe scans, three mails, one queued job.
  test.setTimeout(120_000);
  const email = uniqueEmail('anna');
  await page.goto('/karriere');
  const form = await readyJobAlertForm(page);

  // German messages, not the browser's, for what is missing.
  await form.getByRole('button', { name: 'Job-Alarm anlegen' }).click();
  await expect(form.getByText('Bitte geben Sie Ihre E-Mail-Adresse an.')).toBeVisible();
  await expect(form.getByText('Bitte stimmen Sie zu, damit wir Ihnen E-Mails schicken dürfen.')).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await form.getByRole('checkbox', { name: 'Wien' }).check();
  await form.getByRole('checkbox', { name: 'IT und Digitales' }).check();
  await form.getByRole('checkbox', { name: /Ich möchte per E-Mail/ }).check();
  const subscribeRequest = page.waitForRequest((req) => req.url().endsWith('/api/graphql') && req.method() === 'POST');
  await form.getByRole('button', { name: 'Job-Alarm anlegen' }).click();
  // Spec 7: the browser's GraphQL calls carry the visit's request id.
  const requestId = (await subscribeRequest).headers()['x-mobilclub-requestid'];
  expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  await expect(page.getByText('Fast geschafft: Bitte bestätigen Sie Ihren Job-Alarm.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Double opt-in: the link in the mail opens a page; its button activates the alert.
  const confirmation = await waitForMail(email, 'Bitte bestätigen Sie Ihren Job-Alarm');
  await page.goto(careerLink(confirmation, 'bestaetigen'));
  await expect(page.getByRole('heading', { level: 1, name: 'Job-Alarm bestätigen' })).toBeVisible();
  await expect(page.getByText(/^a\*\*\*@e\*\*\*\.at$/)).toBeVisible();
  await expect(page.getByText('Wien', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  const confirmRequest = page.waitForRequest((req) => req.url().endsWith('/api/graphql') && req.method() === 'POST');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Job-Alarm bestätigen' }).click();
  expect((await confirmRequest).headers()['x-mobilclub-requestid']).toBe(requestId);
  await expect(page.getByText('Ihr Job-Alarm ist aktiv.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  // A matching posting is published: the queue mails the alert, with the one-click headers.
  const postingTitle = `Entwickler:in Barrierefreiheit ${Date.now()}`;
  const postingPath = await publishPosting(request, postingTitle, 'wien', 'it');
  // The career channel's list shows it at once (its cache is expired by the publish).
  await expect.poll(async () => (await request.get('/karriere')).text(), { timeout: 5_000 }).toContain(postingTitle);
  const alert = await waitForMail(email, 'Neue Stelle: Entwickler:in Barrierefreiheit');
  expect(alert.text).toContain(postingPath);
  const unsubscribePath = careerLink(alert, 'unsubscribe');
  expect(alert.headers['list-unsubscribe']).toMatch(new RegExp(`^<https?://[^>]+${unsubscribePath}>$`));
  expect(alert.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  // Opening the link (as a mail scanner would) changes nothing.
  const opened = await page.goto(unsubscribePath);
  expect(opened?.status()).toBe(200);
  const headers = opened?.headers() ?? {};
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['referrer-policy']).toBe('no-referrer');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Job-Alarm abbestellen' })).toBeVisible();
  await expect(page.getByText('IT und Digitales')).toBeVisible();
  const button = page.getByRole('button', { name: 'Job-Alarm abbestellen' });
  await expect(button).toBeVisible();
  await expectNoAxeViolations(page);

  // The server fails once: a German message, logged as "Apollo error", and the button stays.
  const apolloErrors: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('Apollo error')) apolloErrors.push(message.text());
  });
  await page.waitForLoadState('networkidle');
  await page.route('**/api/graphql', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"message":"down"}]}' }), { times: 1 });
  await button.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Das hat leider nicht geklappt' })).toBeVisible();
  expect(apolloErrors).toHaveLength(1);
  await expect(button).toBeEnabled();
  await expectNoAxeViolations(page);

  // Loading: the state notification says what is happening until the CMS answers.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/graphql', async (route) => {
    await held;
    await route.continue();
  }, { times: 1 });
  await button.click();
  await expect(page.getByRole('status').filter({ hasText: 'Job-Alarm wird abbestellt …' })).toBeVisible();
  await expectNoAxeViolations(page);
  release();
  await expect(page.getByText(UNSUBSCRIBED)).toBeVisible();
  await expect(button).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Again: the same friendly result.
  await page.goto(unsubscribePath);
  await expect(page.getByText(UNSUBSCRIBED)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Job-Alarm abbestellen' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('one-click unsubscribe (RFC 8058): a POST to the List-Unsubscribe link', async ({ page, request }) => {
  test.setTimeout(60_000);
  const client = newClient();
  const email = uniqueEmail('one-click');
  const subscribed = await postSiteOperation(request, SubscribeJobAlertDocument, { email, states: ['tirol'], fields: [], consent: true }, { 'X-Forwarded-For': client });
  expect(await subscribed.json()).toMatchObject({ data: { subscribeJobAlert: true } });
  const confirmToken = careerLink(await waitForMail(email, 'bestätigen'), 'bestaetigen').split('/').pop();
  const confirmed = await postSiteOperation(request, ConfirmJobAlertDocument, { token: confirmToken }, { 'X-Forwarded-For': client });
  expect(await confirmed.json()).toMatchObject({ data: { confirmJobAlert: 'CONFIRMED' } });
  await publishPosting(request, `Pannenfahrer:in Tirol ${Date.now()}`, 'tirol', 'pannenhilfe');
  const alert = await waitForMail(email, 'Neue Stelle: Pannenfahrer:in Tirol');
  const listUnsubscribe = /^<(.+)>$/.exec(alert.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
  const path = new URL(listUnsubscribe).pathname;

  for (let attempt = 0; attempt < 2; attempt += 1) {
    const response = await request.post(path, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': client },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Der Job-Alarm ist abbestellt.');
  }
  await page.goto(path);
  await expect(page.getByText(UNSUBSCRIBED)).toBeVisible();
});

test('unknown and malformed tokens get one and the same answer', async ({ page, request }) => {
  const answers: { status: number | undefined; text: string }[] = [];
  for (const token of ['A'.repeat(43), 'abc', 'x'.repeat(300), 'Zm9v.YmFy']) {
    const response = await page.goto(`/karriere-portal/unsubscribe/${token}`);
    answers.push({ status: response?.status(), text: (await page.getByRole('main').innerText()).trim() });
  }
  expect(answers[0]?.status).toBe(404);
  expect(answers[0]?.text).toContain(INVALID);
  for (const answer of answers) expect(answer).toEqual(answers[0]);
  await expectNoAxeViolations(page);

  const posts = await Promise.all(
    ['B'.repeat(43), 'kaputt'].map(async (token) => {
      const response = await request.post(`/karriere-portal/unsubscribe/${token}`, { data: 'List-Unsubscribe=One-Click' });
      return { status: response.status(), text: await response.text() };
    }),
  );
  expect(posts[0]).toEqual({ status: 404, text: `${INVALID}\n` });
  expect(posts[1]).toEqual(posts[0]);
  const confirmPage = await page.goto(`/karriere-portal/bestaetigen/${'C'.repeat(43)}`);
  expect(confirmPage?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(INVALID);
});

test('subscribing and unsubscribing are rate-limited per client, with a German 429', async ({ request }) => {
  const client = newClient();
  const statuses: number[] = [];
  let last;
  for (let attempt = 0; attempt < 6; attempt += 1) {
    last = await postSiteOperation(
      request,
      SubscribeJobAlertDocument,
      { email: uniqueEmail(`flood${attempt}`), states: [], fields: [], consent: true },
      { 'X-Forwarded-For': client },
    );
    statuses.push(last.status());
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  expect(last?.headers()['retry-after']).toMatch(/^\d+$/);
  expect((await last?.json()).errors[0].message).toBe(
    'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie einige Minuten und versuchen Sie es dann noch einmal.',
  );

  const tokenClient = newClient();
  const oneClick = [];
  for (let attempt = 0; attempt < 31; attempt += 1) {
    const response = await request.post(`/karriere-portal/unsubscribe/${'D'.repeat(43)}`, { headers: { 'X-Forwarded-For': tokenClient } });
    oneClick.push(response.status());
  }
  expect(oneClick.slice(0, 30).every((status) => status === 404)).toBe(true);
  expect(oneClick[30]).toBe(429);
});

test('alerts cannot be read or listed without being signed in, and editors never see addresses', async ({ request }) => {
  // A visitor runs only the site's own documents: nothing of these runs at all.
  for (const query of ['{ JobAlerts { totalDocs docs { id email status } } }', '{ JobAlert(id: 1) { email } }', '{ JobAlertTokens { docs { hash } } }']) {
    const response = await request.post('/api/graphql', { data: { query } });
    expect(response.status(), query).toBe(403);
    const body = await response.json();
    expect(body.data, query).toBeUndefined();
    expect(body.errors[0].extensions.code, query).toBe('TRUSTED_DOCUMENTS_ONLY');
  }
  for (const path of ['/api/jobAlerts', '/api/jobAlerts/1', '/api/jobAlertTokens']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(403);
    expect(JSON.stringify(await response.json())).not.toContain('@');
  }

  const token = await signIn(request);
  const asEditor = await request.get('/api/jobAlerts?depth=0', { headers: { Authorization: `JWT ${token}` } });
  const { docs } = (await asEditor.json()) as { docs: Record<string, unknown>[] };
  expect(docs.length).toBeGreaterThan(0);
  for (const doc of docs) expect(doc).not.toHaveProperty('email');
  // Signed in, any document runs, and access control still decides what it reads.
  const overGraphql = await request.post('/api/graphql', { data: { query: '{ JobAlerts { totalDocs docs { id email status } } }' }, headers: { Authorization: `JWT ${token}` } });
  const body = await overGraphql.json();
  expect(body.data.JobAlerts.totalDocs).toBeGreaterThan(0);
  expect(JSON.stringify(body.data)).not.toContain('@');
});
