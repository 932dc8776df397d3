// JSON-LD for search engines: the business on the pages that ask for it, a breadcrumb trail on
// every product page; the values come from the content the site was built from.
import { expect, test, type Page } from '@playwright/test';
import { pagePath } from '../../src/lib/routes';
import { categories, pages, products, settings } from '../fixtures/site-content';

type JsonLd = Record<string, unknown>;

async function jsonLd(page: Page, type: string): Promise<JsonLd> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const items = blocks.map((text) => JSON.parse(text) as JsonLd).flatMap((data) => (data['@graph'] as JsonLd[] | undefined) ?? [data]);
  const match = items.filter((item) => item['@type'] === type);
  expect(match, `one ${type} on ${page.url()}`).toHaveLength(1);
  expect(match[0]!['@context']).toBe('https://schema.org');
  return match[0]!;
}

// The pages whose entry asks for the business details, and each product with its category.
const businessPages = pages.filter(({ data }) => data.describesBusiness).map(({ id }) => pagePath(id));

test('the business details are on at least one page', () => {
  expect(businessPages.length).toBeGreaterThan(0);
});

for (const route of businessPages) {
  test(`${route} describes the business as a LocalBusiness, from the site settings`, async ({ page }) => {
    await page.goto(route);
    const business = await jsonLd(page, 'LocalBusiness');
    expect(business['name']).toBe(settings.name);
    expect(business['url']).toBe(settings.url);
    expect(business['telephone']).toBe(settings.freePhone.tel);
    expect(business['email']).toBe(settings.emails[0]!.address);
    expect(business['foundingDate']).toBe(String(settings.foundedYear));
    // The spec names no list of regions served, so none is claimed.
    expect(business['areaServed']).toBeUndefined();
    expect(business['address']).toEqual({
      '@type': 'PostalAddress',
      streetAddress: settings.headOffice.street,
      addressLocality: settings.headOffice.locality,
      addressRegion: settings.headOffice.region,
      postalCode: settings.headOffice.postcode,
      addressCountry: settings.headOffice.countryCode,
    });
  });
}

for (const product of products) {
  const category = categories.find(({ id }) => id === product.data.category)!;
  test(`${product.data.path} has the breadcrumb trail Home \u203a Products \u203a ${category.data.title} \u203a ${product.data.name}`, async ({
    page,
  }) => {
    await page.goto(product.data.path);
    const trail = await jsonLd(page, 'BreadcrumbList');
    const items = trail['itemListElement'] as JsonLd[];
    expect(items.map((item) => item['position'])).toEqual([1, 2, 3, 4]);
    expect(items.map((item) => new URL(String(item['item'])).pathname)).toEqual(['/', '/products', category.data.href, product.data.path]);
    for (const item of items) expect(String(item['item']).startsWith(settings.url)).toBe(true);
    expect(items.map((item) => item['name'])).toEqual(['Home', 'Products', category.data.title, product.data.name]);
  });
}
