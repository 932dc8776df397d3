// What a printed page keeps: a product's page fits one A4 sheet with its name,
// key figures, facts and phone numbers, and none of the site's header, menus, footer or buttons; a
// listing's comparison of its range fits one too.
// Every product of the content is printed, in turn in one browser page (a page each would cost
// more to open than the checks); assertions are soft and name the path, so one run reports every
// product that is wrong. One PDF per layout is kept in test-results/print to look at.
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { comparison, keyFigures } from '../../src/lib/content/key-figures.ts';
import { listings, products, productsOf, settings, someOf } from '../fixtures/site-content.ts';
import { timeFor } from '../fixtures/time.ts';

const KEPT = 'test-results/print';

/** The pages of a PDF: its page objects, not the /Pages tree that holds them. */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;

/** The buttons, and links drawn as buttons, the page shows. */
const shownButtons = (page: Page) => page.locator('button, .button').filter({ visible: true });

test('every product page prints on one A4 page: name, key figures, facts and phone numbers, no header, footer or buttons', async ({
  page,
}) => {
  const entries = someOf(products, 'products');
  test.setTimeout(timeFor(entries.length, 5_000));
  mkdirSync(KEPT, { recursive: true });

  // On screen the page has buttons and the site's header and footer, which the print leaves out.
  await page.goto(entries[0]!.data.path);
  expect(await shownButtons(page).count()).toBeGreaterThan(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('footer.site-footer')).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  for (const [index, { data }] of entries.entries()) {
    const at = (what: string) => `${data.path} (${data.name}): ${what}`;
    await page.goto(data.path);
    const pdf = await page.pdf({ format: 'A4' });
    if (index === 0) writeFileSync(`${KEPT}/product.pdf`, pdf);
    expect.soft(pdfPages(pdf), at('pages of A4')).toBe(1);

    await expect.soft(page.locator('header.site-header'), at('site header')).toBeHidden();
    await expect.soft(page.locator('.office-today'), at('the office\u2019s line for today')).toBeHidden();
    await expect.soft(page.locator('nav').filter({ visible: true }), at('menus and the category bar')).toHaveCount(0);
    await expect.soft(page.locator('footer.site-footer'), at('site footer')).toBeHidden();
    await expect.soft(shownButtons(page), at('buttons')).toHaveCount(0);

    const main = page.locator('main');
    await expect.soft(main.getByRole('heading', { level: 1 }), at('name')).toHaveText(data.name);
    await expect.soft(main.getByRole('heading', { level: 1 }), at('name')).toBeVisible();
    const figures = main.locator('dl.key-figures dd');
    await expect.soft(figures, at('key figures')).toHaveText(keyFigures(data).map(({ value }) => value));
    for (const figure of await figures.all()) await expect.soft(figure, at('key figure shown')).toBeVisible();
    for (const { label, value } of data.nutrition) {
      await expect
        .soft(main.getByRole('table').getByRole('row', { name: `${label} ${value}`, exact: true }), at(`nutrition row ${label}`))
        .toBeVisible();
    }
    for (const phone of [settings.freePhone, settings.officePhone]) {
      const link = main.locator(`a[href="tel:${phone.tel}"]`).filter({ visible: true });
      await expect.soft(link, at(`phone ${phone.display}`)).toHaveCount(1);
      await expect.soft(link, at(`phone ${phone.display}`)).toHaveText(phone.display);
    }
  }
});

test('a listing with its range compared prints the table on one A4 page, without the cards', async ({ page }) => {
  const compared = someOf(
    listings.filter(({ id }) => comparison(productsOf(id).map(({ data }) => data))),
    'listing with two products to compare',
  );
  await page.emulateMedia({ media: 'print' });
  for (const { id, data } of compared) {
    await page.goto(data.path);
    expect.soft(pdfPages(await page.pdf({ format: 'A4' })), `${data.path}: pages of A4`).toBe(1);
    const table = page.locator('main table');
    await expect.soft(table, data.path).toBeVisible();
    await expect.soft(table.locator('tbody tr'), data.path).toHaveCount(productsOf(id).length);
    await expect.soft(page.locator('main .card-grid'), `${data.path}: the cards`).toBeHidden();
  }
});

test('the calculator prints its recipe and results on one A4 page', async ({ page }) => {
  mkdirSync(KEPT, { recursive: true });
  await page.goto('/conedose-calculator');
  await page.locator('astro-island[component-url*="ConedoseCalculator"]:not([ssr])').waitFor();
  const pdf = await page.pdf({ format: 'A4' });
  writeFileSync(`${KEPT}/calculator.pdf`, pdf);
  expect(pdfPages(pdf)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(shownButtons(page)).toHaveCount(0);
  await expect(page.locator('[data-result="total"]')).toBeVisible();
});
