// @vitest-environment node
// The editor's delete confirmation names the entries that point to the one being deleted.
import { describe, expect, it } from 'vitest';
import { deleteWarning } from '../../src/admin/delete-message';
import { referrers, relations } from '../../src/admin/references';
import { COLLECTION_NAMES } from '../../src/collections';
import { site } from '../fixtures/entries';

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
  expect(deleteWarning(['Kiri Ngata'])).toMatch(/^Kiri Ngata points to this entry .*Change it first/);
  expect(deleteWarning(['A', 'B', 'C'])).toMatch(/^A, B and C point to this entry .*Change them first/);
});
