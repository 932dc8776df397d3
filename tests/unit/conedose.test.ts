import { describe, expect, it } from 'vitest';
import {
  CONE_SIZES,
  DEFAULT_RECIPE,
  GUIDANCE_MINERAL_KG,
  GUIDANCE_MOLASSES_KG,
  AMOUNTS,
  MAX_AMOUNT,
  RATIO_THRESHOLD,
  RESULT_ROWS,
  WATER_GUIDE_SHARE,
  calculate,
  capacityMessage,
  format2,
  daysText,
  formatAmount,
  fromQuery,
  herdDays,
  herdMessage,
  overConeMessage,
  parseAmount,
  ratioFix,
  ratioFixMessage,
  round2,
  toQuery,
  type Recipe,
} from '../../src/lib/calculator/conedose.ts';

const recipe = (overrides: Partial<Recipe>): Recipe => ({ ...DEFAULT_RECIPE, ...overrides });

// Every number in every result, so one assertion can rule out NaN, Infinity and negatives.
const allNumbers = (r: ReturnType<typeof calculate>): number[] => [
  r.insolubles,
  r.total,
  r.waterSuggestion,
  r.overCone,
  ...(r.ratio === null ? [] : [r.ratio]),
  ...(r.herdDays === null ? [] : [r.herdDays]),
  ...(r.ratioFix === null ? [] : Object.values(r.ratioFix)),
  ...Object.values(r.rows).flatMap((row) => [row.kg, row.percent, row.grams]),
];

describe('constants', () => {
  it('match the business figures', () => {
    expect(CONE_SIZES).toEqual([
      { kg: 1000, label: '1 ton' },
      { kg: 2000, label: '2 tonnes' },
    ]);
    expect(DEFAULT_RECIPE).toEqual({
      coneSize: 1000,
      molasses: 600,
      'magnesium-oxide': 25,
      'lime-flour': 75,
      healthycow: 46,
      water: 90,
      'grams-per-cow': 1000,
      herd: 0,
    });
    expect(AMOUNTS.map(({ label, unit }) => `${label} (${unit})`)).toEqual([
      'Molasses (kg)',
      'Magnesium oxide (kg)',
      'Lime flour (kg)',
      'HealthyCow 80/20 (kg)',
      'Water (kg)',
      'Grams of mix per cow per day (g)',
      'Herd size (cows)',
    ]);
    expect(AMOUNTS.filter(({ optional }) => optional).map(({ id }) => id)).toEqual(['herd']);
    expect(RESULT_ROWS.map(({ key }) => key)).toEqual(['molasses', 'magnesium-oxide', 'lime-flour', 'healthycow', 'insolubles', 'water']);
    expect(RATIO_THRESHOLD).toBe(6);
    expect(WATER_GUIDE_SHARE).toBe(0.1);
    expect([GUIDANCE_MINERAL_KG, GUIDANCE_MOLASSES_KG]).toEqual([25, 150]);
  });
});

