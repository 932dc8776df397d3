// The facts a product shows after its description, in order and under their headings, declared
// here once. Its page (src/layouts/ProductLayout.astro, which also makes its one-page printout), the
// editor's preview (src/admin/preview.ts) and its sample spec sheet PDF (src/lib/company/pdfs.ts)
// each draw every block from this list, so a new block is one line here after its field in
// src/schemas/catalogue.ts (docs/content.md, "A new product field"). A block whose field no kind
// can draw is a type error here; a new kind is a type error in each drawing until it draws it.
import type { Product } from '../../schemas/catalogue.ts';

interface Row {
  label: string;
  value: string;
}

/** What each kind of block draws: a table of rows, or a list of points. */
interface FactValues {
  table: readonly Row[];
  list: readonly string[];
}

type FactKind = keyof FactValues;

/** The kind that draws a field holding `Value` (left out or not): never for one no kind draws, such as a line of text. */
type KindOf<Value> = Value extends FactValues['table'] ? 'table' : Value extends FactValues['list'] ? 'list' : never;

/** One block: the product field it shows, its heading, and the kind that draws it, as the field's type allows. */
export type FactDeclaration = { [Field in keyof Product]: { field: Field; heading: string; kind: KindOf<Product[Field]> } }[keyof Product];

/** The blocks, in the page's order. */
const FACTS = [
  { field: 'nutrition', heading: 'Nutritional information', kind: 'table' },
  { field: 'feeding', heading: 'Feeding guidelines', kind: 'list' },
  { field: 'packSizes', heading: 'Pack sizes', kind: 'list' },
  { field: 'ingredients', heading: 'Ingredients', kind: 'list' },
  { field: 'benefits', heading: 'Benefits', kind: 'list' },
] as const satisfies readonly FactDeclaration[];

type Fact = (typeof FACTS)[number];
type FactField = Fact['field'];

/** The kind a declared field is drawn as. */
type KindOfFact<Field extends FactField> = Extract<Fact, { field: Field }>['kind'];

/**
 * The fields of a product the facts come from, each as its kind draws it, and optional where the
 * product's is (a field the schema ends with `.optional()`), so a product entry is one as it is.
 */
export type ProductFactFields = {
  [Field in keyof Pick<Product, FactField>]: FactValues[KindOfFact<Field>] | (undefined extends Product[Field] ? undefined : never);
};

/** One block of facts: a table of rows, or a list of points. */
export type FactBlock =
  { heading: string; kind: 'table'; rows: readonly Row[] } | { heading: string; kind: 'list'; items: readonly string[] };

/** A product's fact blocks in the page's order; a field the entry leaves empty gives no block. */
export function productFacts(product: ProductFactFields): FactBlock[] {
  return FACTS.flatMap(({ field, heading, kind }): FactBlock[] => {
    const value = product[field] ?? [];
    if (value.length === 0) return [];
    // The declaration ties each field to its kind (FactDeclaration), so a table's field holds rows.
    return [
      kind === 'table' ? { heading, kind, rows: value as FactValues['table'] } : { heading, kind, items: value as FactValues['list'] },
    ];
  });
}

/**
 * A product's fact fields, each read by the reader of its kind: how the editor's preview takes them
 * from its form. A reader for every kind is required, so a new kind is a type error there too.
 */
export function readFactFields(read: { [Kind in FactKind]: (field: FactField) => FactValues[Kind] }): ProductFactFields {
  return Object.fromEntries(FACTS.map(({ field, kind }) => [field, read[kind](field)])) as ProductFactFields;
}
