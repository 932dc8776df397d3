// The spec's routes and old addresses, against the build of its own content
// (tests/fixtures/baseline-site, dist-baseline/): the 34 routes answer at exactly their path, the sitemap
// lists exactly them, and every old address of the spec's table lands on its page.
import { expect, test } from '@playwright/test';
import { allRoutes, expectedRedirects } from '../fixtures/routes.ts';

test('the 34 routes of the spec answer 200 at exactly their path, each with one h1', async ({ page }) => {
  expect(allRoutes).toHaveLength(34);
  for (const route of allRoutes) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    expect(new URL(page.url()).pathname).toBe(route);
    await expect(page.locator('h1'), route).toHaveCount(1);
  }
});

test('the sitemap lists exactly the 34 routes', async ({ request }) => {
  const xml = await (await request.get('/sitemap-0.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname.replace(/(.)\/$/, '$1'));
  expect(paths.sort()).toEqual([...allRoutes].sort());
});

test('every old address of the spec lands on its page', async ({ page }) => {
  for (const [from, to] of expectedRedirects) {
    await page.goto(from);
    await expect(page, from).toHaveURL(new RegExp(`${to}$`));
  }
});
