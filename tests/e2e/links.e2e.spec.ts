import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

import type { Locator, Page } from '@playwright/test';

import { admin, openSiteDatabase, signIn, signInToAdmin } from './cms';
import { DEMO, alone, RUNS_ALONE, TAG_MANAGER_BASE_URL, expect, test } from './fixtures';

/**
 * Links are checked where editors write them, links written past the admin are reported by the
 * content check, and the CSP names only the third parties a site is configured for.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const NOT_ALLOWED = 'Dieser Link ist nicht erlaubt: Links beginnen mit https://, http://, mailto: oder tel:, oder sie sind ein Pfad wie /reisen.';
const OTHER_HOST = 'Ein Pfad beginnt mit genau einem „/“ (wie /reisen): mit „//“ oder „/\\“ führt er zu einer anderen Website. Andere Websites bitte mit https:// angeben.';
/** An article whose text links to another site (seeded). */
const ARTICLE = { id: 10005, path: '/e-mobilitaet/laden-unterwegs-ladestation-finden-10005', link: 'Tarifrechner der E-Control', url: 'https://www.e-control.at' };

/** A field of an admin form by its label (Payload's labels name no control, see editor.e2e.spec.ts). */
function field(scope: Locator, label: string): Locator {
  const fieldLabel = scope.locator('label.field-label').filter({ hasText: new RegExp(`^${label}\\*?$`) });
  return fieldLabel.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " field-type ")][1]');
}

async function articleDocId(page: Page, articleId: number): Promise<number> {
  const response = await page.request.get(`/api/articles?where[articleId][equals]=${articleId}&depth=0&draft=true`);
  const { docs } = (await response.json()) as { docs: { id: number }[] };
  const found = docs[0];
  if (!found) throw new Error(`article ${articleId} not found`);
  return found.id;
}

test.describe('links in the admin', () => {
  test('a rich-text link to javascript: or to a path another host is read from is refused, in German, and nothing is stored', async ({ page }) => {
    test.setTimeout(90_000);
    await signInToAdmin(page);
    const id = await articleDocId(page, ARTICLE.id);
    await page.goto(`/admin/collections/articles/${id}`);

    // The caret into the link opens its small editor. Lexical lets clicks on a link through to its paragraph.
    const linkText = page.locator('[data-lexical-editor="true"]').getByText(ARTICLE.link);
    await linkText.scrollIntoViewIfNeeded();
    const box = await linkText.boundingBox();
    if (!box) throw new Error('link not laid out');
    await page.mouse.click(box.x + 10, box.y + box.height / 2);
    await page.getByRole('button', { name: 'Link bearbeiten' }).click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Link bearbeiten' }) });
    const url = field(dialog, 'URL eingeben');
    await admin(url.getByRole('textbox')).toHaveValue(ARTICLE.url);

    for (const [typed, message] of [
      ['javascript:alert(document.cookie)', NOT_ALLOWED],
      ['/\\evil.example/x', OTHER_HOST],
    ] as const) {
      // The admin checks a field on the server as it changes (a form-state request): an editor
      // pauses that long before saving; a click within milliseconds would beat the answer.
      const checked = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `/admin/collections/articles/${id}`);
      await url.getByRole('textbox').fill(typed);
      await checked;
      await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();
      await admin(url.getByText(message)).toBeVisible();
      await expect(dialog).toBeVisible();
    }
    await dialog.getByRole('button', { name: 'Schließen' }).first().click();
    await expect(dialog).toBeHidden();

    // Neither reached the article, not even its draft.
    const stored = await (await page.request.get(`/api/articles/${id}?draft=true&depth=0`)).text();
    expect(stored).toContain(ARTICLE.url);
    expect(stored).not.toContain('javascript:');
    expect(stored).not.toContain('evil.example');
  });

  test('a link field or redirect leading to /\\evil.example is refused with the German message, javascript: even in a draft', async ({ request }) => {
    const auth = { Authorization: `JWT ${await signIn(request)}` };
    const redirect = await request.post('/api/redirects', { headers: auth, data: { from: '/woanders', to: '/\\evil.example/x', status: 'permanent' } });
    expect(redirect.status()).toBe(400);
    expect(JSON.stringify(await redirect.json())).toContain(JSON.stringify(OTHER_HOST).slice(1, -1));

    const channels = (await (await request.get('/api/channels?where[slug][equals]=camping&depth=0', { headers: auth })).json()) as { docs: { id: number }[] };
    const chips = [{ blockType: 'linkChips', chips: [{ label: 'Woanders', href: '/\\evil.example/x' }] }];
    const published = await request.patch(`/api/channels/${channels.docs[0]?.id}`, { headers: auth, data: { blocks: chips, _status: 'published' } });
    expect(published.status()).toBe(400);
    expect(JSON.stringify(await published.json())).toContain(JSON.stringify(OTHER_HOST).slice(1, -1));
    const script = [{ blockType: 'linkChips', chips: [{ label: 'Klick', href: 'javascript:alert(document.cookie)' }] }];
    const draft = await request.patch(`/api/channels/${channels.docs[0]?.id}?draft=true`, { headers: auth, data: { blocks: script, _status: 'draft' } });
    expect(draft.status()).toBe(400);
    expect(JSON.stringify(await draft.json())).toContain(NOT_ALLOWED);
    // The page is as it was.
    expect(await (await request.get('/reisen/camping')).text()).not.toContain('evil.example');
  });
});

