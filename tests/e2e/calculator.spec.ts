import { test, expect, type Locator, type Page } from '@playwright/test';
import { pages } from '../fixtures/site-content';

const PATH = '/conedose-calculator';
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
  await input.click();
  await input.press('ControlOrMeta+a');
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.find(({ id }) => id === 'conedose-calculator')!.data.title);
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

// One test per field: each types 8 values key by key, which in Firefox takes several seconds.
for (const name of AMOUNTS) {
  test(
    `hostile input in "${name}" is refused with a hint, and no NaN, Infinity or negative amount shows`,
    { tag: '@engines' },
    async ({ page }) => {
      await openCalculator(page);
      for (const text of JUNK) await retype(field(page, name), text);
      await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, name)).toHaveAccessibleDescription(/Enter a number of 0 or more/);
      await expect(result(page, 'total')).toHaveText('836.00');
      await expectOnlyPlainNumbers(page);
    },
  );
}

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

test('fits a 320 px wide screen', { tag: '@engines' }, async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openCalculator(page);
  const overflow = await page.locator('.cd').evaluate((calculator) => calculator.scrollWidth - calculator.clientWidth);
  expect(overflow).toBe(0);
  const table = await page.getByRole('table').boundingBox();
  expect((table?.x ?? 0) + (table?.width ?? Infinity)).toBeLessThanOrEqual(320);
});

test('prints the recipe and results without site chrome or the Reset button', async ({ page }) => {
  await openCalculator(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: /reset/i })).toBeHidden();
  await expect(page.locator('header.site-header')).toBeHidden();
  await expect(page.locator('footer.site-footer')).toBeHidden();
  await expect(field(page, 'Molasses')).toBeVisible();
  await expect(result(page, 'total')).toBeVisible();
});
