// @vitest-environment node
// Orders without ties: two entries of one list at one order are refused, naming both entries,
// the list and the field; the same order in two different lists is fine.
import { describe, expect, it } from 'vitest';
import { developerLine } from '../../src/lib/content/content-problems.ts';
import { checkOrderTies, type OrderedCollections } from '../../src/lib/content/order-ties.ts';

/** What checkOrderTies refuses, as the build prints it. */
const ties = (collections: OrderedCollections) => checkOrderTies(collections).map(developerLine).join('\n');

const none: OrderedCollections = { products: [], categories: [], staff: [], groups: [], locations: [], declarations: [], testimonials: [] };
const product = (id: string, name: string, category: string, order: number) => ({
  id,
  file: `src/content/products/${id}.md`,
  data: { name, category, order },
});
const dairy = { id: 'dairy', file: 'src/content/categories/dairy.yaml', data: { title: 'Dairy', order: 1, cardOrder: 1 } };
const calf = { id: 'calf', file: 'src/content/categories/calf.yaml', data: { title: 'Calf Feed', order: 2, cardOrder: 2 } };

describe('checkOrderTies', () => {
  it('refuses two products of one category at one order, in the office\u2019s words', () => {
    const products = [product('barley', 'Barley pellets', 'dairy', 1), product('tapioca', 'Tapioca', 'dairy', 1)];
    expect(ties({ ...none, categories: [dairy, calf], products })).toBe(
      'src/content/products/tapioca.md: order: "Tapioca" and "Barley pellets" both have order 1 in Dairy; give each its own, e.g. 0.5 to put one ahead of the other (src/content/products/barley.md (order))',
    );
  });

  it('takes one order in two categories, and distinct orders in one', () => {
    const products = [
      product('barley', 'Barley pellets', 'dairy', 1),
      product('muesli', 'Calf Muesli', 'calf', 1),
      product('tapioca', 'Tapioca', 'dairy', 2),
    ];
    expect(ties({ ...none, categories: [dairy, calf], products })).toBe('');
  });

  it('refuses two categories at one place on the bar, or among the cards on /products', () => {
    expect(ties({ ...none, categories: [dairy, { ...calf, data: { ...calf.data, order: 1 } }] })).toBe(
      'src/content/categories/calf.yaml: order: "Calf Feed" and "Dairy" both have order 1 in the category bar; give each its own, e.g. 0.5 to put one ahead of the other (src/content/categories/dairy.yaml (order))',
    );
    expect(ties({ ...none, categories: [dairy, { ...calf, data: { ...calf.data, cardOrder: 1 } }] })).toContain(
      'cardOrder: "Calf Feed" and "Dairy" both have order 1 in the category cards on /products',
    );
  });

  it('reads staff by group, offices apart from depots, declarations by season and testimonials as one list', () => {
    const staff = (id: string, group: string, order: number) => ({
      id,
      file: `src/content/staff/${id}.yaml`,
      data: { name: id, group, order },
    });
    const group = (id: string, name: string, order: number) => ({ id, file: `src/content/groups/${id}.yaml`, data: { name, order } });
    const groups = [group('office', 'In The Office', 1), group('road', 'On The Road', 2)];
    expect(ties({ ...none, groups, staff: [staff('a', 'office', 1), staff('b', 'road', 1)] })).toBe('');
    expect(ties({ ...none, groups, staff: [staff('a', 'office', 1), staff('b', 'office', 1)] })).toContain(
      '"b" and "a" both have order 1 in In The Office;',
    );
    expect(ties({ ...none, groups: [...groups, group('yard', 'Yard', 2)] })).toContain(
      '"Yard" and "On The Road" both have order 2 in the staff groups on Contact Us;',
    );
    const location = (id: string, kind: string, order: number) => ({
      id,
      file: `src/content/locations/${id}.yaml`,
      data: { name: id, kind, order },
    });
    expect(ties({ ...none, locations: [location('mill', 'feed-mill', 1), location('timaru', 'depot', 1)] })).toBe('');
    expect(ties({ ...none, locations: [location('mill', 'feed-mill', 2), location('office', 'main-office', 2)] })).toContain(
      'in the offices on Contact Us;',
    );
    const declaration = (id: string, season: string, order: number) => ({
      id,
      file: `src/content/declarations/${id}.yaml`,
      data: { title: id, season, order },
    });
    expect(ties({ ...none, declarations: [declaration('a', '24/25', 1), declaration('b', '25/26', 1)] })).toBe('');
    expect(ties({ ...none, declarations: [declaration('a', '24/25', 1), declaration('b', '24/25', 1)] })).toContain(
      'in the declarations of season 2024/25;',
    );
    const testimonial = (id: string, order: number) => ({ id, file: `src/content/testimonials/${id}.yaml`, data: { author: id, order } });
    expect(ties({ ...none, testimonials: [testimonial('a', 3), testimonial('b', 3)] })).toContain('in the testimonials;');
  });
});