describe('calculate', () => {
  it('gives the published figures for the default recipe', () => {
    const r = calculate(DEFAULT_RECIPE);
    expect(r.insolubles).toBe(146);
    expect(r.total).toBe(836);
    expect(r.ratio).toBe(4.11);
    expect(r.ratioWarning).toBe(true);
    expect(r.capacityWarning).toBe(false);
    expect(r.waterSuggestion).toBe(60);
    expect(r.rows.molasses).toEqual({ kg: 600, percent: 71.77, grams: 717.7 });
    expect(r.rows['magnesium-oxide']).toEqual({ kg: 25, percent: 2.99, grams: 29.9 });
    expect(r.rows['lime-flour']).toEqual({ kg: 75, percent: 8.97, grams: 89.71 });
    expect(r.rows.healthycow).toEqual({ kg: 46, percent: 5.5, grams: 55.02 });
    expect(r.rows.water).toEqual({ kg: 90, percent: 10.77, grams: 107.66 });
    expect(r.rows.insolubles).toEqual({ kg: 146, percent: 17.46, grams: 174.64 });
    expect(r.rows.total).toEqual({ kg: 836, percent: 100, grams: 1000 });
    expect(format2(r.rows.molasses.grams)).toBe('717.70');
  });

  it('gives zeros, not NaN, when the mix is empty', () => {
    const r = calculate(recipe({ molasses: 0, 'magnesium-oxide': 0, 'lime-flour': 0, healthycow: 0, water: 0 }));
    expect(r.total).toBe(0);
    expect(r.insolubles).toBe(0);
    expect(r.ratio).toBeNull();
    expect(r.ratioWarning).toBe(false);
    expect(r.capacityWarning).toBe(false);
    expect(r.waterSuggestion).toBe(0);
    for (const row of Object.values(r.rows)) expect(row).toEqual({ kg: 0, percent: 0, grams: 0 });
  });

  it('has no ratio and no ratio warning without insolubles', () => {
    const r = calculate(recipe({ 'magnesium-oxide': 0, 'lime-flour': 0, healthycow: 0 }));
    expect(r.ratio).toBeNull();
    expect(r.ratioWarning).toBe(false);
    expect(r.total).toBe(690);
    expect(r.rows.insolubles).toEqual({ kg: 0, percent: 0, grams: 0 });
  });

  it('warns below 1 : 6 only', () => {
    // 1 part insolubles to exactly 6 parts molasses is allowed.
    expect(calculate(recipe({ molasses: 600, 'magnesium-oxide': 25, 'lime-flour': 75, healthycow: 0 }))).toMatchObject({
      ratio: 6,
      ratioWarning: false,
    });
    expect(calculate(recipe({ molasses: 599.99, 'magnesium-oxide': 25, 'lime-flour': 75, healthycow: 0 }))).toMatchObject({
      ratio: 6,
      ratioWarning: true,
    });
    expect(calculate(recipe({ molasses: 876 })).ratioWarning).toBe(false);
    // Decimal sums that binary floating point gets slightly wrong still land on exactly 6.
    expect(calculate(recipe({ molasses: 1.8, 'magnesium-oxide': 0.1, 'lime-flour': 0.2, healthycow: 0 }))).toMatchObject({
      ratio: 6,
      ratioWarning: false,
    });
  });

  it.each([
    [1000, 999.99, false],
    [1000, 1000, false],
    [1000, 1000.01, true],
    [2000, 1999.99, false],
    [2000, 2000, false],
    [2000, 2000.01, true],
  ] as const)('cone %i kg with a %f kg mix: over capacity %s', (coneSize, total, over) => {
    // Molasses makes up whatever the rest of the default recipe leaves to reach `total`.
    const r = calculate(recipe({ coneSize, molasses: total - 236 }));
    expect(r.total).toBe(total);
    expect(r.capacityWarning).toBe(over);
    expect(r.capacityMessage).toBe(`*The maximum weight of mix that can be mixed in the Conedose system is ${coneSize}kg`);
  });

  it('spells the capacity message exactly', () => {
    expect(capacityMessage(1000)).toBe('*The maximum weight of mix that can be mixed in the Conedose system is 1000kg');
    expect(capacityMessage(2000)).toBe('*The maximum weight of mix that can be mixed in the Conedose system is 2000kg');
  });

  it('handles decimal amounts', () => {
    const r = calculate({
      coneSize: 1000,
      molasses: 12.5,
      'magnesium-oxide': 0.5,
      'lime-flour': 1.25,
      healthycow: 0.75,
      water: 1.25,
      'grams-per-cow': 250,
      herd: 0,
    });
    expect(r.insolubles).toBe(2.5);
    expect(r.total).toBe(16.25);
    expect(r.ratio).toBe(5);
    expect(r.ratioWarning).toBe(true);
    expect(r.waterSuggestion).toBe(1);
    expect(r.rows.molasses).toEqual({ kg: 12.5, percent: 76.92, grams: 192.31 });
    expect(r.rows.insolubles).toEqual({ kg: 2.5, percent: 15.38, grams: 38.46 });
  });

  it('rounds every figure to 2 decimals', () => {
    const r = calculate(recipe({ molasses: 100, 'magnesium-oxide': 1, 'lime-flour': 1, healthycow: 1, water: 0 }));
    expect(r.ratio).toBe(33.33);
    expect(r.rows.molasses.percent).toBe(97.09);
    expect(r.rows.healthycow.grams).toBe(9.71);
    for (const value of allNumbers(r)) expect(round2(value)).toBe(value);
  });

  it('rounds the water suggestion to whole kg', () => {
    expect(calculate(recipe({ molasses: 604 })).waterSuggestion).toBe(60);
    expect(calculate(recipe({ molasses: 605 })).waterSuggestion).toBe(61);
    expect(calculate(recipe({ molasses: 0.4 })).waterSuggestion).toBe(0);
  });

  it('stays finite and non-negative at the largest allowed amounts', () => {
    const max = MAX_AMOUNT;
    const r = calculate({
      coneSize: 2000,
      molasses: max,
      'magnesium-oxide': max,
      'lime-flour': max,
      healthycow: max,
      water: max,
      'grams-per-cow': max,
      herd: max,
    });
    for (const value of allNumbers(r)) {
      expect(Number.isFinite(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
    }
    expect(r.capacityWarning).toBe(true);
  });
});

describe('round2 and format2', () => {
  it('round half up, ignoring binary noise', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(0.1 + 0.2)).toBe(0.3);
    expect(round2(4.10958904)).toBe(4.11);
    expect(round2(0.004)).toBe(0);
  });

  it('format with exactly two decimals', () => {
    expect(format2(836)).toBe('836.00');
    expect(format2(717.7)).toBe('717.70');
    expect(format2(0)).toBe('0.00');
    expect(format2(1.005)).toBe('1.01');
  });
});