test.describe('npm run content:check', () => {
  const run = promisify(execFile);
  const endpoint = `http://127.0.0.1:${PORT}/api/graphql`;
  const check = () =>
    run('npm', ['run', '--silent', 'content:check'], { env: { ...process.env, GRAPHQL_CLIENT_ENDPOINT: endpoint } }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );

  alone(() => {
    test('reports links written past the admin: in rich text and in redirects, with page and block', RUNS_ALONE, async () => {
      test.setTimeout(60_000);
      // Written straight into the database, past the admin's checks, as a script might.
      const db = await openSiteDatabase();
      const richText = "UPDATE articles_blocks_rich_text SET content = replace(content, ?, ?) WHERE _parent_id = (SELECT id FROM articles WHERE article_id = ?)";
      try {
        const changed = await db.execute({ sql: richText, args: [`"${ARTICLE.url}"`, '"javascript:alert(document.cookie)"', ARTICLE.id] });
        expect(changed.rowsAffected).toBeGreaterThan(0);
        await db.execute({ sql: "INSERT INTO redirects (\"from\", \"to\", status, updated_at, created_at) VALUES ('/alt-und-boese', ?, 'permanent', datetime('now'), datetime('now'))", args: ['/\\evil.example/x'] });

        const failed = await check();
        expect(failed.code).toBe(1);
        expect(failed.stdout).toContain(`${ARTICLE.path}  Block 1 (RichTextBlock): content: Link „${ARTICLE.link}“: ${NOT_ALLOWED}`);
        expect(failed.stdout).toContain(`/alt-und-boese  Weiterleitung: nach „/\\evil.example/x“: ${OTHER_HOST}`);
      } finally {
        await db.execute({ sql: richText, args: ['"javascript:alert(document.cookie)"', `"${ARTICLE.url}"`, ARTICLE.id] });
        await db.execute({ sql: "DELETE FROM redirects WHERE \"from\" = '/alt-und-boese'", args: [] });
        db.close();
      }
      const clean = await check();
      expect(clean.stdout).toContain('Keine Probleme');
      expect(clean.code).toBe(0);
    });
  });
});

/** The hosts a policy names besides the site itself: every source that is no keyword or scheme. */
function thirdPartyHosts(policy: string): string[] {
  const sources = policy.split(';').flatMap((directive) => directive.trim().split(/\s+/).slice(1));
  return [...new Set(sources.filter((source) => !/^'[a-z-]+'$/.test(source) && !/^[a-z]+:$/.test(source)))].sort();
}

test.describe('the content security policy', () => {
  test('of the default e2e site names the video platforms it is set up for, and no tag manager or consent platform', async ({ request }) => {
    const headers = (await request.get(DEMO.videoArticle)).headers();
    expect(thirdPartyHosts(headers['content-security-policy'] ?? '')).toEqual([
      'https://*.litix.io',
      'https://*.mux.com',
      'https://player.vimeo.com',
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
    ]);
  });

  test('of the site with the tag manager names it', async ({ request }) => {
    const policy = (await request.get(`${TAG_MANAGER_BASE_URL}/verkehr`)).headers()['content-security-policy'] ?? '';
    expect(thirdPartyHosts(policy)).toEqual(expect.arrayContaining(['https://www.googletagmanager.com', 'https://*.google-analytics.com']));
  });

  test.describe('of a site without any vendor configured', () => {
    const barePort = PORT + 2;
    const BARE = `http://127.0.0.1:${barePort}`;
    let server: ChildProcess | undefined;
    // Its pages are the ones watched for requests to other hosts.
    test.use({ baseURL: BARE });

    test.beforeAll(async () => {
      // Its own server: a copy of the build with no third party in its settings (tests/e2e/server.sh).
      test.setTimeout(180_000);
      server = spawn('bash', ['tests/e2e/server.sh'], { env: { ...process.env, E2E_PORT: String(barePort), E2E_VARIANT: 'bare' }, detached: true, stdio: 'ignore' });
      await expect(async () => {
        expect((await fetch(`${BARE}/`)).status).toBe(200);
      }).toPass({ timeout: 170_000, intervals: [1000] });
    });

    test.afterAll(() => {
      if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    });

    test('names no third-party host on any page, and shows no video from a platform', async ({ page, foreignRequests }) => {
      for (const pagePath of ['/', '/karriere', DEMO.videoArticle]) {
        const response = await page.goto(pagePath);
        const headers = response?.headers() ?? {};
        expect(thirdPartyHosts(headers['content-security-policy'] ?? ''), pagePath).toEqual([]);
        expect(headers['permissions-policy'], pagePath).toContain('fullscreen=(self)');
      }
      // The demo's Mux, YouTube and Vimeo videos say they cannot be shown; the site's own plays on.
      await expect(page.getByText('Dieses Video kann hier leider nicht gezeigt werden.')).toHaveCount(3);
      await expect(page.getByRole('group', { name: 'Videoplayer: Über die Passstraße: vorausschauend fahren' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(foreignRequests).toEqual([]);
    });
  });
});
