// @vitest-environment node
// (Astro compiles .astro files for the server only, so the component test needs the node environment.)
import { describe, expect, it } from 'vitest';
import { expectedClosedDay, expectedGeo, expectedHours, expectedPostalAddress } from '../fixtures/structured-data.ts';
import type { Weekday } from '../../src/conventions/opening-hours.ts';
import { breadcrumbList, jsonLdText, localBusiness } from '../../src/lib/company/structured-data.ts';
import { locationSchema } from '../../src/schemas/company.ts';
import { settingsSchema } from '../../src/schemas/settings.ts';
import { withoutImagePipeline } from '../../src/collections.ts';
import { location, settings as settingsEntry } from '../fixtures/entries.ts';

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

describe('localBusiness, with hours and places to drive to', () => {
  // As an entry holds them (a list an editor can change), not the read-only rows the formatter takes.
  type Row = { days: Weekday[]; opens: string; closes: string };
  const weekdays: Row = { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '07:30', closes: '17:00' };
  const saturday: Row = { days: ['sat'], opens: '08:00', closes: '12:00' };
  const placed = settingsSchema(withoutImagePipeline).parse(
    settingsEntry('site', {
      officeHours: [weekdays],
      closedDays: [
        { date: '2026-12-25', name: 'Christmas Day' },
        { date: '2026-11-02', name: 'Past' },
      ],
      headOffice: { ...settingsEntry('site').data.headOffice!, position: { latitude: -46.1, longitude: 168.9 } },
    }).data,
  );
  const depot = (id: string, data: Parameters<typeof location>[1]) => locationSchema.parse(location(id, data).data);
  const locations = [
    depot('main-office', { kind: 'main-office', order: 1 }),
    depot('gore', {
      address: '3 Gore Road, Gore',
      openingHours: [weekdays, saturday],
      phone: '03 444 1300',
      position: { latitude: -46.09, longitude: 168.94 },
      order: 2,
    }),
    depot('clinton', { address: '1 Clinton Street, Clinton', order: 3 }),
    depot('balfour', { order: 4 }),
  ];
  const business = localBusiness(placed, 'Feed.', { locations, today: '2026-11-26' });

  it('places the head office on the map, with its hours and the closed days ahead, public holidays among them', () => {
    expect(business['geo']).toEqual(expectedGeo({ latitude: -46.1, longitude: 168.9 }));
    expect(business['openingHoursSpecification']).toEqual([
      expectedHours(weekdays),
      ...['2026-12-25', '2026-12-28', '2027-01-01', '2027-01-04'].map(expectedClosedDay),
    ]);
  });

  it('gives each site with an address or a position as a department, with what is known of it', () => {
    const departments = business['department'] as Record<string, unknown>[];
    expect(departments.map(({ name }) => name)).toEqual([`${placed.name}, Gore`, `${placed.name}, Clinton`]);
    expect(departments[0]).toEqual({
      '@type': 'LocalBusiness',
      name: `${placed.name}, Gore`,
      address: { '@type': 'PostalAddress', streetAddress: '3 Gore Road, Gore', addressRegion: 'Southland', addressCountry: 'NZ' },
      telephone: '+6434441300',
      geo: expectedGeo({ latitude: -46.09, longitude: 168.94 }),
      openingHoursSpecification: [expectedHours(weekdays), expectedHours(saturday)],
    });
    // Nothing claimed that is not given: JSON leaves out what is undefined.
    expect(JSON.parse(JSON.stringify(departments[1]))).toEqual({
      '@type': 'LocalBusiness',
      name: `${placed.name}, Clinton`,
      address: { '@type': 'PostalAddress', streetAddress: '1 Clinton Street, Clinton', addressRegion: 'Southland', addressCountry: 'NZ' },
    });
  });

  it('claims no position, hours or departments it was not given', () => {
    const bare = JSON.parse(JSON.stringify(localBusiness(settings, 'Feed.'))) as Record<string, unknown>;
    expect(bare).not.toHaveProperty('geo');
    expect(bare).not.toHaveProperty('openingHoursSpecification');
    expect(bare).not.toHaveProperty('department');
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
