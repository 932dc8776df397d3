// The spec's facts that live in the content itself, read from the baseline
// (tests/fixtures/baseline-site/content) through the build's loaders: the redirect table with every
// old address, the sample phone numbers in their dialling form, the not-found page's copy, and a
// picture of its own for each product. (Another business's content may share a picture between
// products: the content check only warns of it.)
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPathTable, readSite } from '../../src/validation/content.ts';
import { goingLiveOf } from '../../src/validation/load-site.ts';
import { validatedEntries } from '../../src/loaders/validate-entries.ts';
import { readSiteSettings } from '../../src/integrations/site-settings.ts';
import { expectedRedirects } from '../fixtures/routes.ts';

describe('the spec\u2019s content', () => {
  it('answers exactly the old addresses of docs/requirements.md, each to its page', () => {
    expect([...readPathTable().redirects].sort()).toEqual([...expectedRedirects].map(([from, to]) => [from, to]).sort());
  });

  it('dials the sample numbers from the digits people read: the free phone as written, the office in the +64 form', () => {
    const settings = readSiteSettings();
    expect(settings.freePhone).toEqual({ display: '0800 555 188', tel: '0800555188' });
    expect(settings.officePhone).toEqual({ display: '03 555 0142', tel: '+6435550142' });
  });

  // The sample as shipped: every value of the sample business is still there, and the Going live
  // page counts what is done from the number its settings record (sampleAtStart).
  it('records how many sample values it holds, so Going live starts at none done', () => {
    const list = goingLiveOf(readSite());
    expect(list.samplesLeft).toBeGreaterThan(0);
    expect(list.done).toBe(0);
    expect(readSiteSettings().sampleAtStart).toBe(list.samplesLeft);
  });

  it('gives the not-found page the spec\u2019s words and suggestions', () => {
    const notFound = validatedEntries('pages').find(({ id }) => id === '404');
    expect(notFound?.data.title).toBe('Page Not Found');
    expect(notFound?.body?.trim()).toBe(
      "Sorry, the page you're looking for doesn't exist. It may have been moved, deleted, or you entered the wrong URL.",
    );
    expect(notFound?.data.sections[0]).toMatchObject({ type: 'text', heading: 'You might be looking for' });
    expect(notFound?.data.sections[0] && 'actions' in notFound.data.sections[0] && notFound.data.sections[0].actions).toEqual([
      { label: 'Products', href: '/products' },
      { label: 'Dairy Feed', href: '/products/dairy-feed' },
      { label: 'Molasses', href: '/molasses' },
      { label: 'Contact Us', href: '/contact-us' },
    ]);
  });

  // A picture on several products reads as a mock-up: a product's own shows that product alone.
  it('gives each product with a picture one of its own, no other product\u2019s nor any category\u2019s', () => {
    const fileOf = ({ file, data }: { file: string; data: { photo?: { src: unknown } | undefined } }) =>
      data.photo ? resolve(dirname(file), String(data.photo.src)) : undefined;
    const products = validatedEntries('products').filter(({ data }) => data.photo);
    expect(products.length).toBeGreaterThan(0);
    const categoryPictures = new Set(validatedEntries('categories').map(fileOf).filter(Boolean));
    const seen = new Map<string, string>();
    for (const product of products) {
      const file = fileOf(product)!;
      expect(categoryPictures.has(file), `${product.file} shows a category\u2019s picture as its own`).toBe(false);
      expect(seen.get(file), `${product.file} shows the picture of ${seen.get(file)}`).toBeUndefined();
      seen.set(file, product.file);
    }
  });
});
