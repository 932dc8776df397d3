// The items a list section shows (src/data/section-lists.ts), on a few entries built here: what the
// page draws, and whether the section is left out.
import { describe, expect, it } from 'vitest';
import { sectionListItems, type ListSource } from '../../src/data/section-lists.ts';

// Only the fields the lists read are filled in; the rest of each entry does not matter here.
const testimonial = (id: string, featuredOn: string[]) => ({ id, collection: 'testimonials', data: { quote: id, featuredOn } });
const source = (change: Record<string, unknown> = {}): ListSource =>
  ({
    settings: { name: 'Southland Stockfeed' },
    account: [{ time: 'Ten minutes.', ready: ['Your GST number'], contact: { name: 'Ann' } }],
    offices: [{ name: 'Mill', kind: 'mill' }],
    depotRegions: [
      {
        region: 'Southland',
        locations: [
          { name: 'Winton', kind: 'depot' },
          { name: 'Gore', kind: 'depot' },
        ],
      },
    ],
    staffGroups: [{ name: 'Sales', members: [{ id: 'ann' }] }],
    testimonials: [testimonial('first', ['molasses']), testimonial('second', []), testimonial('third', ['molasses', 'home'])],
    declarations: [{ title: '2025/26 season' }],
    categoryCards: [{ id: 'dairy' }, { id: 'calf' }],
    ...change,
  }) as unknown as ListSource;

describe('sectionListItems', () => {
  it('gives each list the entries it is drawn from, in their order', () => {
    const site = source();
    expect(sectionListItems(site, 'offices', 'about-us')).toEqual({ list: 'offices', items: site.offices });
    expect(sectionListItems(site, 'account', 'contact-us')).toEqual({ list: 'account', items: site.account });
    expect(sectionListItems(site, 'depots', 'about-us')).toEqual({ list: 'depots', items: site.depotRegions });
    expect(sectionListItems(site, 'staff', 'contact-us')).toEqual({ list: 'staff', items: site.staffGroups });
    expect(sectionListItems(site, 'declarations', 'declarations')).toEqual({ list: 'declarations', items: site.declarations });
    expect(sectionListItems(site, 'categories', 'products')).toEqual({ list: 'categories', items: site.categoryCards });
    expect(sectionListItems(site, 'testimonials', 'home').items.map(({ id }) => id)).toEqual(['first', 'second', 'third']);
  });

  it('features on a page only the testimonials that name it', () => {
    const site = source();
    expect(sectionListItems(site, 'featured-testimonials', 'molasses').items.map(({ id }) => id)).toEqual(['first', 'third']);
    expect(sectionListItems(site, 'featured-testimonials', 'home').items.map(({ id }) => id)).toEqual(['third']);
    expect(sectionListItems(site, 'featured-testimonials', 'about-us').items).toEqual([]);
  });

  it('gives an empty list nothing, so its section is left out; the contact details are always there', () => {
    const site = source({
      account: [],
      offices: [],
      depotRegions: [],
      staffGroups: [],
      testimonials: [],
      declarations: [],
      categoryCards: [],
    });
    for (const list of [
      'account',
      'offices',
      'depots',
      'staff',
      'testimonials',
      'featured-testimonials',
      'declarations',
      'categories',
    ] as const) {
      expect(sectionListItems(site, list, 'home').items, list).toEqual([]);
    }
    expect(sectionListItems(site, 'contact-details', 'home').items).toEqual([site.settings]);
  });
});
