// Conedose recipe arithmetic, input parsing and the shareable query string (docs/requirements.md,
// "Conedose calculator"). Pure TypeScript: no React, no DOM, so it is unit-tested on its own.

export const CONE_SIZES = [
  { kg: 1000, label: '1 ton' },
  { kg: 2000, label: '2 tonnes' },
] as const;

export type ConeSize = (typeof CONE_SIZES)[number]['kg'];

/**
 * Every amount the visitor types, in the order of the form. The id names the amount everywhere:
 * in the recipe, the query string (?magnesium-oxide=25) and the result hooks
 * (data-result="magnesium-oxide-percent"). `insoluble` amounts add up to the insolubles; the
 * five ingredients are the rows of the results table.
 */
export const AMOUNTS = [
  { id: 'molasses', label: 'Molasses', unit: 'kg', kind: 'ingredient', insoluble: false, default: 600 },
  { id: 'magnesium-oxide', label: 'Magnesium oxide', unit: 'kg', kind: 'ingredient', insoluble: true, default: 25 },
  { id: 'lime-flour', label: 'Lime flour', unit: 'kg', kind: 'ingredient', insoluble: true, default: 75 },
  { id: 'healthycow', label: 'HealthyCow 80/20', unit: 'kg', kind: 'ingredient', insoluble: true, default: 46 },
  { id: 'water', label: 'Water', unit: 'kg', kind: 'ingredient', insoluble: false, default: 90 },
  { id: 'grams-per-cow', label: 'Grams of mix per cow per day', unit: 'g', kind: 'rate', insoluble: false, default: 1000 },
] as const;

export type Amount = (typeof AMOUNTS)[number];
export type AmountId = Amount['id'];
export type IngredientId = Extract<Amount, { kind: 'ingredient' }>['id'];

export type Recipe = Record<AmountId, number> & { coneSize: ConeSize };

export const DEFAULT_RECIPE: Readonly<Recipe> = {
  coneSize: 1000,
  ...(Object.fromEntries(AMOUNTS.map((amount) => [amount.id, amount.default])) as Record<AmountId, number>),
};

/** Molasses must be at least this many times the insolubles (1 : 6). */
export const RATIO_THRESHOLD = 6;
/** Suggested water is this share of the molasses. */
export const WATER_GUIDE_SHARE = 0.1;
/** Guidance: every GUIDANCE_MINERAL_KG of oxide or lime flour needs GUIDANCE_MOLASSES_KG molasses. */
export const GUIDANCE_MINERAL_KG = 25;
export const GUIDANCE_MOLASSES_KG = 150;
/** Largest amount a field takes. */
export const MAX_AMOUNT = 1_000_000;
/** Most decimal places a typed amount may have (hundredths of a kilogram). */
export const MAX_DECIMALS = 2;
// With amounts of at most 1,000,000 in steps of 0.01, every figure stays below 10^9 and prints
// as plain decimal text: the largest ratio is 1,000,000 / 0.01.

/** A row of the results table: each ingredient, plus the insolubles subtotal. */
export type RowKey = IngredientId | 'insolubles';

/** The rows in table order: the molasses and minerals, the insolubles subtotal, then water. */
export const RESULT_ROWS: ReadonlyArray<{ key: RowKey; label: string }> = [
  ...AMOUNTS.filter((amount) => amount.kind === 'ingredient' && amount.id !== 'water'),
  { id: 'insolubles', label: 'Insolubles subtotal' },
  ...AMOUNTS.filter((amount) => amount.id === 'water'),
].map(({ id, label }) => ({ key: id as RowKey, label }));

export interface RowFigures {
  kg: number;
  percent: number;
  grams: number;
}

export interface Results {
  insolubles: number;
  total: number;
  /** Parts of molasses per part of insolubles; null when there are no insolubles. */
  ratio: number | null;
  /** Whole kg. */
  waterSuggestion: number;
  /** Every row plus `total` (100 % and the full grams per cow when the mix is not empty). */
  rows: Record<RowKey | 'total', RowFigures>;
  ratioWarning: boolean;
  capacityWarning: boolean;
  capacityMessage: string;
}

// Drops binary noise (0.1 + 0.2 = 0.30000000000000004) before comparing or rounding.
const clean = (x: number): number => Number(x.toPrecision(15));

/** Rounds half up to 2 decimals, so 1.005 gives 1.01 rather than 1.00. */
export const round2 = (x: number): number => Math.round(clean(x * 100)) / 100;

/** The text shown for a figure: always 2 decimals, e.g. "717.70". */
export const format2 = (x: number): string => round2(x).toFixed(2);

export const capacityMessage = (coneSize: ConeSize): string =>
  `*The maximum weight of mix that can be mixed in the Conedose system is ${coneSize}kg`;

