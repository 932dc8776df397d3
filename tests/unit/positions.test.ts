// @vitest-environment node
// Positions without ties: two entries of one list at one position are refused, naming both files,
// the list and the field; the same position in two different lists is fine.
import { describe, expect, it } from 'vitest';
import { checkPositions, type PositionedCollections } from '../../src/lib/content/positions';

const none: PositionedCollections = { products: [], categories: [], staff: [], locations: [], declarations: [], testimonials: [] };
const product = (id: string, name: string, category: string, order: number) => ({
  id,
  file: `src/content/products/${id}.md`,
  data: { name, category, order },
});
const dairy = { id: 'dairy', file: 'src/content/categories/dairy.yaml', data: { title: 'Dairy', order: 1, cardOrder: 1 } };
const calf = { id: 'calf', file: 'src/content/categories/calf.yaml', data: { title: 'Calf Feed', order: 2, cardOrder: 2 } };

describe('checkPositions', () => {
  it('refuses two products of one category at one position, in the office\u2019s words', () => {
    const products = [product('barley', 'Barley pellets', 'dairy', 1), product('tapioca', 'Tapioca', 'dairy', 1)];
    expect(() => checkPositions({ ...none, categories: [dairy, calf], products })).toThrow(
      'src/content/products/barley.md and src/content/products/tapioca.md: "Barley pellets" and "Tapioca" are both at position 1 in Dairy (Order); give each its own, e.g. 0.5 to put one ahead of the other',
    );
  });

  it('takes one position in two categories, and distinct positions in one', () => {
    const products = [
      product('barley', 'Barley pellets', 'dairy', 1),
      product('muesli', 'Calf Muesli', 'calf', 1),
      product('tapioca', 'Tapioca', 'dairy', 2),
    ];
    expect(() => checkPositions({ ...none, categories: [dairy, calf], products })).not.toThrow();
  });

  it('refuses two categories at one place on the bar, or among the cards on /products', () => {
    expect(() => checkPositions({ ...none, categories: [dairy, { ...calf, data: { ...calf.data, order: 1 } }] })).toThrow(
      'src/content/categories/dairy.yaml and src/content/categories/calf.yaml: "Dairy" and "Calf Feed" are both at position 1 in the category bar (Order on the bar)',
    );
    expect(() => checkPositions({ ...none, categories: [dairy, { ...calf, data: { ...calf.data, cardOrder: 1 } }] })).toThrow(
      'are both at position 1 in the category cards on /products (Order on /products)',
    );
  });

  it('reads staff by group, sites apart from depots, declarations by season and testimonials as one list', () => {
    const staff = (id: string, group: string, order: number) => ({
      id,
      file: `src/content/staff/${id}.yaml`,
      data: { name: id, group, order },
    });
    expect(() => checkPositions({ ...none, staff: [staff('a', 'In The Office', 1), staff('b', 'On The Road', 1)] })).not.toThrow();
    expect(() => checkPositions({ ...none, staff: [staff('a', 'In The Office', 1), staff('b', 'In The Office', 1)] })).toThrow(
      '"a" and "b" are both at position 1 in In The Office (Order)',
    );
    const location = (id: string, kind: string, order: number) => ({
      id,
      file: `src/content/locations/${id}.yaml`,
      data: { name: id, kind, order },
    });
    expect(() => checkPositions({ ...none, locations: [location('mill', 'feed-mill', 1), location('timaru', 'depot', 1)] })).not.toThrow();
    expect(() => checkPositions({ ...none, locations: [location('mill', 'feed-mill', 2), location('office', 'main-office', 2)] })).toThrow(
      'in the sites on Contact Us (Order)',
    );
    const declaration = (id: string, season: string, order: number) => ({
      id,
      file: `src/content/declarations/${id}.yaml`,
      data: { title: id, season, order },
    });
    expect(() => checkPositions({ ...none, declarations: [declaration('a', '24/25', 1), declaration('b', '25/26', 1)] })).not.toThrow();
    expect(() => checkPositions({ ...none, declarations: [declaration('a', '24/25', 1), declaration('b', '24/25', 1)] })).toThrow(
      'in the declarations of season 2024/25 (Order)',
    );
    const testimonial = (id: string, order: number) => ({ id, file: `src/content/testimonials/${id}.yaml`, data: { author: id, order } });
    expect(() => checkPositions({ ...none, testimonials: [testimonial('a', 3), testimonial('b', 3)] })).toThrow(
      'in the testimonials (Order)',
    );
  });
});
