import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * Every test page records the hosts it contacted: the site must not talk to any third party
 * before the visitor consents (none of these pages embeds third-party content).
 */
export const test = base.extend<{ foreignRequests: string[] }>({
  // Automatic: every test's page is watched, whether or not the test names the fixture.
  foreignRequests: [
    async ({ page, baseURL }, use) => {
      const ownHost = new URL(baseURL ?? 'http://127.0.0.1').host;
      const foreign: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith('http') && url.host !== ownHost) foreign.push(request.url());
      });
      await use(foreign);
      const allowed = consented.get(foreign) ?? [];
      const unconsented = foreign.filter((url) => !allowed.some((host) => host.test(new URL(url).host)));
      expect(unconsented, 'requests to third-party hosts').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * For a test that measures time (a publish seen within seconds, an answer's cost) or disk use,
 * takes the server's database away, or writes into it past the CMS (and checks all content): it
 * runs while no other test runs (Playwright's built-in exclusive lock). The rest run in two workers.
 */
export const RUNS_ALONE = { lock: '-exclusive-' } as const;

/**
 * Declares RUNS_ALONE tests each in a group of its own. Playwright runs a file's tests as one group
 * that holds every lock of its tests: one such test made its whole file run alone (a third of the
 * suite's time, with the other worker idle).
 */
export function alone(declare: () => void): void {
  test.describe(() => {
    test.describe.configure({ mode: 'parallel' });
    declare();
  });
}

/** The second e2e server, with the tag manager enabled (playwright.config.ts starts it). */
export const TAG_MANAGER_BASE_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

/**
 * The visitor chose to go to `url` (an external link they confirmed, a redirect they followed):
 * that request is theirs, not one the site made on its own, so the watch lets it pass.
 */
export function visitorLeftFor(foreignRequests: string[], url: string): void {
  for (let index = foreignRequests.indexOf(url); index >= 0; index = foreignRequests.indexOf(url)) foreignRequests.splice(index, 1);
}

/** Hosts of vendors the visitor consented to in a test, per watched request list. */
const consented = new WeakMap<string[], RegExp[]>();

/**
 * The visitor consented to the vendor at `host`: its requests, now and later in the test, are
 * let through the watch. Takes those made so far out and returns them, so a test can say they
 * happened.
 */
export function consentedRequests(foreignRequests: string[], host: RegExp): string[] {
  consented.set(foreignRequests, [...(consented.get(foreignRequests) ?? []), host]);
  const taken = foreignRequests.filter((url) => host.test(new URL(url).host));
  for (const url of taken) foreignRequests.splice(foreignRequests.indexOf(url), 1);
  return taken;
}

/**
 * Presses `button` until `effect` holds: a server-rendered button does nothing until its code
 * has loaded and hydrated, and a visitor would simply press again.
 */
export async function pressUntil(button: Locator, effect: () => Promise<void>, press: () => Promise<void> = () => button.click()) {
  await expect(async () => {
    await press();
    await effect();
  }).toPass({ timeout: 15_000, intervals: [500, 1000] });
}

/**
 * Scrolls to a part whose code comes as it nears the viewport and waits until React has hydrated
 * it: it looks the same before (the server's markup), and a press before would be the browser's
 * own (a form sent natively). React keeps its props on each element it has hydrated.
 */
export async function nearAndHydrated(element: Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')))).toBe(true);
}

/** /karriere's job-alert form, scrolled to and working. */
export async function readyJobAlertForm(page: Page): Promise<Locator> {
  const form = page.getByRole('region', { name: 'Job-Alarm einrichten' });
  await nearAndHydrated(form.locator('form'));
  return form;
}

export async function expectNoAxeViolations(page: Page) {
  // What a visitor sees once it has settled: an element still fading in (a CSS transition) has
  // the contrast of half its opacity, which axe once reported on a busy machine.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

/** The demo accounts the seed creates (src/cms/seed/content.ts). */
export const SEEDED_ACCOUNTS = {
  /** Chefredaktion: publishes every page directly. */
  editor: { email: 'redaktion@mobilclub.example', password: 'mobilclub-redaktion' },
  admin: { email: 'admin@mobilclub.example', password: 'mobilclub-admin' },
  /** Redakteur/in of the channel Verkehr. */
  sectionEditor: { email: 'verkehr@mobilclub.example', password: 'mobilclub-verkehr' },
  author: { email: 'autor@mobilclub.example', password: 'mobilclub-autor' },
} as const;

/** What each key of the accounts is (globalSetup.ts gives the workers' accounts these roles). */
export const ACCOUNT_ROLES = { editor: 'chief-editor', admin: 'admin', sectionEditor: 'section-editor', author: 'author' } as const;

/** The accounts of the worker `number` (from 2 on; globalSetup.ts makes them), one per role. */
function workerAccounts(number: number) {
  return {
    editor: { email: `redaktion-${number}@mobilclub.example`, password: 'mobilclub-redaktion' },
    admin: { email: `admin-${number}@mobilclub.example`, password: 'mobilclub-admin' },
    sectionEditor: { email: `verkehr-${number}@mobilclub.example`, password: 'mobilclub-verkehr' },
    author: { email: `autor-${number}@mobilclub.example`, password: 'mobilclub-autor' },
  } as const;
}

/**
 * Each worker signs in with accounts of its own (the other workers' are made by globalSetup.ts).
 * Payload adds a session by writing back the account's list of sessions as it read it before
 * checking the password: of two sign-ins to one account at the same moment, one session is lost
 * and its token refused ("keine Berechtigung"). Two workers signing in as one account would now
 * and then sign each other out (payloadcms/payload#18132, open).
 */
export const WORKER_ACCOUNTS = [SEEDED_ACCOUNTS, workerAccounts(2), workerAccounts(3)] as const;
const WORKER_SLOT = process.env.TEST_PARALLEL_INDEX === '2' ? 2 : process.env.TEST_PARALLEL_INDEX === '1' ? 1 : 0;

/** Demo content the seed creates (src/cms/seed/content.ts). */
export const DEMO = {
  article: {
    id: 10003,
    path: '/verkehr/winterreifenpflicht-oesterreich-10003',
    title: 'Winterreifenpflicht: Fristen, Profiltiefe und Strafen',
  },
  /** A channel page with every block type. */
  showcase: '/reisen/urlaub-mit-dem-auto',
  /** A travel article with pictures beside the text, a carousel, a gallery and a PDF. */
  travelArticle: '/reisen/roadtrip-kaernten-10014',
  /** This worker's Chefredaktion and admin on the main e2e server (see WORKER_ACCOUNTS). */
  editor: WORKER_ACCOUNTS[WORKER_SLOT].editor,
  admin: WORKER_ACCOUNTS[WORKER_SLOT].admin,
  /** This worker's Redakteur/in of Verkehr and Autor/in. */
  sectionEditor: WORKER_ACCOUNTS[WORKER_SLOT].sectionEditor,
  author: WORKER_ACCOUNTS[WORKER_SLOT].author,
  /** An article with a video playlist of this site, a Mux video, a YouTube and a Vimeo video. */
  videoArticle: '/verkehr/winter-fahrtipps-video-10015',
  privacyPolicy: '/datenschutz',
} as const;

/**
 * A text as an editor reads it in a preview: visual mode appends invisible characters naming
 * each text's field (src/blocks/fieldPaths.ts), which a text comparison would otherwise see.
 */
export function asShownInPreview(text: string): RegExp {
  return new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\u200B-\\u200D\\uFEFF]*\\s*$`);
}
