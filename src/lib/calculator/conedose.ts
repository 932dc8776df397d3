// Conedose recipe arithmetic, input parsing and the shareable query string (docs/requirements.md,
// "Conedose calculator"). Pure TypeScript: no React, no DOM, so it is unit-tested on its own.

export const CONE_SIZES = [
  { kg: 1000, label: '1 ton' },
  { kg: 2000, label: '2 tonnes' },
] as const;

export type ConeSize = (typeof CONE_SIZES)[number]['kg'];

/** Most decimal places a typed amount may have (hundredths of a kilogram). */
const MAX_DECIMALS = 2;

/**
 * Every amount the visitor types, in the order of the form. The id names the amount everywhere:
 * in the recipe, the query string (?magnesium-oxide=25) and the result hooks
 * (data-result="magnesium-oxide-percent"). `insoluble` amounts add up to the insolubles; the
 * five ingredients are the rows of the results table. An `optional` amount starts empty (0), and
 * an empty one is left out of the query string; `decimals` is the most decimal places it takes.
 */
export const AMOUNTS = [
  {
    id: 'molasses',
    label: 'Molasses',
    unit: 'kg',
    kind: 'ingredient',
    insoluble: false,
    optional: false,
    decimals: MAX_DECIMALS,
    default: 600,
  },
  {
    id: 'magnesium-oxide',
    label: 'Magnesium oxide',
    unit: 'kg',
    kind: 'ingredient',
    insoluble: true,
    optional: false,
    decimals: MAX_DECIMALS,
    default: 25,
  },
  {
    id: 'lime-flour',
    label: 'Lime flour',
    unit: 'kg',
    kind: 'ingredient',
    insoluble: true,
    optional: false,
    decimals: MAX_DECIMALS,
    default: 75,
  },
  {
    id: 'healthycow',
    label: 'HealthyCow 80/20',
    unit: 'kg',
    kind: 'ingredient',
    insoluble: true,
    optional: false,
    decimals: MAX_DECIMALS,
    default: 46,
  },
  { id: 'water', label: 'Water', unit: 'kg', kind: 'ingredient', insoluble: false, optional: false, decimals: MAX_DECIMALS, default: 90 },
  {
    id: 'grams-per-cow',
    label: 'Grams of mix per cow per day',
    unit: 'g',
    kind: 'rate',
    insoluble: false,
    optional: false,
    decimals: MAX_DECIMALS,
    default: 1000,
  },
  // Whole cows; empty (0) means no herd, so no days line.
  { id: 'herd', label: 'Herd size', unit: 'cows', kind: 'herd', insoluble: false, optional: true, decimals: 0, default: 0 },
] as const;

type Amount = (typeof AMOUNTS)[number];
export type AmountId = Amount['id'];
type IngredientId = Extract<Amount, { kind: 'ingredient' }>['id'];

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

interface RowFigures {
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
  /** What would bring the ratio up to 1 : 6; null when there is no ratio warning. */
  ratioFix: RatioFix | null;
  capacityWarning: boolean;
  capacityMessage: string;
  /** How many kg the mix is over the cone; 0 when it fits. */
  overCone: number;
  /** Whole days this mix feeds the herd; null without a herd, a daily ration or a mix. */
  herdDays: number | null;
}

/** The molasses that brings a mix to 1 : 6, and what that does to its weight. */
export interface RatioFix {
  /** Molasses for exactly 1 : 6 with these minerals, in all (kg). */
  molassesNeeded: number;
  /** Molasses to add to what is there (kg). */
  molassesToAdd: number;
  /** The mix's weight with it added (kg). */
  totalAfter: number;
  /** How far that weight is over the cone (kg); 0 when it fits. */
  overConeAfter: number;
  /** The most insolubles the molasses already there carries at 1 : 6 (kg), the other way to fix it. */
  insolublesAllowed: number;
}

