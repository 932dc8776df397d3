import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Locator, type Page } from '@playwright/test';
import { DEFAULT_RECIPE, calculate, format2, fromQuery } from '../../src/lib/calculator/conedose.ts';
import { pages } from '../fixtures/site-content.ts';

const PATH = '/conedose-calculator';
const entry = pages.find(({ id }) => id === 'conedose-calculator')!;
const CAPACITY_1000 = '*The maximum weight of mix that can be mixed in the Conedose system is 1000kg';
const CAPACITY_2000 = '*The maximum weight of mix that can be mixed in the Conedose system is 2000kg';

const result = (page: Page, key: string) => page.locator(`[data-result="${key}"]`);
const warning = (page: Page, key: string) => page.locator(`[data-warning="${key}"]`);
const field = (page: Page, namePrefix: string) => page.getByRole('textbox', { name: new RegExp(`^${namePrefix}`) });
const coneSize = (page: Page) => page.getByRole('combobox', { name: /^Cone size/ });

/**
 * Replaces a field's text key by key, as a person types over a selection (in Firefox, fill()
 * changes the text without React hearing it). The first key replaces the selection, so the field
 * is never empty on the way; each key is an edit the calculator sees.
 */
async function retype(input: Locator, text: string) {
  await input.selectText();
  if (text) await input.pressSequentially(text);
  else await input.press('Backspace');
}

// Astro drops the island's `ssr` attribute once React has hydrated it; typing earlier could be lost.
async function openCalculator(page: Page, query = '') {
  await page.goto(PATH + query);
  await page.locator('astro-island[component-url*="ConedoseCalculator"]:not([ssr])').waitFor();
}

async function expectDefaults(page: Page) {
  await expect(coneSize(page)).toHaveValue('1000');
  await expect(field(page, 'Molasses')).toHaveValue('600');
  await expect(field(page, 'Magnesium oxide')).toHaveValue('25');
  await expect(field(page, 'Lime flour')).toHaveValue('75');
  await expect(field(page, 'HealthyCow 80/20')).toHaveValue('46');
  await expect(field(page, 'Water')).toHaveValue('90');
  await expect(field(page, 'Grams of mix per cow per day')).toHaveValue('1000');
  await expect(result(page, 'total')).toHaveText('836.00');
  await expect(result(page, 'insolubles')).toHaveText('146.00');
  await expect(result(page, 'ratio')).toHaveText('4.11');
  await expect(result(page, 'water-suggestion')).toHaveText('60');
  await expect(result(page, 'molasses-percent')).toHaveText('71.77');
  await expect(result(page, 'molasses-grams')).toHaveText('717.70');
  await expect(warning(page, 'ratio')).toBeVisible();
  await expect(warning(page, 'ratio')).toContainText('Warning');
  await expect(warning(page, 'capacity')).toHaveCount(0);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server-rendered page shows the default recipe and results', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.data.title);
    await expectDefaults(page);
    await expect(page.getByText('every 25 kg of magnesium oxide or lime flour needs 150 kg molasses')).toBeVisible();
  });
});

test('typing recomputes the results without adding history entries', { tag: '@engines' }, async ({ page }) => {
  await openCalculator(page);
  const historyLength = await page.evaluate(() => history.length);

  await retype(field(page, 'Molasses'), '900');
  await expect(result(page, 'total')).toHaveText('1136.00');
  await expect(result(page, 'ratio')).toHaveText('6.16');
  await expect(result(page, 'water-suggestion')).toHaveText('90');
  await expect(warning(page, 'ratio')).toHaveCount(0);

  await retype(field(page, 'Grams of mix per cow per day'), '500');
  await expect(result(page, 'molasses-grams')).toHaveText('396.13');
  await field(page, 'Water').press('End');
  await field(page, 'Water').pressSequentially('.5');
  await expect(result(page, 'total')).toHaveText('1136.50');

  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  expect(new URL(page.url()).searchParams.get('molasses')).toBe('900');
});

