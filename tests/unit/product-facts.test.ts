// A product's fact blocks (src/lib/content/product-facts.ts), on products built here: the order and the
// headings the page, the editor's preview and the spec sheet draw them under, the blocks an empty
// field leaves out, and the types that keep a block from going undrawn (`npm run typecheck` holds the
// lines marked as expected type errors: each must stay one).
import { describe, expect, it } from 'vitest';
import { productFacts, readFactFields, type FactDeclaration, type ProductFactFields } from '../../src/lib/content/product-facts.ts';

const none = readFactFields({ table: () => [], list: () => [] });
const full: ProductFactFields = {
  ...none,
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

describe('readFactFields', () => {
  it('reads every field of the facts by its name, with the reader of its kind', () => {
    // Each reader answers with the field's name in the shape of its kind: a block then names the
    // field it shows only when the field was read by the reader its kind needs.
    const read = readFactFields({ table: (field) => [{ label: field, value: 'a table' }], list: (field) => [field] });
    const shown = productFacts(read).map((block) => (block.kind === 'table' ? block.rows[0]?.label : block.items[0]));
    expect(shown).toEqual(Object.keys(read));
    expect(shown).toContain('nutrition');
    expect(shown.length).toBeGreaterThan(1);
  });
});

describe('the types of the facts', () => {
  it('refuse a block no kind draws, a field drawn as the wrong kind, a missing reader and a forgotten field', () => {
    // @ts-expect-error: the strapline is one line of text, which neither a table nor a list draws
    const line: FactDeclaration = { field: 'strapline', heading: 'Strapline', kind: 'list' };
    // @ts-expect-error: the nutrition rows are a table, not a list of points
    const misdrawn: FactDeclaration = { field: 'nutrition', heading: 'Nutrition', kind: 'list' };
    // @ts-expect-error: fields built by hand that forget one (benefits)
    const forgotten: ProductFactFields = { nutrition: [], feeding: [], packSizes: [], ingredients: [] };
    expect([line, misdrawn, forgotten]).toHaveLength(3);
    // @ts-expect-error: a preview with no reader for tables
    expect(() => readFactFields({ list: () => [] })).toThrow(TypeError);
  });
});
