// Conedose recipe arithmetic, input parsing and query-string helpers.
// Pure TypeScript: no React, no DOM, so it can be unit-tested on its own.

export const CONE_SIZES = [
  { kg: 1000, label: '1 ton' },
  { kg: 2000, label: '2 tonnes' },
] as const;

export type ConeSize = (typeof CONE_SIZES)[number]['kg'];

/** Every amount the user types (all kg except gramsPerCow, in g). */
export type AmountField =
  'molasses' | 'magnesiumOxide' | 'limeFlour' | 'healthyCow' | 'water' | 'gramsPerCow';

export interface Recipe extends Record<AmountField, number> {
  coneSize: ConeSize;
}

export const DEFAULT_RECIPE: Readonly<Recipe> = {
  coneSize: 1000,
  molasses: 600,
  magnesiumOxide: 25,
  limeFlour: 75,
  healthyCow: 46,
  water: 90,
  gramsPerCow: 1000,
};

/** Molasses must be at least this many times the insolubles (1 : 6). */
export const RATIO_THRESHOLD = 6;
/** Suggested water is this share of the molasses. */
export const WATER_GUIDE_SHARE = 0.1;
/** Guidance: every GUIDANCE_MINERAL_KG of oxide or lime flour needs GUIDANCE_MOLASSES_KG molasses. */
export const GUIDANCE_MINERAL_KG = 25;
export const GUIDANCE_MOLASSES_KG = 150;
/** Upper bound on any typed amount, so sums and percentages stay finite and print as plain numbers. */
export const MAX_AMOUNT = 1_000_000;

/** Rows of the results table, keyed as the `data-result` hooks name them. */
export type RowKey =
  'molasses' | 'magnesium-oxide' | 'lime-flour' | 'healthycow' | 'water' | 'insolubles';

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
  const { molasses, magnesiumOxide, limeFlour, healthyCow, water, gramsPerCow, coneSize } = recipe;
  const insolubles = clean(magnesiumOxide + limeFlour + healthyCow);
  const total = clean(molasses + insolubles + water);
  const exactRatio = insolubles > 0 ? clean(molasses / insolubles) : null;

  const row = (kg: number): RowFigures => ({
    kg: round2(kg),
    percent: total > 0 ? round2((100 * kg) / total) : 0,
    grams: total > 0 ? round2((kg / total) * gramsPerCow) : 0,
  });

  return {
    insolubles: round2(insolubles),
    total: round2(total),
    ratio: exactRatio === null ? null : round2(exactRatio),
    waterSuggestion: Math.round(clean(WATER_GUIDE_SHARE * molasses)),
    rows: {
      molasses: row(molasses),
      'magnesium-oxide': row(magnesiumOxide),
      'lime-flour': row(limeFlour),
      healthycow: row(healthyCow),
      water: row(water),
      insolubles: row(insolubles),
      total: row(total),
    },
    // Compared unrounded: 5.999 is still too little molasses even though it displays as 6.00.
    ratioWarning: exactRatio !== null && exactRatio < RATIO_THRESHOLD,
    capacityWarning: total > coneSize,
    capacityMessage: capacityMessage(coneSize),
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
  const value = Number(trimmed);
  if (!(value <= MAX_AMOUNT)) {
    return { ok: false, reason: 'That’s too large. Enter 1,000,000 or less' };
  }
  return { ok: true, value };
}

/** Query-string name of each amount, e.g. ?molasses=600&magnesium-oxide=25. */
export const QUERY_KEYS: Readonly<Record<AmountField, string>> = {
  molasses: 'molasses',
  magnesiumOxide: 'magnesium-oxide',
  limeFlour: 'lime-flour',
  healthyCow: 'healthycow',
  water: 'water',
  gramsPerCow: 'grams-per-cow',
};
export const CONE_QUERY_KEY = 'cone';

const AMOUNT_FIELDS = Object.keys(QUERY_KEYS) as AmountField[];

// String(1e-7) is "1e-7", which parseAmount rightly refuses; write such values out in full.
const plainNumber = (x: number): string => {
  const text = String(x);
  return text.includes('e') ? x.toFixed(20).replace(/\.?0+$/, '') : text;
};

export function toQuery(recipe: Recipe): URLSearchParams {
  const params = new URLSearchParams({ [CONE_QUERY_KEY]: String(recipe.coneSize) });
  for (const field of AMOUNT_FIELDS) params.set(QUERY_KEYS[field], plainNumber(recipe[field]));
  return params;
}

/** Reads a recipe back; a missing, blank or invalid parameter takes its value from `fallback`. */
export function fromQuery(
  query: URLSearchParams | string,
  fallback: Readonly<Recipe> = DEFAULT_RECIPE,
): Recipe {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const recipe: Recipe = { ...fallback };
  const cone = CONE_SIZES.find((size) => String(size.kg) === params.get(CONE_QUERY_KEY)?.trim());
  if (cone) recipe.coneSize = cone.kg;
  for (const field of AMOUNT_FIELDS) {
    const text = params.get(QUERY_KEYS[field]) ?? '';
    const parsed = parseAmount(text);
    // A blank parameter carries no recipe, so it keeps the fallback instead of meaning 0.
    if (text.trim() !== '' && parsed.ok) recipe[field] = parsed.value;
  }
  return recipe;
}
