// JSON-LD for search engines, as built into dist/: the business on the pages that ask for it, a
// breadcrumb trail on every product page; the values come from the content the site was built
// from. (The data is in the HTML as built: no browser is needed to read it.)
import { describe, expect, it } from 'vitest';
import { expectedPostalAddress } from '../fixtures/structured-data.ts';
import { attribute, textContent } from '../../src/lib/built/built-site.ts';
import { findServedFile } from '../../src/integrations/built-files.ts';
import { pagePath } from '../../src/conventions/paths.ts';
import { DIST, readPage } from '../../scripts/lib/site-metrics.ts';
import { categories, pages, products, settings, someOf } from '../fixtures/site-content.ts';

type JsonLd = Record<string, unknown>;

/** The one item of `type` in a built page's JSON-LD blocks. */
function jsonLd(path: string, type: string): JsonLd {
  const file = findServedFile(path, DIST);
  expect(file, `no page in dist/ for ${path}`).not.toBeNull();
  const items = readPage(file!)
    .elements.filter((el) => el.tagName === 'script' && attribute(el, 'type') === 'application/ld+json')
    .map((el) => JSON.parse(textContent(el)) as JsonLd)
    .flatMap((data) => (data['@graph'] as JsonLd[] | undefined) ?? [data]);
  const match = items.filter((item) => item['@type'] === type);
  expect(match, `one ${type} on ${path}`).toHaveLength(1);
  expect(match[0]!['@context']).toBe('https://schema.org');
  return match[0]!;
}

// The pages whose entry asks for the business details.
const businessPages = pages.filter(({ data }) => data.describesBusiness).map(({ id }) => pagePath(id));

describe('structured data in dist/', () => {
  it('describes the business on at least one page', () => {
    expect(businessPages.length).toBeGreaterThan(0);
  });

  it.each(someOf(businessPages, 'page that describes the business'))(
    '%s describes the business as a LocalBusiness, from the site settings',
    (path) => {
      const business = jsonLd(path, 'LocalBusiness');
      expect(business['name']).toBe(settings.name);
      expect(business['url']).toBe(settings.url);
      expect(business['telephone']).toBe(settings.freePhone.tel);
      expect(business['email']).toBe(settings.emails[0]!.address);
      expect(business['foundingDate']).toBe(String(settings.foundedYear));
      // The spec names no list of regions served, so none is claimed.
      expect(business['areaServed']).toBeUndefined();
      expect(business['address']).toEqual(expectedPostalAddress(settings.headOffice));
    },
  );

  it.each(someOf(products, 'product'))('$data.path has the breadcrumb trail Home › Products › its category › its name', ({ data }) => {
    const category = categories.find(({ id }) => id === data.category)!;
    const items = jsonLd(data.path, 'BreadcrumbList')['itemListElement'] as JsonLd[];
    expect(items.map((item) => item['position'])).toEqual([1, 2, 3, 4]);
    expect(items.map((item) => new URL(String(item['item'])).pathname)).toEqual(['/', '/products', category.data.path, data.path]);
    for (const item of items) expect(String(item['item']).startsWith(settings.url)).toBe(true);
    expect(items.map((item) => item['name'])).toEqual(['Home', 'Products', category.data.title, data.name]);
  });
});
