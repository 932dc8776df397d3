// @vitest-environment node
// What an entry means before its schema sees it: the editor's empty values are fields left out,
// and what the site can work out (an address, an order) is filled in when left empty. A product's
// address is worked out from its category's entry, read from a content folder of this file's own
// (tests/fixtures/entries.ts).
import { afterAll, describe, expect, it, vi } from 'vitest';
import { prepareEntries, rawEntries, withPhotoDescriptions, withoutEmptyValues } from '../../src/loaders/prepare-entries.ts';
import { validatedEntries } from '../../src/loaders/validate-entries.ts';
import { productSchema } from '../../src/schemas/catalogue.ts';
import { staffSchema } from '../../src/schemas/company.ts';
import { COLLECTION_NAMES, definitionOf, withoutImagePipeline } from '../../src/collections.ts';
import { SLOWDOWN } from '../fixtures/time.ts';

const content = await vi.hoisted(async () => (await import('../fixtures/entries.ts')).contentFolder());
afterAll(() => content.remove());

describe('withoutEmptyValues', () => {
  it('takes out what the editor writes for a cleared field', () => {
    expect(
      withoutEmptyValues({
        strapline: '',
        lead: '   ',
        category: null,
        getInTouch: {},
        photo: { src: '', alt: 'A bag of nuts' },
        mainPicture: { src: '../../assets/pages/depot.jpg', alt: '' },
        name: 'Kept',
        order: 0,
        categoryBar: false,
      }),
    ).toEqual({ mainPicture: { src: '../../assets/pages/depot.jpg' }, name: 'Kept', order: 0, categoryBar: false });
  });

  it('keeps lists, emptied or not, without their empty items', () => {
    expect(withoutEmptyValues({ feeding: [], benefits: ['', 'Lasts', null], sections: [{ heading: 'Kept', items: [''] }, {}] })).toEqual({
      feeding: [],
      benefits: ['Lasts'],
      sections: [{ heading: 'Kept', items: [] }],
    });
  });
});

describe('prepareEntries', () => {
  const categories = validatedEntries('categories');
  const category = categories.find(({ data }) => data.path.startsWith('/products/'))!;

  it('gives a product left without an address one under its category\u2019s listing, from its file name', () => {
    const [product] = prepareEntries('products', [{ id: 'hay-cubes', data: { category: category.id } as Record<string, unknown> }]);
    expect(product!.data['path']).toBe(`/${category.data.path.split('/').at(-1)}/hay-cubes`);
  });

  it('keeps an address that was given, and puts an entry without an order after every numbered one', () => {
    const entries = prepareEntries('products', [
      { id: 'a', data: { category: category.id, path: '/given/a', order: 7 } },
      { id: 'b', data: { category: category.id, order: 3 } },
      { id: 'c', data: { category: category.id, order: '' } },
    ]);
    expect(entries.map(({ data }) => [data['path'], data['order']])).toEqual([
      ['/given/a', 7],
      [`/${category.data.path.split('/').at(-1)}/b`, 3],
      [`/${category.data.path.split('/').at(-1)}/c`, 8],
    ]);
  });

  it('places 20,000 unnumbered products after the numbered one, each at an order of its own, in well under a second', () => {
    // The highest order is found once per collection: once per entry, this took 7 s.
    const entries = [
      { id: 'numbered', data: { category: category.id, order: 5 } as Record<string, unknown> },
      ...Array.from({ length: 20_000 }, (_, i) => ({ id: `p${i}`, data: { category: category.id } as Record<string, unknown> })),
    ];
    const started = performance.now();
    const prepared = prepareEntries('products', entries);
    // A limit that ends a reading gone quadratic again, stretched where the run shares its cores.
    expect(performance.now() - started).toBeLessThan(1000 * SLOWDOWN);
    // In file order, none tied with another: the office sees the order the site lists them in.
    expect(prepared.slice(1).map(({ data }) => data['order'])).toEqual(Array.from({ length: 20_000 }, (_, i) => 6 + i));
  });

  it('gives a category left without a page a listing of its own', () => {
    const [entry] = prepareEntries('categories', [{ id: 'horse', data: { order: 2 } }]);
    expect(entry!.data).toMatchObject({ path: '/products/horse', order: 2, cardOrder: 1 });
  });

  it('leaves collections with nothing to work out as they are, but for empty values', () => {
    expect(prepareEntries('settings', [{ id: 'site', data: { name: 'x', phone: '' } }])).toEqual([{ id: 'site', data: { name: 'x' } }]);
  });

  it('describes a photo left without a description by its section\u2019s heading, else the entry\u2019s name', () => {
    expect(
      withPhotoDescriptions({
        name: 'Kiri Ngata',
        photo: { src: 'a.jpg' },
        sections: [
          { heading: 'Our yard', photo: { src: 'b.jpg' }, photos: [{ src: 'c.jpg' }, { src: 'd.jpg', alt: 'Kept as typed' }] },
          { photos: [{ src: 'e.jpg' }] },
        ],
      }),
    ).toEqual({
      name: 'Kiri Ngata',
      photo: { src: 'a.jpg', alt: 'Kiri Ngata' },
      sections: [
        {
          heading: 'Our yard',
          photo: { src: 'b.jpg', alt: 'Our yard' },
          photos: [
            { src: 'c.jpg', alt: 'Our yard, photo 1' },
            { src: 'd.jpg', alt: 'Kept as typed' },
          ],
        },
        { photos: [{ src: 'e.jpg', alt: 'Kiri Ngata' }] },
      ],
    });
  });

  it('a staff member whose photo the editor saved with its description cleared passes the schema', () => {
    const context = withoutImagePipeline;
    const [person] = rawEntries('staff');
    const [prepared] = prepareEntries('staff', [{ id: person!.id, data: { ...person!.data, photo: { src: 'a.jpg', alt: '' } } }]);
    expect(prepared!.data['photo']).toEqual({ src: 'a.jpg', alt: person!.data['name'] });
    expect(staffSchema(context).safeParse(prepared!.data).success).toBe(true);
  });

  it('a product with only what a person must type passes its schema', () => {
    const context = withoutImagePipeline;
    const [product] = prepareEntries('products', [
      { id: 'hay-cubes', data: { name: 'Hay Cubes', category: category.id, summary: 'Cubes.' } },
    ]);
    expect(productSchema(context).safeParse(product!.data).success).toBe(true);
  });

  it('names only fields its collection\u2019s schema has', () => {
    const withDerived = COLLECTION_NAMES.filter((name) => definitionOf(name).derived);
    expect(withDerived.length).toBeGreaterThan(0);
    for (const name of withDerived) {
      const [entry] = validatedEntries(name);
      for (const field of Object.keys(definitionOf(name).derived ?? {})) expect(entry?.data, `${name}.${field}`).toHaveProperty(field);
    }
  });
});
