// The editor at /admin is usable within 5 seconds of opening, cached or not: timed on a copy of its
// own before the other browser tests start (playwright.config.ts), as the office's computer runs
// nothing else while it opens the editor.
import { expect } from '@playwright/test';
import { editorCopy } from '../fixtures/editor-copy.ts';
import { officeTest as test } from '../fixtures/editor.ts';

const copy = editorCopy();

/** How long the office may wait, from opening /admin to a list it can use. */
const USABLE_WITHIN_MS = 5_000;

/** How many times each visit is timed: the fastest is the editor's own time, the rest the machine's other work. */
const TIMINGS = 3;

test('/admin is usable within 5 seconds of opening, cached or not', async ({ browser }) => {
  // A browser that has never opened the editor, then the same browser again: the office's first
  // morning, and every morning after. npm test runs other builds beside this one on its two cores,
  // so each is timed in a few fresh browsers and the fastest kept, as the office's own computer
  // runs nothing else.
  const fastest = { 'first visit': Infinity, cached: Infinity };
  for (let attempt = 0; attempt < TIMINGS; attempt++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    for (const visit of ['first visit', 'cached'] as const) {
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${copy.base}/admin#/collections/products`);
      const login = page.getByRole('button', { name: 'Login' });
      const list = page.locator('a[href*="/collections/products/entries/"]').first();
      await expect(login.or(list).first()).toBeVisible({ timeout: 30_000 });
      if (await login.isVisible()) await login.click();
      await expect(list).toBeVisible({ timeout: 30_000 });
      fastest[visit] = Math.min(fastest[visit], Math.round(performance.now() - started));
      await page.close();
    }
    await context.close();
    if (Object.values(fastest).every((time) => time < USABLE_WITHIN_MS)) break;
  }
  for (const [visit, time] of Object.entries(fastest)) {
    test.info().annotations.push({ type: `/admin open to usable list, ${visit}`, description: `${time} ms` });
    expect(time, visit).toBeLessThan(USABLE_WITHIN_MS);
  }
});