describe('parseAmount', () => {
  it.each([
    ['12', 12],
    ['12.5', 12.5],
    ['.5', 0.5],
    ['12.', 12],
    [' 7 ', 7],
    ['0', 0],
    ['007', 7],
    [String(MAX_AMOUNT), MAX_AMOUNT],
  ])('accepts %j as %d', (text, value) => {
    expect(parseAmount(text)).toEqual({ ok: true, value });
  });

  it.each(['', '   ', '\t'])('counts %j as 0', (text) => {
    expect(parseAmount(text)).toEqual({ ok: true, value: 0 });
  });

  it.each([
    'abc',
    '-5',
    '-0',
    '1e999',
    'Infinity',
    '-Infinity',
    '1e3',
    '12abc',
    'NaN',
    '1,5',
    '+5',
    '0x10',
    '.',
    '1.2.3',
    '5 kg',
    '1 000',
    '9'.repeat(400),
    String(MAX_AMOUNT + 0.01),
    '0.001',
    '0.0000001',
    '1.005',
  ])('rejects %j with a reason in words', (text) => {
    const result = parseAmount(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/[a-z]{3,}/i);
  });

  it('says why an amount with more than 2 decimal places is refused', () => {
    const result = parseAmount('0.001');
    expect(result.ok || result.reason).toMatch(/2 decimal places/);
  });

  it('takes whole numbers only when asked for no decimal places', () => {
    expect(parseAmount('250', 0)).toEqual({ ok: true, value: 250 });
    expect(parseAmount('250.', 0)).toEqual({ ok: true, value: 250 });
    const result = parseAmount('12.5', 0);
    expect(result.ok || result.reason).toMatch(/whole number/i);
  });

  it('says why a negative amount is refused', () => {
    const result = parseAmount('-5');
    expect(result.ok || result.reason).toMatch(/negative/i);
  });
});