test('a shared link restores its recipe', { tag: '@engines' }, async ({ page }) => {
  await openCalculator(page, '?cone=2000&molasses=1500&magnesium-oxide=50&lime-flour=100&healthycow=60&water=150&grams-per-cow=800');
  await expect(coneSize(page)).toHaveValue('2000');
  await expect(field(page, 'Molasses')).toHaveValue('1500');
  await expect(field(page, 'HealthyCow 80/20')).toHaveValue('60');
  await expect(result(page, 'total')).toHaveText('1860.00');
  await expect(result(page, 'ratio')).toHaveText('7.14');
  await expect(result(page, 'molasses-grams')).toHaveText('645.16');
  await expect(warning(page, 'ratio')).toHaveCount(0);
  await expect(warning(page, 'capacity')).toHaveCount(0);
});

test('Reset restores the defaults and clears the query string', { tag: '@engines' }, async ({ page }) => {
  await openCalculator(page, '?cone=2000&molasses=1500');
  await retype(field(page, 'Water'), 'junk');
  await page.getByRole('button', { name: /reset/i }).click();
  await expectDefaults(page);
  await expect(field(page, 'Water')).not.toHaveAttribute('aria-invalid', 'true');
  expect(new URL(page.url()).search).toBe('');
  expect(new URL(page.url()).pathname).toBe(PATH);
});

test('the capacity message follows the total and the cone size', { tag: '@engines' }, async ({ page }) => {
  await openCalculator(page);
  await retype(field(page, 'Molasses'), '764');
  await expect(result(page, 'total')).toHaveText('1000.00');
  await expect(warning(page, 'capacity')).toHaveCount(0);

  await retype(field(page, 'Molasses'), '764.01');
  await expect(warning(page, 'capacity')).toHaveText(CAPACITY_1000);
  await expect(warning(page, 'capacity')).toBeVisible();

  await coneSize(page).selectOption('2000');
  await expect(warning(page, 'capacity')).toHaveCount(0);

  await retype(field(page, 'Molasses'), '1800');
  await expect(warning(page, 'capacity')).toHaveText(CAPACITY_2000);

  await coneSize(page).selectOption('1000');
  await expect(warning(page, 'capacity')).toHaveText(CAPACITY_1000);
});

// Text with no number at its start, typed key by key: each key is refused, so the default stays in use.
const JUNK = ['abc', '-5', 'Infinity', '-Infinity', 'NaN', ',5', '\u202e-9', 'e5'];
const AMOUNTS = ['Molasses', 'Magnesium oxide', 'Lime flour', 'HealthyCow 80/20', 'Water', 'Grams of mix per cow per day'];

/** Nothing on the page reads NaN, Infinity or a negative amount; every result is a plain number or a dash. */
async function expectOnlyPlainNumbers(page: Page) {
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/NaN|Infinity/);
  // A minus sign or hyphen starting a number (phone numbers like 03-123 are not amounts).
  expect(text).not.toMatch(/(?<![\w.])[-\u2212]\s*\d/);
  const outputs = await page.locator('[data-result]').allInnerTexts();
  for (const output of outputs) expect(output).toMatch(/^(\d+(\.\d\d)?|–)$/);
}

// Every field in one page, in turn: opening the calculator afresh for each would cost more than the
// typing. Every hostile text, typed key by key, goes into the first amount; each other amount, the
// same input wired to its own figure, gets one of them (the parser itself is checked with every
// text in tests/unit): six times every text took half of Firefox's whole run.
test(
  `hostile input in each amount (${AMOUNTS.join(', ')}) is refused with a hint, and no NaN, Infinity or negative amount shows`,
  { tag: '@engines' },
  async ({ page }) => {
    await openCalculator(page);
    for (const [index, name] of AMOUNTS.entries()) {
      for (const text of index === 0 ? JUNK : [JUNK[index]!]) await retype(field(page, name), text);
      await expect(field(page, name), name).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, name), name).toHaveAccessibleDescription(/Enter (a number of )?0 or more/);
      await expect(result(page, 'total'), name).toHaveText('836.00');
      await expectOnlyPlainNumbers(page);
      // Back to the field's default, so the next field starts from a valid recipe.
      await page.getByRole('button', { name: /Reset/ }).click();
      await expect(field(page, name), name).not.toHaveAttribute('aria-invalid', 'true');
    }
  },
);