export function calculate(recipe: Recipe): Results {
  const ingredients = AMOUNTS.filter((amount) => amount.kind === 'ingredient');
  const insolubles = clean(ingredients.filter((amount) => amount.insoluble).reduce((sum, amount) => sum + recipe[amount.id], 0));
  const total = clean(ingredients.reduce((sum, amount) => sum + recipe[amount.id], 0));
  const molasses = recipe.molasses;
  const exactRatio = insolubles > 0 ? clean(molasses / insolubles) : null;

  const row = (kg: number): RowFigures => ({
    kg: round2(kg),
    percent: total > 0 ? round2((100 * kg) / total) : 0,
    grams: total > 0 ? round2((kg / total) * recipe['grams-per-cow']) : 0,
  });

  return {
    insolubles: round2(insolubles),
    total: round2(total),
    ratio: exactRatio === null ? null : round2(exactRatio),
    waterSuggestion: Math.round(clean(WATER_GUIDE_SHARE * molasses)),
    rows: {
      ...(Object.fromEntries(ingredients.map((amount) => [amount.id, row(recipe[amount.id])])) as Record<IngredientId, RowFigures>),
      insolubles: row(insolubles),
      total: row(total),
    },
    // Compared unrounded: 5.999 is still too little molasses even though it displays as 6.00.
    ratioWarning: exactRatio !== null && exactRatio < RATIO_THRESHOLD,
    capacityWarning: total > recipe.coneSize,
    capacityMessage: capacityMessage(recipe.coneSize),
  };
}

export type ParseResult = { ok: true; value: number } | { ok: false; reason: string };

// Digits with an optional decimal point: "12", "12.5", ".5", "12.". No signs, exponents or commas.
const PLAIN_DECIMAL = /^(?:\d+\.?\d*|\.\d+)$/;

/** Reads one typed amount. Empty counts as 0; anything else must be a plain, non-negative decimal. */
export function parseAmount(text: string): ParseResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: 0 };
  if (trimmed.startsWith('-')) {
    return { ok: false, reason: 'Amounts can’t be negative. Enter 0 or more, like 25 or 12.5' };
  }
  if (!PLAIN_DECIMAL.test(trimmed)) {
    return { ok: false, reason: 'Enter a number of 0 or more, like 25 or 12.5' };
  }
  if ((trimmed.split('.')[1] ?? '').length > MAX_DECIMALS) {
    return { ok: false, reason: `Use at most ${MAX_DECIMALS} decimal places, like 12.25` };
  }
  const value = Number(trimmed);
  if (!(value <= MAX_AMOUNT)) {
    return { ok: false, reason: 'That’s too large. Enter 1,000,000 or less' };
  }
  return { ok: true, value };
}

/** Query-string name of the cone size: ?cone=2000. */
export const CONE_QUERY_KEY = 'cone';

/** The recipe as a query string. Amounts have at most 2 decimals, so each prints as plain text. */
export function toQuery(recipe: Recipe): URLSearchParams {
  const params = new URLSearchParams({ [CONE_QUERY_KEY]: String(recipe.coneSize) });
  for (const { id } of AMOUNTS) params.set(id, String(recipe[id]));
  return params;
}

/** A value in a shared link that could not be used. */
export interface RejectedValue {
  /** The amount's id, or the cone key. */
  id: AmountId | typeof CONE_QUERY_KEY;
  label: string;
  /** What the link carried. */
  text: string;
}

/**
 * Reads a recipe back from a link. A missing or blank parameter takes its value from `fallback`;
 * so does an invalid one, which is also returned in `rejected` so the page can say so.
 */
export function fromQuery(
  query: URLSearchParams | string,
  fallback: Readonly<Recipe> = DEFAULT_RECIPE,
): { recipe: Recipe; rejected: RejectedValue[] } {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const recipe: Recipe = { ...fallback };
  const rejected: RejectedValue[] = [];
  const coneText = params.get(CONE_QUERY_KEY)?.trim() ?? '';
  const cone = CONE_SIZES.find((size) => String(size.kg) === coneText);
  if (cone) recipe.coneSize = cone.kg;
  else if (coneText !== '') rejected.push({ id: CONE_QUERY_KEY, label: 'Cone size', text: coneText });
  for (const { id, label } of AMOUNTS) {
    const text = params.get(id)?.trim() ?? '';
    // A blank parameter carries no recipe, so it keeps the fallback instead of meaning 0.
    if (text === '') continue;
    const parsed = parseAmount(text);
    if (parsed.ok) recipe[id] = parsed.value;
    else rejected.push({ id, label, text });
  }
  return { recipe, rejected };
}
