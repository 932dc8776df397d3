// @vitest-environment node
// The editor's delete confirmation names the entries that point to the one being deleted.
import { describe, expect, it } from 'vitest';
import { deleteWarning } from '../../src/admin/delete-message';
import { referrers, relations } from '../../src/admin/references';
import { COLLECTION_NAMES } from '../../src/collections';
import { validatedEntries } from '../../src/loaders/folder-loader';

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
    const staff = validatedEntries('staff');
    const found = referrers(fields, (collection) => validatedEntries(collection) as { id: string; data: Record<string, unknown> }[]);
    const sites = new Set(staff.map(({ data }) => data.location));
    expect(sites.size).toBeGreaterThan(0);
    for (const site of sites) {
      const based = staff.filter(({ data }) => data.location === site).map(({ data }) => data.name);
      expect(found[`locations/${site}`]).toEqual(expect.arrayContaining(based));
    }
  });
});

it('says who points to an entry, and what to do', () => {
  expect(deleteWarning(['Kiri Ngata'])).toMatch(/^Kiri Ngata points to this entry .*Change it first/);
  expect(deleteWarning(['A', 'B', 'C'])).toMatch(/^A, B and C point to this entry .*Change them first/);
});