test(
  'a number followed by junk is used as far as it goes, and huge amounts show no NaN or Infinity',
  { tag: '@engines' },
  async ({ page }) => {
    await openCalculator(page);
    await retype(field(page, 'Water'), '12abc');
    await expect(field(page, 'Water')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Water')).toHaveAccessibleDescription(/Still using 12 kg/);
    await expect(result(page, 'total')).toHaveText('758.00');
    for (const text of ['1e999', '1,5', '600 kg; DROP TABLE cows; 1e308', '99999999']) await retype(field(page, 'Molasses'), text);
    await expectOnlyPlainNumbers(page);
  },
);

// The defaults, and a full 2-tonne cone whose figures run to four digits.
for (const query of ['', '?cone=2000&molasses=1500&magnesium-oxide=50&lime-flour=100&healthycow=60&water=150&grams-per-cow=1000']) {
  test(`fits a 320 px wide screen${query ? ' with a full 2-tonne cone' : ''}`, { tag: '@engines' }, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openCalculator(page, query);
    const overflow = await page.locator('.cd').evaluate((calculator) => calculator.scrollWidth - calculator.clientWidth);
    expect(overflow).toBe(0);
    // The table fits as it is, without scrolling sideways in its own box.
    const tableOverflow = await page.locator('.cd-table-wrap').evaluate((wrap) => wrap.scrollWidth - wrap.clientWidth);
    expect(tableOverflow).toBe(0);
    const table = await page.getByRole('table').boundingBox();
    expect((table?.x ?? 0) + (table?.width ?? Infinity)).toBeLessThanOrEqual(320);
  });
}

test('prints the recipe and results without site chrome or the Reset button', async ({ page }) => {
  await openCalculator(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: /reset/i })).toBeHidden();
  await expect(page.locator('header.site-header')).toBeHidden();
  await expect(page.locator('footer.site-footer')).toBeHidden();
  await expect(field(page, 'Molasses')).toBeVisible();
  await expect(result(page, 'total')).toBeVisible();
});

const PHONE = { width: 390, height: 844 };
const summary = (page: Page, key: string) => page.locator(`[data-summary="${key}"]`);
const detail = (page: Page, key: string) => page.locator(`[data-detail="${key}"]`);

