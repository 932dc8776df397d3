// The few numbers a farmer looks for first on a product: taken from the product's own rows, so
// each figure has one source (its nutrition table or feeding guidelines) and never goes stale.

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

// Energy and protein lead, as a farmer compares feeds by them; then the table's own order.
const LEADING = [/energy|mj\s*me/i, /protein/i];
// A feeding guideline that starts as a daily rate, with at most a couple of words before it:
// "1-2 kg/calf/day", "Up to 250 g/day", "Mature stock 1-2 kg per day"; what follows is left out.
const RATE = /^(?:[a-z]+ ){0,2}[\d.,–-]+ ?k?g(?:\/[a-z]+)*(?:\/day| per day)\b/i;

/**
 * A product's key figures: energy and protein first, then its other nutrition rows, and its
 * feeding rate when a guideline reads as one; at most `max`. Empty when the product has none.
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
  const rate = product.feeding.map((guideline) => RATE.exec(guideline.trim())?.[0]).find(Boolean);
  return rate ? [...nutrition.slice(0, max - 1), { label: 'Feeding rate', value: rate }] : nutrition.slice(0, max);
}
