import type { Page } from '@playwright/test';

import { DEMO, expect, expectNoAxeViolations, pressUntil, test } from './fixtures';

/** The self-hosted playlist of the demo video article: two clips of four seconds. */
const FIRST = 'Über die Passstraße: vorausschauend fahren';
const SECOND = 'Winterstraße: Abstand halten';

const player = (page: Page, title: string) => page.getByRole('group', { name: `Videoplayer: ${title}` });
/** The player's own announcement, which names the video (the Mux player's loading indicator is a status too). */
const announced = (page: Page, title: string) => player(page, title).getByRole('status').filter({ hasText: title });
/** Presses play on the poster until the player's code took over. */
const play = (page: Page, title: string) =>
  pressUntil(player(page, title).getByRole('button', { name: 'Video abspielen' }), () =>
    expect(player(page, title).locator('[data-player-state]')).not.toHaveAttribute('data-player-state', 'idle', { timeout: 1000 }),
  );

test.describe('the self-hosted video', () => {
  test('plays, pauses, goes on to the next video and completes, announcing each state', async ({ page }) => {
    await page.goto(DEMO.videoArticle);
    const first = player(page, FIRST);
    // Idle: a poster and a play button; nothing of the player loaded yet.
    await expect(first.locator('mux-player')).toHaveCount(0);
    await expect(first.locator('[data-player-state]')).toHaveAttribute('data-player-state', 'idle');
    await expect(first.getByRole('list', { name: 'Playlist' }).getByRole('listitem')).toHaveCount(2);
    await expect(first.getByRole('button', { name: 'Vorheriges Video' })).toBeDisabled();

    await play(page, FIRST);
    await expect(announced(page, FIRST)).toHaveText(`Video läuft: ${FIRST}`);

    await first.locator('mux-player').hover();
    // The control bar's button (the big centre one is only there before the first play).
    await first.getByRole('button', { name: /^pause$/i }).last().click();
    await expect(announced(page, FIRST)).toHaveText(`Video angehalten: ${FIRST}`);

    await first.getByRole('button', { name: 'Nächstes Video' }).click();
    const second = player(page, SECOND);
    await expect(announced(page, SECOND)).toHaveText(`Video läuft: ${SECOND}`);
    await expect(second.getByRole('button', { name: `2. ${SECOND}` })).toHaveAttribute('aria-current', 'true');
    await expect(second.getByRole('button', { name: 'Nächstes Video' })).toBeDisabled();
    // The last clip runs to its end: the playlist is complete (no repeat by default).
    await expect(announced(page, SECOND)).toHaveText(`Video zu Ende: ${SECOND}`, { timeout: 15_000 });
    await expectNoAxeViolations(page);
  });

  test('the first clip ending plays the next one', async ({ page }) => {
    await page.goto(DEMO.videoArticle);
    await play(page, FIRST);
    await expect(announced(page, FIRST)).toHaveText(`Video läuft: ${FIRST}`);
    await expect(announced(page, SECOND)).toHaveText(`Video läuft: ${SECOND}`, { timeout: 15_000 });
  });

  test('an unplayable source shows the error overlay with message and code', async ({ page }) => {
    // Any version of the file (`?v=`).
    await page.route('**/api/videos/file/alpenstrasse.mp4*', (route) =>
      route.fulfill({ status: 200, contentType: 'video/mp4', body: 'this is not a video' }),
    );
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(DEMO.videoArticle);
    const first = player(page, FIRST);
    await play(page, FIRST);
    const overlay = first.getByRole('alert');
    await expect(overlay).toContainText('Dieses Video kann in Ihrem Browser nicht abgespielt werden.');
    await expect(overlay).toContainText('Fehlercode: 203004');
    await expect(announced(page, FIRST)).toHaveText(`Fehler bei der Wiedergabe: ${FIRST}`);
    expect(errors.some((text) => text.includes('Player error 203004: Failed to load media'))).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('sharing links point at the video itself', async ({ page }) => {
    await page.goto(DEMO.videoArticle);
    const share = page.getByRole('navigation', { name: 'Video teilen' });
    const mail = await share.getByRole('link', { name: 'Per E-Mail teilen' }).getAttribute('href');
    expect(decodeURIComponent(mail ?? '')).toMatch(/Fahrtipps für den Winter im Video/);
    expect(decodeURIComponent(mail ?? '')).toMatch(new RegExp(`${DEMO.videoArticle}#video-`));
  });
});