/** The element's box, and whether the element itself is what shows at its corners (nothing drawn over it). */
async function onScreen(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const points = [
      [box.left + 2, box.top + 2],
      [box.right - 2, box.top + 2],
      [box.left + 2, box.bottom - 2],
      [box.right - 2, box.bottom - 2],
    ] as const;
    const uncovered = points.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (element === hit || element.contains(hit));
    });
    return { top: box.top, bottom: box.bottom, uncovered, viewport: innerHeight };
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the ratio, the total and the warning state stay in view while each box is filled in', async ({ page }) => {
    await openCalculator(page);
    const controls = page.locator('.cd-inputs').locator('input, select');
    const count = await controls.count();
    expect(count).toBeGreaterThanOrEqual(8);
    for (let i = 0; i < count; i += 1) {
      const control = controls.nth(i);
      const name = (await control.getAttribute('name')) ?? String(i);
      await control.focus();
      const isSelect = await control.evaluate((element) => element instanceof HTMLSelectElement);
      if (isSelect) await control.selectOption('2000');
      else {
        await control.press('End');
        await control.pressSequentially('1');
      }
      await expect(control).toBeFocused();
      // The summary follows what is being typed.
      await expect(summary(page, 'total')).toHaveText(`${await result(page, 'total').innerText()} kg`);
      await expect(summary(page, 'ratio')).toHaveText(`1 : ${await result(page, 'ratio').innerText()}`);
      const bar = await onScreen(page.locator('[data-summary="bar"]'));
      expect(bar.uncovered, `summary drawn over while ${name} has focus`).toBe(true);
      expect(bar.top, name).toBeGreaterThanOrEqual(0);
      // Within a pixel: the browser leaves a box that shows all but a fraction of a pixel where it is.
      expect(bar.bottom, name).toBeLessThanOrEqual(bar.viewport + 1);
      // The box being typed in is in view too, below the bar rather than under it, its label too.
      const box = await onScreen(control);
      expect(box.uncovered, `${name} is drawn over`).toBe(true);
      expect(box.top, name).toBeGreaterThanOrEqual(bar.bottom);
      expect(box.bottom, name).toBeLessThanOrEqual(box.viewport + 1);
      const label = await onScreen(page.locator(`label[for="${await control.getAttribute('id')}"]`));
      expect(label.top, `${name}'s label`).toBeGreaterThanOrEqual(bar.bottom);
    }
    // The state follows the warnings: every box got a digit more, so the mix is now over the cone.
    await expect(summary(page, 'state')).toHaveText(/^Warning: .*kg over the cone$/);
  });

  // Scrolled to as a screen reader's heading list or a reader scrolling down reaches it: the bar,
  // which says what the results say, has gone with the boxes and covers none of them.
  test('the summary bar never covers the Results heading or the results scrolled to', async ({ page }) => {
    await openCalculator(page);
    const heading = page.getByRole('heading', { name: 'Results', exact: true });
    for (const block of ['start', 'center'] as const) {
      await heading.evaluate((element, at) => element.scrollIntoView({ block: at }), block);
      const bar = await page.locator('[data-summary="bar"]').boundingBox();
      const results = await page.locator('.cd-results').boundingBox();
      const seen = await onScreen(heading);
      expect(seen.uncovered, `the Results heading scrolled to the ${block} is drawn over`).toBe(true);
      expect(bar!.y + bar!.height, `the bar beside the results scrolled to the ${block}`).toBeLessThanOrEqual(results!.y + 1);
    }
  });

  test('with the Molasses box in use, the summary shows the suggested water for the amount just typed, beside the recipe\u2019s', async ({
    page,
  }) => {
    // A shared recipe whose water differs from the standard one's, then a new amount typed over it.
    await openCalculator(page, '?molasses=1500');
    const typed = { ...DEFAULT_RECIPE, molasses: 735 };
    const water = calculate(typed).waterSuggestion;
    expect(water).not.toBe(calculate({ ...DEFAULT_RECIPE, molasses: 1500 }).waterSuggestion);
    // From further down the page, as after reading the results.
    await result(page, 'water-suggestion').scrollIntoViewIfNeeded();
    await retype(field(page, 'Molasses'), String(typed.molasses));
    await expect(field(page, 'Molasses')).toBeFocused();
    await expect(summary(page, 'water-suggestion')).toHaveText(`${water} kg`);
    await expect(summary(page, 'water')).toHaveText(`${DEFAULT_RECIPE.water} kg`);
    await expect(result(page, 'water-suggestion')).toHaveText(String(water));
    const figure = await onScreen(summary(page, 'water-suggestion'));
    expect(figure.uncovered, 'the water figure is drawn over').toBe(true);
    expect(figure.top).toBeGreaterThanOrEqual(0);
    expect(figure.bottom).toBeLessThanOrEqual(figure.viewport + 1);
    const box = await onScreen(field(page, 'Molasses'));
    expect(box.uncovered, 'the Molasses box is drawn over').toBe(true);
    expect(box.bottom).toBeLessThanOrEqual(box.viewport + 1);
  });

  test('the introduction takes at most three lines before the first box', async ({ page }) => {
    await openCalculator(page);
    // Every line of text between the page's heading and the calculator, counted by where it sits.
    const lines = await page.evaluate(() => {
      const heading = document.querySelector('main h1')!;
      const calculator = document.querySelector('.cd')!;
      const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
      const tops = new Set<number>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const after = heading.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING;
        const before = calculator.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING;
        if (!after || !before || heading.contains(node)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0 && rect.height > 0) tops.add(Math.round(rect.top + rect.height / 2));
      }
      return tops.size;
    });
    expect(lines).toBeGreaterThan(0);
    expect(lines).toBeLessThanOrEqual(3);
    // The first box starts on the first screen, and the calculator's guidance is still shown.
    const first = await page.locator('.cd-inputs').locator('input, select').first().boundingBox();
    expect(first!.y).toBeLessThan(PHONE.height);
    await expect(page.getByText('every 25 kg of magnesium oxide or lime flour needs 150 kg molasses')).toBeVisible();
  });

  test('the summary says so in words when there is nothing to warn of', async ({ page }) => {
    await openCalculator(page);
    await expect(summary(page, 'state')).toHaveText('Warning: too little molasses');
    await coneSize(page).selectOption('2000');
    await retype(field(page, 'Molasses'), '900');
    await expect(summary(page, 'state')).toHaveText('Ratio and weight OK');
    await expect(page.locator('[data-summary="bar"]')).toBeVisible();
  });
});

