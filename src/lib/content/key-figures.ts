// The few numbers a farmer looks for first on a product, and compares products by: taken from the
// product's own rows, so each figure has one source (its nutrition table, feeding guidelines or
// pack sizes) and never goes stale.

export interface KeyFigure {
  label: string;
  value: string;
}

interface ProductFacts {
  nutrition: readonly KeyFigure[];
  feeding: readonly string[];
}

/** Most figures shown beside a product. */
export const MAX_KEY_FIGURES = 4;

/** The nutrition rows a farmer compares feeds by, each found by its label ("Crude protein" is protein). */
const NUTRIENTS = {
  energy: /energy|mj\s*me/i,
  protein: /protein/i,
  fibre: /fibre|fiber/i,
} as const;

// Energy and protein lead, as a farmer compares feeds by them; then the table's own order.
const LEADING = [NUTRIENTS.energy, NUTRIENTS.protein];
// A feeding guideline that starts as a daily rate, with at most a couple of words before it:
// "1-2 kg/calf/day", "Up to 250 g/day", "Mature stock 1-2 kg per day"; what follows is left out.
// A space may be the non-breaking one the office types between a number and its unit.
const RATE = /^(?:[a-z]+\s){0,2}[\d.,–-]+\s?k?g(?:\/[a-z]+)*(?:\/day|\sper\sday)\b/i;

/** The daily rate the first guideline that starts with one gives, if any. */
const feedingRate = (product: Pick<ProductFacts, 'feeding'>) =>
  product.feeding.map((guideline) => RATE.exec(guideline.trim())?.[0]).find(Boolean);

/**
 * A product's key figures: energy and protein first, then its other nutrition rows, and its
 * feeding rate when a guideline reads as one, in place of a row other than energy or protein;
 * at most `max`. Empty when the product has none.
 */
export function keyFigures(product: ProductFacts, max = MAX_KEY_FIGURES): KeyFigure[] {
  const rank = (row: KeyFigure) => {
    const index = LEADING.findIndex((pattern) => pattern.test(row.label));
    return index === -1 ? LEADING.length : index;
  };
  const nutrition = product.nutrition
    .map((row, index) => ({ row, index }))
    .sort((a, b) => rank(a.row) - rank(b.row) || a.index - b.index)
    .map(({ row }) => ({ label: row.label, value: row.value }));
  const rate = feedingRate(product);
  // A card's two figures stay energy and protein, the figures printed on the bag.
  const displacesLeading = nutrition.slice(max - 1, max).some((row) => rank(row) < LEADING.length);
  return rate && !displacesLeading ? [...nutrition.slice(0, max - 1), { label: 'Feeding rate', value: rate }] : nutrition.slice(0, max);
}

/** What a product's comparison reads: its figures and its packs. */
export interface ComparedFacts extends ProductFacts {
  packSizes: readonly string[];
}

/** The figures a range is compared on, in the table's order, each read from a product's own entry. */
const COMPARED: { label: string; of: (product: ComparedFacts) => string | undefined }[] = [
  ...(['protein', 'energy', 'fibre'] as const).map((nutrient) => ({
    label: nutrient.charAt(0).toUpperCase() + nutrient.slice(1),
    of: (product: ComparedFacts) => product.nutrition.find(({ label }) => NUTRIENTS[nutrient].test(label))?.value,
  })),
  { label: 'Feeding rate', of: feedingRate },
  { label: 'Pack sizes', of: ({ packSizes }) => (packSizes.length > 0 ? packSizes.join(', ') : undefined) },
];

/** Products side by side: the figures they share, and each product's, `undefined` where it gives none. */
export interface Comparison<P> {
  columns: string[];
  rows: { product: P; figures: (string | undefined)[] }[];
}

/** The largest share of a comparison's cells that may be empty: a table of dashes compares nothing. */
export const MOST_EMPTY = 1 / 4;

/**
 * A range compared on the figures most of its products give (protein, energy, fibre, feeding rate,
 * pack sizes; each given by more than half of them), a row per product in the order given. While
 * more than a quarter of the cells would be empty, the figure fewest products give is left out.
 * None for fewer than two products, or when no figure is left: there is nothing to compare.
 */
export function comparison<P extends ComparedFacts>(products: readonly P[]): Comparison<P> | undefined {
  if (products.length < 2) return undefined;
  const values = products.map((product) => COMPARED.map(({ of }) => of(product)));
  const given = (index: number) => values.filter((row) => row[index] !== undefined).length;
  const shown = COMPARED.flatMap((_column, index) => (given(index) > products.length / 2 ? [index] : []));
  const empty = () => shown.reduce((sum, index) => sum + products.length - given(index), 0) / (shown.length * products.length);
  while (shown.length > 0 && empty() > MOST_EMPTY) {
    const fewest = shown.reduce((least, index) => (given(index) < given(least) ? index : least));
    shown.splice(shown.indexOf(fewest), 1);
  }
  if (shown.length === 0) return undefined;
  return {
    columns: shown.map((index) => COMPARED[index]!.label),
    rows: products.map((product, row) => ({ product, figures: shown.map((index) => values[row]![index]) })),
  };
}