describe('query string', () => {
  it('round-trips a recipe', () => {
    const shared: Recipe = {
      coneSize: 2000,
      molasses: 1200.5,
      'magnesium-oxide': 50,
      'lime-flour': 0,
      healthycow: 92.25,
      water: 0.1,
      'grams-per-cow': 750,
      herd: 250,
    };
    const params = toQuery(shared);
    expect(params.toString()).toBe(
      'cone=2000&molasses=1200.5&magnesium-oxide=50&lime-flour=0&healthycow=92.25&water=0.1&grams-per-cow=750&herd=250',
    );
    expect(fromQuery(params)).toEqual({ recipe: shared, rejected: [] });
    expect(fromQuery(`?${params}`)).toEqual({ recipe: shared, rejected: [] });
  });

  it('leaves an empty herd size out of the link, and reads a missing one as empty', () => {
    const params = toQuery(recipe({ herd: 0 }));
    expect(params.has('herd')).toBe(false);
    expect(fromQuery(params).recipe.herd).toBe(0);
    expect(fromQuery('?herd=').recipe.herd).toBe(0);
  });

  it('takes only whole cows from a link', () => {
    expect(fromQuery('?herd=120').recipe.herd).toBe(120);
    expect(fromQuery('?herd=12.5')).toEqual({ recipe: DEFAULT_RECIPE, rejected: [{ id: 'herd', label: 'Herd size', text: '12.5' }] });
  });

  it('writes every amount a field accepts as plain decimal text that reads back the same', () => {
    for (const value of [0, 0.01, 0.1, 0.99, 1, 12.25, 999_999.99, MAX_AMOUNT]) {
      const shared = recipe({ water: value, molasses: value });
      const text = toQuery(shared).get('water');
      expect(text).toMatch(/^\d+(\.\d{1,2})?$/);
      expect(fromQuery(toQuery(shared)).recipe).toEqual(shared);
    }
  });

  it('gives the defaults for an empty or missing query, with nothing rejected', () => {
    expect(fromQuery('')).toEqual({ recipe: DEFAULT_RECIPE, rejected: [] });
    expect(fromQuery(new URLSearchParams())).toEqual({ recipe: DEFAULT_RECIPE, rejected: [] });
    expect(fromQuery('?utm_source=sms')).toEqual({ recipe: DEFAULT_RECIPE, rejected: [] });
  });

  it('falls back to the defaults for garbage, never NaN, and names each value it could not use', () => {
    const { recipe: r, rejected } = fromQuery(
      '?cone=1500&molasses=abc&magnesium-oxide=-5&lime-flour=1e999&healthycow=Infinity&water=NaN&grams-per-cow=',
    );
    expect(r).toEqual(DEFAULT_RECIPE);
    expect(rejected).toEqual([
      { id: 'cone', label: 'Cone size', text: '1500' },
      { id: 'molasses', label: 'Molasses', text: 'abc' },
      { id: 'magnesium-oxide', label: 'Magnesium oxide', text: '-5' },
      { id: 'lime-flour', label: 'Lime flour', text: '1e999' },
      { id: 'healthycow', label: 'HealthyCow 80/20', text: 'Infinity' },
      { id: 'water', label: 'Water', text: 'NaN' },
    ]);
    expect(fromQuery('?cone=2000abc&molasses=1,5').recipe).toEqual(DEFAULT_RECIPE);
  });

  it('refuses values a field would refuse, such as tiny ones written in exponent form or with many decimals', () => {
    for (const text of ['0.0000001', '1e-7', '0.001', '1000000.01']) {
      const { recipe: r, rejected } = fromQuery(`?water=${text}`);
      expect(r.water, text).toBe(DEFAULT_RECIPE.water);
      expect(
        rejected.map(({ id }) => id),
        text,
      ).toEqual(['water']);
    }
  });

  it('keeps the valid parameters when others are garbage', () => {
    expect(fromQuery('?cone=2000&molasses=700&water=lots').recipe).toEqual(recipe({ coneSize: 2000, molasses: 700 }));
  });

  it('falls back to a given recipe rather than the defaults', () => {
    const start = recipe({ molasses: 900 });
    expect(fromQuery('?molasses=oops', start).recipe).toEqual(start);
  });
});