test.describe('Send this recipe, where the browser has no share menu', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies a link that opens the recipe typed, and says so', async ({ page, browser }) => {
    const copy = entry.data.shareRecipe!;
    // Chromium on a desktop has navigator.share on some systems: take it away, as on a farm office PC without one.
    await page.addInitScript(() => delete (Navigator.prototype as Partial<Navigator>).share);
    await openCalculator(page);
    await coneSize(page).selectOption('2000');
    await retype(field(page, 'Molasses'), '1234.5');
    await retype(field(page, 'Herd size'), '80');
    await page.getByRole('button', { name: copy.button }).click();
    await expect(page.getByRole('status').filter({ hasText: copy.copied })).toBeVisible();

    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).pathname).toBe(PATH);
    expect(fromQuery(new URL(link).search).recipe).toEqual({ ...DEFAULT_RECIPE, coneSize: 2000, molasses: 1234.5, herd: 80 });
    const other = await browser.newPage();
    await other.goto(link);
    await other.locator('astro-island[component-url*="ConedoseCalculator"]:not([ssr])').waitFor();
    await expect(coneSize(other)).toHaveValue('2000');
    await expect(field(other, 'Molasses')).toHaveValue('1234.5');
    await expect(field(other, 'Herd size')).toHaveValue('80');
    await expect(result(other, 'total')).toHaveText(format2(calculate({ ...DEFAULT_RECIPE, molasses: 1234.5 }).total));
    await other.close();
  });
});

test.describe('Send this recipe, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is not shown', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole('button', { name: entry.data.shareRecipe!.button })).toBeHidden();
    await expect(page.getByRole('button', { name: /reset/i })).toBeVisible();
  });
});

test('the summary bar is left out beside the results on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openCalculator(page);
  await expect(page.locator('[data-summary="bar"]')).toBeHidden();
  await expect(result(page, 'total')).toBeVisible();
});

test('the ratio warning says how much molasses to add, and what the mix would then weigh', async ({ page }) => {
  await openCalculator(page);
  await expect(warning(page, 'ratio')).toContainText(
    'Add 276 kg of molasses (876 kg in all) to reach 1 : 6; the mix would then weigh 1,112 kg.',
  );
  await expect(warning(page, 'ratio')).toContainText('112 kg more than the 1000 kg cone holds');
  await coneSize(page).selectOption('2000');
  await expect(warning(page, 'ratio')).not.toContainText('more than');
  await retype(field(page, 'Lime flour'), '50');
  // 6 × (25 + 50 + 46) = 726 kg of molasses in all.
  await expect(warning(page, 'ratio')).toContainText('Add 126 kg of molasses (726 kg in all)');
});

test('the capacity message keeps the exact sentence and says by how much the mix is over', async ({ page }) => {
  await openCalculator(page);
  await retype(field(page, 'Molasses'), '1100');
  await expect(warning(page, 'capacity')).toHaveText(CAPACITY_1000);
  await expect(detail(page, 'capacity')).toHaveText('This mix weighs 1,336 kg, 336 kg over.');
  await expect(detail(page, 'capacity')).toBeVisible();
  await coneSize(page).selectOption('2000');
  await expect(detail(page, 'capacity')).toHaveCount(0);
});

test('a herd size gives the days one cone feeds the herd, and a shared link keeps it', async ({ page, browser }) => {
  await openCalculator(page);
  await expect(detail(page, 'herd')).toHaveCount(0);
  await retype(field(page, 'Herd size'), '120');
  // 836 kg × 1000 / (120 cows × 1000 g) = 6.97 days: 6 full days.
  await expect(detail(page, 'herd')).toHaveText('One cone of this mix (836 kg) feeds 120 cows for 6 full days at 1,000 g a cow a day.');
  await retype(field(page, 'Grams of mix per cow per day'), '500');
  await expect(detail(page, 'herd')).toHaveAttribute('data-days', '13');
  await expect(summary(page, 'days')).toHaveText('13 full days');
  const link = page.url();
  expect(new URL(link).searchParams.get('herd')).toBe('120');

  const other = await browser.newPage();
  await other.goto(link);
  await other.locator('astro-island[component-url*="ConedoseCalculator"]:not([ssr])').waitFor();
  await expect(field(other, 'Herd size')).toHaveValue('120');
  await expect(detail(other, 'herd')).toHaveAttribute('data-days', '13');
  await other.close();

  await retype(field(page, 'Grams of mix per cow per day'), '0');
  await expect(detail(page, 'herd')).toHaveCount(0);
  await retype(field(page, 'Grams of mix per cow per day'), '500');
  await page.getByRole('button', { name: /reset/i }).click();
  await expect(field(page, 'Herd size')).toHaveValue('');
  await expect(detail(page, 'herd')).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('');
});

