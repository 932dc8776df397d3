// @vitest-environment node
// The editor's delete confirmation names the entries that point to the one being deleted.
import { describe, expect, it } from 'vitest';
import { deleteWarning } from '../../src/admin/delete-message.ts';
import { countedIn, featuredAlone, namedIn, referrers, relations } from '../../src/admin/references.ts';
import { COLLECTION_NAMES } from '../../src/collections.ts';
import { site } from '../fixtures/entries.ts';

describe('referrers', () => {
  const fields = relations(COLLECTION_NAMES);

  it('finds every reference field of the forms', () => {
    expect(fields).toEqual(
      expect.arrayContaining([
        { collection: 'staff', field: 'location', target: 'locations' },
        { collection: 'products', field: 'category', target: 'categories' },
        { collection: 'testimonials', field: 'featuredOn', target: 'pages' },
      ]),
    );
  });

  it('names every staff member based at a site, by name', () => {
    const entries = site();
    const found = referrers(fields, (collection) => entries.filter((entry) => entry.collection === collection));
    const staff = entries.filter((entry) => entry.collection === 'staff').map(({ data }) => data as { name: string; location: string });
    const sites = new Set(staff.map(({ location }) => location));
    expect(sites.size).toBeGreaterThan(1);
    for (const place of sites) {
      expect(found[`locations/${place}`]).toEqual(staff.filter(({ location }) => location === place).map(({ name }) => name));
    }
  });
});

it('says who points to an entry, and what to do', () => {
  expect(deleteWarning({ pointing: ['Kiri Ngata'] })).toMatch(/^Kiri Ngata points to this entry .*Change it first/);
  expect(deleteWarning({ pointing: ['A', 'B', 'C'] })).toMatch(/^A, B and C point to this entry .*Change them first/);
});

describe('countedIn and namedIn', () => {
  it('names each entry whose words count the depots by hand, with the phrases, once each; a placeholder is no count', () => {
    const entries = [
      {
        kind: 'page',
        id: 'about-us',
        data: { title: 'About Us', lead: 'Molasses from seven depots.' },
        body: 'Our seven depots and 40 staff.',
      },
      { kind: 'category', id: 'molasses', data: { title: 'Molasses', sections: [{ text: 'Pick up from 7 molasses depots.' }] } },
      { kind: 'page', id: 'home', data: { title: 'Home', lead: 'Feed for every farm, from our {depots} depots.' } },
    ];
    expect(countedIn(entries, 'depots')).toEqual([
      'the page About Us (\u201cseven depots\u201d)',
      'the category Molasses (\u201c7 molasses depots\u201d)',
    ]);
  });

  it('names each entry whose words name a place or product, as a whole word, but not the entry itself', () => {
    const entries = [
      { kind: 'page', id: 'about-us', data: { title: 'About Us' }, body: 'From North Port to Timaru.' },
      { kind: 'product', id: 'pke', data: { name: 'PKE', summary: 'Shipped from Timaru.' } },
      { kind: 'page', id: 'home', data: { title: 'Home', lead: 'Timaruvian farmers and PKE.' } },
    ];
    expect(
      namedIn(entries, [
        { key: 'locations/timaru', name: 'Timaru' },
        { key: 'products/pke', name: 'PKE', own: 'product/pke' },
        { key: 'locations/gore', name: 'Gore' },
      ]),
    ).toEqual({ 'locations/timaru': ['the page About Us', 'the product PKE'], 'products/pke': ['the page Home'] });
  });
});

it('warns before a depot is deleted where the words count the depots by hand or name it', () => {
  const warning = deleteWarning({
    pointing: ['Ben Harrington'],
    counted: ['About Us (\u201cseven depots\u201d)', 'Molasses (\u201cseven depots\u201d)'],
    named: ['the page Home'],
  });
  expect(warning).toMatch(/^Ben Harrington points to this entry .*Change it first/);
  expect(warning).toContain(
    'The words of About Us (\u201cseven depots\u201d) and Molasses (\u201cseven depots\u201d) count the depots by hand: after deleting, they give the wrong number. Write {depots} there',
  );
  expect(warning).toContain('The words of the page Home name this entry: change them after deleting');
  expect(deleteWarning({ counted: ['About Us (\u201cseven depots\u201d)'] })).toMatch(/^The words of About Us/);
  expect(deleteWarning({})).toBe('');
});

describe('featuredAlone', () => {
  const testimonial = (id: string, featuredOn: string[]) => ({ id, data: { featuredOn } });
  const page = (id: string, name: string, lists: string[]) => ({ id, name, sections: lists.map((list) => ({ type: 'list', list })) });

  it('names the pages showing featured testimonials that feature only this one', () => {
    const found = featuredAlone(
      [testimonial('aroha', ['home', 'molasses']), testimonial('ben', ['home']), testimonial('cam', ['about-us'])],
      [
        page('home', 'Home', ['featured-testimonials']),
        page('molasses', 'Molasses', ['featured-testimonials']),
        page('about-us', 'About Us', ['staff']),
      ],
    );
    // Home features two; About Us does not show its featured testimonials.
    expect(found).toEqual({ 'testimonials/aroha': ['Molasses'] });
  });

  it('warns that the page’s testimonials section will be left out', () => {
    expect(deleteWarning({ featuredOn: ['Molasses'] })).toMatch(/^This is the only testimonial featured on Molasses: .*left out/);
    expect(deleteWarning({ featuredOn: ['Home', 'Molasses'] })).toContain(
      'featured on Home and Molasses: after deleting, their testimonials section',
    );
  });
});