// Drops binary noise (0.1 + 0.2 = 0.30000000000000004) before comparing or rounding.
const clean = (x: number): number => Number(x.toPrecision(15));

/** Rounds half up to 2 decimals, so 1.005 gives 1.01 rather than 1.00. */
export const round2 = (x: number): number => Math.round(clean(x * 100)) / 100;

/** The text shown for a figure: always 2 decimals, e.g. "717.70". */
export const format2 = (x: number): string => round2(x).toFixed(2);

/** An amount in a sentence: up to 2 decimals, no trailing zeros, thousands grouped: "1,112", "275.5". */
export function formatAmount(x: number): string {
  const [whole = '0', fraction = '00'] = format2(x).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const decimals = fraction.replace(/0+$/, '');
  return decimals === '' ? grouped : `${grouped}.${decimals}`;
}

export const capacityMessage = (coneSize: ConeSize): string =>
  `*The maximum weight of mix that can be mixed in the Conedose system is ${coneSize}kg`;

/** Sums of the ingredients, unrounded but free of binary noise. */
function sums(recipe: Recipe): { insolubles: number; total: number } {
  const ingredients = AMOUNTS.filter((amount) => amount.kind === 'ingredient');
  return {
    insolubles: clean(ingredients.filter((amount) => amount.insoluble).reduce((sum, amount) => sum + recipe[amount.id], 0)),
    total: clean(ingredients.reduce((sum, amount) => sum + recipe[amount.id], 0)),
  };
}

/**
 * The molasses a mix below 1 : 6 needs: 6 × the insolubles in all, the difference from what is
 * there, and the weight and overflow that follow. Null when the ratio is already 1 : 6 or more,
 * or there are no insolubles. Amounts have at most 2 decimals, so these are exact to the 0.01 kg.
 */
export function ratioFix(recipe: Recipe): RatioFix | null {
  const { insolubles, total } = sums(recipe);
  if (insolubles <= 0 || recipe.molasses >= clean(RATIO_THRESHOLD * insolubles)) return null;
  const molassesNeeded = clean(RATIO_THRESHOLD * insolubles);
  const molassesToAdd = clean(molassesNeeded - recipe.molasses);
  const totalAfter = clean(total + molassesToAdd);
  return {
    molassesNeeded: round2(molassesNeeded),
    molassesToAdd: round2(molassesToAdd),
    totalAfter: round2(totalAfter),
    overConeAfter: round2(Math.max(0, clean(totalAfter - recipe.coneSize))),
    // Rounded down, so cutting the minerals to this figure really reaches 1 : 6.
    insolublesAllowed: Math.floor(clean((recipe.molasses / RATIO_THRESHOLD) * 100)) / 100,
  };
}

/** The ratio warning's second half: how much molasses to add, and what it does to the mix. */
export function ratioFixMessage(fix: RatioFix, coneSize: ConeSize): string {
  const add = `Add ${formatAmount(fix.molassesToAdd)} kg of molasses (${formatAmount(fix.molassesNeeded)} kg in all) to reach 1 : ${RATIO_THRESHOLD}; the mix would then weigh ${formatAmount(fix.totalAfter)} kg.`;
  if (fix.overConeAfter === 0) return add;
  return `${add} That is ${formatAmount(fix.overConeAfter)} kg more than the ${coneSize} kg cone holds, so cut the insoluble minerals to ${formatAmount(fix.insolublesAllowed)} kg in all instead.`;
}

/** Said beside the capacity message: how much the mix is over. */
export const overConeMessage = (total: number, overCone: number): string =>
  `This mix weighs ${formatAmount(total)} kg, ${formatAmount(overCone)} kg over.`;

/**
 * Whole days a mix feeds a herd: total kg × 1000 / (cows × grams per cow per day), rounded down,
 * since a day the mix runs out in is not a day fed. 0 means less than a full day. Null when
 * there is no herd, no daily ration or no mix, so nothing divides by zero.
 */