test.describe('before JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the page says the results update once JavaScript runs, and keeps what is typed', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.locator('[data-notice="javascript"]')).toBeVisible();
    await expect(page.locator('[data-notice="javascript"]')).toContainText('JavaScript');
    await field(page, 'Molasses').fill('700');
    await expect(field(page, 'Molasses')).toHaveValue('700');
  });
});

test('the JavaScript notice is gone once the calculator runs, and nothing moves', async ({ page }) => {
  await page.setViewportSize(PHONE);
  // Hold the calculator's script back until the page has been looked at as it is before hydration.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/ConedoseCalculator.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(PATH);
  const notice = page.locator('[data-notice="javascript"]');
  const formTop = () => page.locator('.cd-inputs').evaluate((element) => element.getBoundingClientRect().top + scrollY);
  await expect(notice).toBeVisible();
  await expect(page.getByText('The results update as you type')).toBeHidden();
  const before = await formTop();
  release();
  await page.locator('astro-island[component-url*="ConedoseCalculator"]:not([ssr])').waitFor();
  await expect(notice).toBeHidden();
  await expect(page.getByText('The results update as you type')).toBeVisible();
  expect(await formTop()).toBe(before);
});

/** Every word of text in the calculator whose boxes sit on more than one line. */
async function brokenWords(page: Page): Promise<{ words: number; broken: string[] }> {
  return page.locator('.cd').evaluate((calculator) => {
    const walker = document.createTreeWalker(calculator, NodeFilter.SHOW_TEXT);
    const broken: string[] = [];
    let words = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
        if (rects.length === 0) continue; // not rendered (a hidden element)
        words += 1;
        const lines = new Set(rects.map((rect) => Math.round(rect.top + rect.height / 2)));
        const tops = [...lines].sort((a, b) => a - b);
        // Two rects on one line differ by under half a line; a broken word's halves by a whole line.
        if (tops.length > 1 && tops.at(-1)! - tops[0]! > rects[0]!.height / 2) broken.push(match[0]);
      }
    }
    return { words, broken };
  });
}

for (const width of [320, 390, 1280]) {
  test(`no word in the calculator breaks across lines at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await openCalculator(page);
    // The longest messages too: both warnings, the over-the-cone detail and the herd line.
    await retype(field(page, 'Herd size'), '120');
    await retype(field(page, 'Molasses'), '1100');
    await retype(field(page, 'Magnesium oxide'), '200');
    await expect(warning(page, 'capacity')).toBeVisible();
    await expect(warning(page, 'ratio')).toBeVisible();
    const { words, broken } = await brokenWords(page);
    expect(words).toBeGreaterThan(100);
    expect(broken).toEqual([]);
  });
}

test('every text in the calculator meets WCAG AAA contrast, warnings and hints showing', async ({ page }) => {
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    await openCalculator(page);
    await retype(field(page, 'Molasses'), '1100');
    await retype(field(page, 'Magnesium oxide'), '200');
    await retype(field(page, 'Water'), 'lots');
    await retype(field(page, 'Herd size'), '120');
    await expect(warning(page, 'ratio')).toBeVisible();
    await expect(warning(page, 'capacity')).toBeVisible();
    await expect(field(page, 'Water')).toHaveAttribute('aria-invalid', 'true');
    const { violations } = await new AxeBuilder({ page }).include('.cd').withRules(['color-contrast-enhanced']).analyze();
    expect(violations.flatMap(({ nodes }) => nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`))).toEqual([]);
  }
});