describe('extremes a person could type', () => {
  // The smallest and largest amounts the fields accept, in every combination that stresses a figure.
  const extremes = [0, 0.01, MAX_AMOUNT];
  const combos = extremes.flatMap((molasses) =>
    extremes.flatMap((oxide) =>
      extremes.flatMap((grams) =>
        extremes.map((water) =>
          recipe({ molasses, 'magnesium-oxide': oxide, 'lime-flour': 0, healthycow: 0, water, 'grams-per-cow': grams }),
        ),
      ),
    ),
  );

  it.each(combos.map((r) => [toQuery(r).toString(), r] as const))('%s shows only plain decimal figures', (_, r) => {
    const results = calculate(r);
    for (const value of allNumbers(results)) {
      expect(Number.isFinite(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(format2(value)).toMatch(/^\d{1,9}\.\d\d$/);
    }
  });

  it('gives the largest ratio as plain text: 1,000,000 kg of molasses to 0.01 kg of minerals', () => {
    const r = calculate(recipe({ molasses: MAX_AMOUNT, 'magnesium-oxide': 0.01, 'lime-flour': 0, healthycow: 0 }));
    expect(format2(r.ratio!)).toBe('100000000.00');
  });
});

describe('formatAmount', () => {
  it.each([
    [0, '0'],
    [276, '276'],
    [1112, '1,112'],
    [275.5, '275.5'],
    [1234567.89, '1,234,567.89'],
    [999.999, '1,000'],
    [0.1 + 0.2, '0.3'],
  ])('writes %f as %s', (x, text) => {
    expect(formatAmount(x)).toBe(text);
  });
});

describe('ratioFix', () => {
  const insolublesOf = (r: Recipe) => r['magnesium-oxide'] + r['lime-flour'] + r.healthycow;
  const totalOf = (r: Recipe) => r.molasses + insolublesOf(r) + r.water;

  it('asks for 6 × the insolubles of molasses, and gives the weight that follows', () => {
    const r = DEFAULT_RECIPE;
    const fix = ratioFix(r)!;
    expect(fix.molassesNeeded).toBe(RATIO_THRESHOLD * insolublesOf(r));
    expect(fix.molassesToAdd).toBe(RATIO_THRESHOLD * insolublesOf(r) - r.molasses);
    expect(fix.totalAfter).toBe(totalOf(r) + fix.molassesToAdd);
    expect(fix.overConeAfter).toBe(Math.max(0, fix.totalAfter - r.coneSize));
    // The figures the business quotes for its default recipe.
    expect(fix).toMatchObject({ molassesNeeded: 876, molassesToAdd: 276, totalAfter: 1112, overConeAfter: 112 });
  });

  it('reaches exactly 1 : 6 once the molasses is added, and cutting the minerals instead also does', () => {
    const cases = [
      DEFAULT_RECIPE,
      recipe({ coneSize: 2000 }),
      recipe({ molasses: 0 }),
      recipe({ molasses: 601, water: 0 }),
      recipe({ molasses: 12.34, 'magnesium-oxide': 0.01, 'lime-flour': 2.2, healthycow: 0.07 }),
      recipe({ molasses: 0.1, 'magnesium-oxide': 0.1, 'lime-flour': 0.2, healthycow: 0 }),
    ];
    for (const r of cases) {
      const fix = ratioFix(r);
      expect(fix, JSON.stringify(r)).not.toBeNull();
      const fixed = calculate({ ...r, molasses: fix!.molassesNeeded });
      expect(fixed.ratioWarning).toBe(false);
      expect(fixed.total).toBe(fix!.totalAfter);
      expect(fixed.capacityWarning).toBe(fix!.overConeAfter > 0);
      expect(round2(fix!.molassesNeeded - r.molasses)).toBe(fix!.molassesToAdd);
      // Rounded down to the 0.01 kg, so the ratio holds with the minerals cut to this figure.
      expect(fix!.insolublesAllowed * RATIO_THRESHOLD).toBeLessThanOrEqual(r.molasses);
      expect(round2((fix!.insolublesAllowed + 0.01) * RATIO_THRESHOLD)).toBeGreaterThan(r.molasses);
    }
  });

  it('is there exactly when the ratio warning is', () => {
    for (const molasses of [0, 0.01, 599.99, 600, 875.99, 876, 876.01, 5000]) {
      const r = recipe({ molasses });
      expect(ratioFix(r) !== null, String(molasses)).toBe(calculate(r).ratioWarning);
      expect(calculate(r).ratioFix).toEqual(ratioFix(r));
    }
    expect(ratioFix(recipe({ 'magnesium-oxide': 0, 'lime-flour': 0, healthycow: 0, molasses: 0 }))).toBeNull();
  });

  it('says how much to add and what the mix would weigh', () => {
    const r = recipe({ coneSize: 2000 });
    const fix = ratioFix(r)!;
    expect(fix.overConeAfter).toBe(0);
    expect(ratioFixMessage(fix, r.coneSize)).toBe(
      `Add ${formatAmount(fix.molassesToAdd)} kg of molasses (${formatAmount(fix.molassesNeeded)} kg in all) to reach 1 : 6; the mix would then weigh ${formatAmount(fix.totalAfter)} kg.`,
    );
    expect(ratioFixMessage(fix, r.coneSize)).toBe(
      'Add 276 kg of molasses (876 kg in all) to reach 1 : 6; the mix would then weigh 1,112 kg.',
    );
  });

  it('says so when the added molasses would overfill the cone, and how far to cut the minerals instead', () => {
    const fix = ratioFix(DEFAULT_RECIPE)!;
    const message = ratioFixMessage(fix, DEFAULT_RECIPE.coneSize);
    expect(message).toContain('the mix would then weigh 1,112 kg.');
    expect(message).toContain(`That is ${formatAmount(fix.totalAfter - DEFAULT_RECIPE.coneSize)} kg more than the 1000 kg cone holds`);
    expect(message).toContain(`cut the insoluble minerals to ${formatAmount(DEFAULT_RECIPE.molasses / RATIO_THRESHOLD)} kg in all`);
  });
});

describe('over the cone', () => {
  it('gives how many kg the mix is over, and 0 when it fits', () => {
    const r = recipe({ molasses: 1100 });
    const results = calculate(r);
    expect(results.overCone).toBe(results.total - r.coneSize);
    expect(results.overCone).toBe(336);
    expect(calculate(recipe({ molasses: 764 })).overCone).toBe(0);
    expect(calculate(recipe({ molasses: 764.01 })).overCone).toBe(0.01);
    expect(calculate(recipe({ molasses: 1100, coneSize: 2000 })).overCone).toBe(0);
  });

  it('says it beside the exact capacity sentence', () => {
    expect(overConeMessage(1336, 336)).toBe('This mix weighs 1,336 kg, 336 kg over.');
  });
});

describe('herdDays', () => {
  it('divides the mix by the herd’s daily ration, in whole days rounded down', () => {
    // 836 kg at 1000 g a cow a day feeds 836 cow-days.
    expect(herdDays(836, 100, 1000)).toBe(Math.floor(836 / 100));
    expect(herdDays(836, 836, 1000)).toBe(1);
    expect(herdDays(836, 837, 1000)).toBe(0);
    expect(herdDays(600, 100, 1000)).toBe(6);
    expect(herdDays(1000, 250, 500)).toBe(8);
    // 0.3 kg over 0.1 kg a day is 3 days, though 0.1 + 0.2 is not 0.3 in binary.
    expect(herdDays(0.1 + 0.2, 1, 100)).toBe(3);
  });

  it('gives no figure without a herd, a ration or a mix, never NaN or Infinity', () => {
    expect(herdDays(836, 0, 1000)).toBeNull();
    expect(herdDays(836, 100, 0)).toBeNull();
    expect(herdDays(0, 100, 1000)).toBeNull();
    expect(calculate(DEFAULT_RECIPE).herdDays).toBeNull();
  });

  it('is part of the results once a herd is given', () => {
    const r = recipe({ herd: 120 });
    expect(calculate(r).herdDays).toBe(Math.floor((calculate(r).total * 1000) / (r.herd * r['grams-per-cow'])));
  });

  it('stays a plain whole number at the extremes', () => {
    const days = herdDays(5 * MAX_AMOUNT, 1, 0.01)!;
    expect(Number.isSafeInteger(days)).toBe(true);
    expect(formatAmount(days)).toMatch(/^\d{1,3}(,\d{3})*$/);
  });

  it('says how long one cone feeds the herd', () => {
    const r = recipe({ herd: 120 });
    const total = calculate(r).total;
    const days = herdDays(total, r.herd, r['grams-per-cow'])!;
    expect(herdMessage(days, r, total)).toBe(`One cone of this mix (836 kg) feeds 120 cows for ${days} full days at 1,000 g a cow a day.`);
    expect(herdMessage(1, recipe({ herd: 1 }), 1)).toBe('One cone of this mix (1 kg) feeds 1 cow for 1 full day at 1,000 g a cow a day.');
    expect(herdMessage(0, r, total)).toContain('for less than a full day');
    expect([0, 1, 2, 1000].map(daysText)).toEqual(['less than a full day', '1 full day', '2 full days', '1,000 full days']);
  });
});
