// JSON-LD for search engines: the business on Home and Contact Us, a breadcrumb trail on product pages.
import { expect, test, type Page } from '@playwright/test';

type JsonLd = Record<string, unknown>;

async function jsonLd(page: Page, type: string): Promise<JsonLd> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const items = blocks.map((text) => JSON.parse(text) as JsonLd).flatMap((data) => (data['@graph'] as JsonLd[] | undefined) ?? [data]);
  const match = items.filter((item) => item['@type'] === type);
  expect(match, `one ${type} on ${page.url()}`).toHaveLength(1);
  expect(match[0]!['@context']).toBe('https://schema.org');
  return match[0]!;
}

for (const route of ['/', '/contact-us']) {
  test(`${route} describes the business as a LocalBusiness`, async ({ page }) => {
    await page.goto(route);
    const business = await jsonLd(page, 'LocalBusiness');
    expect(business['name']).toBe('Southland Stockfeed & Molasses');
    expect(business['url']).toMatch(/^https:\/\/[^/]+\/$/);
    expect(business['telephone']).toMatch(/^\+64\d+$/);
    expect(business['email']).toMatch(/^[^@\s]+@[^@\s]+$/);
    expect(business['foundingDate']).toMatch(/^\d{4}$/);
    // The spec names no list of regions served, so none is claimed.
    expect(business['areaServed']).toBeUndefined();
    expect(business['address']).toMatchObject({
      '@type': 'PostalAddress',
      streetAddress: expect.any(String),
      addressLocality: expect.any(String),
      postalCode: expect.any(String),
      addressCountry: 'NZ',
    });
  });
}

test('a product page has the breadcrumb trail Home › Products › category › product', async ({ page }) => {
  await page.goto('/dairy-feed/pke');
  const trail = await jsonLd(page, 'BreadcrumbList');
  const items = trail['itemListElement'] as JsonLd[];
  expect(items.map((item) => item['position'])).toEqual([1, 2, 3, 4]);
  expect(items.map((item) => new URL(String(item['item'])).pathname)).toEqual([
    '/',
    '/products',
    '/products/dairy-feed',
    '/dairy-feed/pke',
  ]);
  for (const item of items) expect(item['item']).toMatch(/^https:\/\//);
  expect(items.slice(0, 2).map((item) => item['name'])).toEqual(['Home', 'Products']);
  expect(items[3]!['name']).toBe((await page.locator('h1').textContent())?.trim());
});