export function herdDays(total: number, herd: number, gramsPerCow: number): number | null {
  if (!(herd > 0 && gramsPerCow > 0 && total > 0)) return null;
  return Math.floor(clean((total * 1000) / (herd * gramsPerCow)));
}

/** Whole days in words: "3 full days", "1 full day", "less than a full day". */
export const daysText = (days: number): string =>
  days === 0 ? 'less than a full day' : `${formatAmount(days)} full ${days === 1 ? 'day' : 'days'}`;

/** The herd line: "One cone of this mix (836 kg) feeds 250 cows for 3 full days at 1,000 g a cow a day." */
export function herdMessage(days: number, recipe: Recipe, total: number): string {
  const cows = `${formatAmount(recipe.herd)} ${recipe.herd === 1 ? 'cow' : 'cows'}`;
  return `One cone of this mix (${formatAmount(total)} kg) feeds ${cows} for ${daysText(days)} at ${formatAmount(recipe['grams-per-cow'])} g a cow a day.`;
}

export function calculate(recipe: Recipe): Results {
  const ingredients = AMOUNTS.filter((amount) => amount.kind === 'ingredient');
  const { insolubles, total } = sums(recipe);
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
    ratioFix: ratioFix(recipe),
    capacityWarning: total > recipe.coneSize,
    capacityMessage: capacityMessage(recipe.coneSize),
    overCone: round2(Math.max(0, clean(total - recipe.coneSize))),
    herdDays: herdDays(total, recipe.herd, recipe['grams-per-cow']),
  };
}

export type ParseResult = { ok: true; value: number } | { ok: false; reason: string };

// Digits with an optional decimal point: "12", "12.5", ".5", "12.". No signs, exponents or commas.
const PLAIN_DECIMAL = /^(?:\d+\.?\d*|\.\d+)$/;

/**
 * Reads one typed amount. Empty counts as 0; anything else must be a plain, non-negative decimal
 * with at most `decimals` decimal places (0: a whole number).
 */
export function parseAmount(text: string, decimals: number = MAX_DECIMALS): ParseResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: 0 };
  if (trimmed.startsWith('-')) {
    return { ok: false, reason: 'Amounts can’t be negative. Enter 0 or more, like 25 or 12.5' };
  }
  if (!PLAIN_DECIMAL.test(trimmed)) {
    return { ok: false, reason: 'Enter a number of 0 or more, like 25 or 12.5' };
  }
  if ((trimmed.split('.')[1] ?? '').length > decimals) {
    return { ok: false, reason: decimals === 0 ? 'Enter a whole number, like 250' : `Use at most ${decimals} decimal places, like 12.25` };
  }
  const value = Number(trimmed);
  if (!(value <= MAX_AMOUNT)) {
    return { ok: false, reason: 'That’s too large. Enter 1,000,000 or less' };
  }
  return { ok: true, value };
}

/** Query-string name of the cone size: ?cone=2000. */
export const CONE_QUERY_KEY = 'cone';

/**
 * The recipe as a query string. Amounts have at most 2 decimals, so each prints as plain text; an
 * optional amount left empty is left out.
 */
export function toQuery(recipe: Recipe): URLSearchParams {
  const params = new URLSearchParams({ [CONE_QUERY_KEY]: String(recipe.coneSize) });
  for (const { id, optional } of AMOUNTS) if (!optional || recipe[id] > 0) params.set(id, String(recipe[id]));
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
  for (const { id, label, decimals } of AMOUNTS) {
    const text = params.get(id)?.trim() ?? '';
    // A blank parameter carries no recipe, so it keeps the fallback instead of meaning 0.
    if (text === '') continue;
    const parsed = parseAmount(text, decimals);
    if (parsed.ok) recipe[id] = parsed.value;
    else rejected.push({ id, label, text });
  }
  return { recipe, rejected };
}
