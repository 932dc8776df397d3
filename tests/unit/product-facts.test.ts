// A product's fact blocks (src/lib/content/product-facts.ts), on products built here: the order and the
// headings the page and the editor's preview draw them under, and the blocks an empty field leaves out.
import { describe, expect, it } from 'vitest';
import { productFacts, type ProductFactFields } from '../../src/lib/content/product-facts';

const none: ProductFactFields = { nutrition: [], feeding: [], packSizes: [], ingredients: [], benefits: [] };
const full: ProductFactFields = {
  nutrition: [
    { label: 'Crude protein', value: '18% min' },
    { label: 'Energy', value: '12.5 MJ ME/kg' },
  ],
  feeding: ['1-2 kg/calf/day'],
  packSizes: ['25 kg bags', 'Bulk'],
  ingredients: ['Barley', 'Soybean meal'],
  benefits: ['Builds the rumen early'],
};

describe('productFacts', () => {
  it('gives the nutrition table first, then the lists, each under its heading and with its own items in order', () => {
    expect(productFacts(full)).toEqual([
      { heading: 'Nutritional information', kind: 'table', rows: full.nutrition },
      { heading: 'Feeding guidelines', kind: 'list', items: full.feeding },
      { heading: 'Pack sizes', kind: 'list', items: full.packSizes },
      { heading: 'Ingredients', kind: 'list', items: full.ingredients },
      { heading: 'Benefits', kind: 'list', items: full.benefits },
    ]);
  });

  it('leaves out the block of a field left empty, keeping the others in order', () => {
    const headings = (product: ProductFactFields) => productFacts(product).map(({ heading }) => heading);
    expect(headings({ ...full, nutrition: [], ingredients: [] })).toEqual(['Feeding guidelines', 'Pack sizes', 'Benefits']);
    expect(headings({ ...none, benefits: ['Palatable'] })).toEqual(['Benefits']);
    expect(headings({ ...none, nutrition: [{ label: 'Fat', value: '3%' }] })).toEqual(['Nutritional information']);
    expect(productFacts(none)).toEqual([]);
  });
});
