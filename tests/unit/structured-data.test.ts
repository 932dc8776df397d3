// @vitest-environment node
// (Astro compiles .astro files for the server only, so the component test needs the node environment.)
import { describe, expect, it } from 'vitest';
import { expectedPostalAddress } from '../fixtures/structured-data';
import { breadcrumbList, jsonLdText, localBusiness } from '../../src/lib/structured-data';
import { settingsSchema } from '../../src/schemas/settings';
import { withoutImagePipeline } from '../../src/collections';
import { settings as settingsEntry } from '../fixtures/entries';

const settings = settingsSchema(withoutImagePipeline).parse(settingsEntry('site').data);

describe('localBusiness', () => {
  const business = localBusiness(settings, 'Stock feed and molasses for farms.');

  it('describes the company from the settings', () => {
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: settings.name,
      url: `${new URL(settings.url).origin}/`,
      telephone: settings.freePhone.tel,
      email: settings.emails[0]!.address,
      foundingDate: String(settings.foundedYear),
    });
  });

  it('gives the head office as a PostalAddress', () => {
    expect(business['address']).toEqual(expectedPostalAddress(settings.headOffice));
  });

  it('describes the business in the page’s own words and claims no area served', () => {
    expect(business['description']).toBe('Stock feed and molasses for farms.');
    expect(business).not.toHaveProperty('areaServed');
  });
});

describe('breadcrumbList', () => {
  it('numbers the trail from 1 with absolute URLs', () => {
    const list = breadcrumbList(
      [
        { name: 'Home', path: '/' },
        { name: 'Products', path: '/products' },
        { name: 'Dairy Feed', path: '/products/dairy-feed' },
        { name: 'PKE', path: '/dairy-feed/pke' },
      ],
      'https://www.example.nz',
    );
    expect(list['@type']).toBe('BreadcrumbList');
    expect(list['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.nz/' },
      { '@type': 'ListItem', position: 2, name: 'Products', item: 'https://www.example.nz/products' },
      { '@type': 'ListItem', position: 3, name: 'Dairy Feed', item: 'https://www.example.nz/products/dairy-feed' },
      { '@type': 'ListItem', position: 4, name: 'PKE', item: 'https://www.example.nz/dairy-feed/pke' },
    ]);
  });
});

describe('jsonLdText', () => {
  it('escapes < so a value cannot close the script element, and stays valid JSON', () => {
    const data = { name: '</script><script>alert(1)</script>' };
    const text = jsonLdText(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('JsonLd.astro', () => {
  it('writes the data as one escaped JSON-LD script', async () => {
    const { experimental_AstroContainer: AstroContainer } = await import('astro/container');
    const { default: JsonLd } = await import('../../src/components/JsonLd.astro');
    const container = await AstroContainer.create();
    const html = await container.renderToString(JsonLd, { props: { data: { '@type': 'Thing', name: 'a</script>' } } });
    expect(html).toBe('<script type="application/ld+json">{"@type":"Thing","name":"a\\u003c/script>"}</script>');
  }, 60_000); // the first render compiles Astro's runtime
});
