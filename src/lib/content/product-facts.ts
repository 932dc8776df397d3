// The facts a product's page shows after its description, in order and under their headings. The
// page (src/layouts/ProductLayout.astro) and the editor's preview (src/admin/preview.ts) both draw
// these blocks, so a new block or a renamed heading is one change here.

interface Row {
  label: string;
  value: string;
}

/** The fields of a product the facts come from (src/schemas/catalogue.ts). */
export interface ProductFactFields {
  nutrition: readonly Row[];
  feeding: readonly string[];
  packSizes: readonly string[];
  ingredients: readonly string[];
  benefits: readonly string[];
}

/** One block of facts: a table of rows, or a list of points. */
export type FactBlock =
  { heading: string; kind: 'table'; rows: readonly Row[] } | { heading: string; kind: 'list'; items: readonly string[] };

/** A product's fact blocks in the page's order; a field the entry leaves empty gives no block. */
export function productFacts(product: ProductFactFields): FactBlock[] {
  const blocks: FactBlock[] = [
    { heading: 'Nutritional information', kind: 'table', rows: product.nutrition },
    { heading: 'Feeding guidelines', kind: 'list', items: product.feeding },
    { heading: 'Pack sizes', kind: 'list', items: product.packSizes },
    { heading: 'Ingredients', kind: 'list', items: product.ingredients },
    { heading: 'Benefits', kind: 'list', items: product.benefits },
  ];
  return blocks.filter((block) => (block.kind === 'table' ? block.rows : block.items).length > 0);
}
