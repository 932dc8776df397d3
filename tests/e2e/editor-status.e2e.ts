// The office runs the week through the editor at /admin, on a copy of the project (`npm run edit`,
// its site as on a given day): a product paused from its form leaves the local site and its
// address leads to its category, and set back on sale it returns; a notice added through the form
// shows on the local site before its first day, marked as a preview (what builds make of both on
// each day is tests/content/status.test.ts); two products given one position are named on every
// page of the local site, in the office's words, until one is given a number ahead; deleting the
// only testimonial a page features says that the page's testimonials section will be left out.
// One editor, started once, for every step: the steps run in order on the same copy.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { pageForms } from '../../src/admin/config';
import { previewDays } from '../../src/lib/company/notices';
import { pagePath } from '../../src/conventions/routes';
import { readEntryFile } from '../../src/loaders/entry-files';
import { copyProject, removeProject } from '../../scripts/lib/scratch-project';
import { startEditing, type Editing } from '../lib/editing';
import { SCREENSHOTS, dialogsOf, entriesOfCopy, publish, signIn } from '../fixtures/editor';

/** The day the editor's local site takes as today. */
const TODAY = '2027-03-01';
/** Written a day ahead, as the office posts a closure: the local site previews it before its first day. */
const notice = {
  text: 'The mill is closed on 2 March for its service; orders go out the day after.',
  firstDay: '2027-03-02',
  lastDay: '2027-03-02',
};

/**
 * How long the local site may take to show a save: it renders each page afresh from the content,
 * and with the other browser tests running beside it on two cores that has taken over 30 s.
 */
const SETTLED = { timeout: 60_000 };

let dir: string;
let edit: Editing;

// Four loads of the editor on two shared cores: minutes, not seconds.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = await copyProject('status-editor-');
  edit = await startEditing(dir, { SITE_BUILD_DATE: TODAY });
});

test.afterAll(async () => {
  await edit?.stop();
  if (dir) await removeProject(dir);
});

/** The copy's products as their files hold them. */
const products = () => entriesOfCopy(dir, 'products');
const categoryOf = (id: string) => readEntryFile(join(dir, 'src/content/categories', `${id}.yaml`), 'yaml').data;

/** The copy's first category with two products or more, and those products in its listing's order. */
function productsOfACategory() {
  const all = products();
  const category = all.map(({ data }) => String(data['category'])).find((id, _, ids) => ids.filter((other) => other === id).length > 1)!;
  const inCategory = all
    .filter(({ data }) => data['category'] === category)
    .sort((a, b) => Number(a.data['order']) - Number(b.data['order']));
  return { category, listing: String(categoryOf(category)['href']), title: String(categoryOf(category)['title']), products: inCategory };
}

/** Picks an option of a drop-down list by its words; an optional field's label ends "(optional)". */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a product paused and a notice added through their forms leave and join the site; set back on sale, the product returns', async ({
  page,
}) => {
  const { listing: listingPath, products: inCategory } = productsOfACategory();
  const product = inCategory.at(-1)!;
  const path = String(product.data['path']);

  await signIn(page, edit.base, `#/collections/products/entries/${product.id}`);
  await choose(page, 'Availability', 'Paused (hidden from the site)');
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-product-paused.png') });
  await publish(page);
  expect(readFileSync(join(dir, product.file), 'utf8')).toMatch(/^availability: paused$/m);

  // Signed in already: the editor keeps the session. A fresh load of the editor for each form.
  await page.goto('about:blank');
  await page.goto(`${edit.base}/admin#/collections/notices/new`);
  await page.getByLabel('Notice', { exact: true }).fill(notice.text);
  await page.getByLabel('First day').fill(notice.firstDay);
  await page.getByLabel('Last day').fill(notice.lastDay);
  await page.getByLabel('Notice', { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-notice-form.png') });
  await publish(page);
  const saved = entriesOfCopy(dir, 'notices').find(({ data }) => data['text'] === notice.text);
  expect(saved, 'the notice is saved in a file of its own').toBeDefined();
  expect(saved!.data).toMatchObject({ firstDay: notice.firstDay, lastDay: notice.lastDay });

  // The local site the office checks before publishing (its day TODAY) follows at once: the
  // product is off its listing, its address leads to the listing, and the notice, due tomorrow,
  // shows marked as a preview with its day. (What a build makes of both on each day, sitemap and
  // _redirects included, is tests/content/status.test.ts.)
  const local = async (path: string) => (await page.request.get(`${edit.base}${path}`)).text();
  await expect(async () => {
    expect(await local(listingPath)).not.toContain(`href="${path}"`);
    expect(await local(path)).toContain(`url=${listingPath}`);
    expect(await local('/_redirects')).toContain(`${path} ${listingPath} 301`);
    for (const shown of ['/', listingPath, '/contact-us']) expect(await local(shown), shown).toContain(notice.text);
  }).toPass(SETTLED);
  await page.goto(`${edit.base}/`);
  await expect(page.locator('.notice p').filter({ hasText: notice.text })).toHaveText(`${previewDays(notice)}${notice.text}`);
  await page.screenshot({ path: join(SCREENSHOTS, 'notice-preview.png') });

  await page.goto('about:blank');
  await page.goto(`${edit.base}/admin#/collections/products/entries/${product.id}`);
  await choose(page, 'Availability', 'On sale');
  await publish(page);
  expect(readFileSync(join(dir, product.file), 'utf8')).toMatch(/^availability: on-sale$/m);

  // Back on sale, the local site has its card, its page and no redirect again. (A build on a day
  // after the notice's last, with the notice gone, is tests/content/status.test.ts.)
  await expect(async () => {
    expect(await local(listingPath)).toContain(`href="${path}"`);
    expect(await local(path)).toContain(`>${String(product.data['name'])}</h1>`);
    expect(await local('/_redirects')).not.toContain(`${path} ${listingPath} 301`);
  }).toPass(SETTLED);
});

test('two products given one position are named on every page of the local site, with their category and field', async ({ browser }) => {
  const { listing: listingPath, title: categoryTitle, products: inCategory } = productsOfACategory();
  const [first, second] = inCategory;
  const position = Number(first!.data['order']);
  const ordersBefore = products().map(({ id, data }) => [id, data['order']]);

  const editor = await browser.newPage();
  await signIn(editor, edit.base, `#/collections/products/entries/${second!.id}`);
  // Typed over what the form holds (fill() alone appends in Decap).
  const order = editor.getByLabel(/^Order/);
  await order.click();
  await editor.keyboard.press('ControlOrMeta+a');
  await editor.keyboard.press('Backspace');
  await order.fill(String(position));
  await publish(editor);

  const message = `${first!.file} and ${second!.file}: "${String(first!.data['name'])}" and "${String(second!.data['name'])}" are both at position ${position} in ${categoryTitle} (Order); give each its own, e.g. ${position - 0.5} to put one ahead of the other`;
  const site = await browser.newPage();
  for (const path of ['/', listingPath]) {
    await expect(async () => {
      await site.goto(`${edit.base}${path}`);
      await expect(site.getByRole('heading', { level: 1 })).toHaveText(/needs a fix/);
    }).toPass(SETTLED);
    await expect(site.getByRole('listitem').filter({ hasText: message })).toHaveCount(1);
  }
  await site.screenshot({ path: join(SCREENSHOTS, 'editor-positions-tied.png') });

  // Done as the message says, in one save: the second product, given a number just ahead of the
  // first's, comes first on the listing, and no other product was renumbered.
  await order.click();
  await editor.keyboard.press('ControlOrMeta+a');
  await editor.keyboard.press('Backspace');
  await order.fill(String(position - 0.5));
  await publish(editor);
  const link = (product: typeof first) => site.locator(`main a[href="${String(product!.data['path'])}"]`).first();
  await expect(async () => {
    await site.goto(`${edit.base}${listingPath}`);
    const secondAhead = await link(second).evaluate(
      (secondLink, firstLink) => Boolean(secondLink.compareDocumentPosition(firstLink!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await link(first).elementHandle(),
    );
    expect(secondAhead).toBe(true);
  }).toPass(SETTLED);
  const ordersNow = products()
    .filter(({ id }) => id !== second!.id)
    .map(({ id, data }) => [id, data['order']]);
  expect(ordersNow).toEqual(ordersBefore.filter(([id]) => id !== second!.id));
});

test('deleting the only testimonial a page features says the page\u2019s testimonials section will be left out', async ({ browser }) => {
  const testimonials = entriesOfCopy(dir, 'testimonials');
  const featuredOn = (id: string) => testimonials.filter(({ data }) => (data['featuredOn'] as string[] | undefined)?.includes(id));
  const showsFeatured = (sections: unknown) =>
    ((sections ?? []) as { type: string; list?: string }[]).some(({ type, list }) => type === 'list' && list === 'featured-testimonials');
  const page = entriesOfCopy(dir, 'pages').find(({ id, data }) => showsFeatured(data['sections']) && featuredOn(id).length === 1);
  expect(page, 'a page that shows its featured testimonials and features one').toBeDefined();
  const [alone] = featuredOn(page!.id);
  const name = pageForms([{ id: page!.id, title: String(page!.data['title']) }])[0]!.label;
  const quote = String(alone!.data['quote']).slice(0, 40);

  const site = await browser.newPage();
  await site.goto(`${edit.base}${pagePath(page!.id)}`);
  await expect(site.getByText(quote)).toBeVisible();

  const editor = await browser.newPage();
  const asked = dialogsOf(editor);
  const references = editor.waitForResponse((response) => response.url().endsWith('/admin/references.json'));
  await signIn(editor, edit.base, `#/collections/testimonials/entries/${alone!.id}`);
  await references;
  await editor.getByRole('button', { name: /Delete/i }).click();
  await expect.poll(() => entriesOfCopy(dir, 'testimonials').some(({ id }) => id === alone!.id), { timeout: 20_000 }).toBe(false);
  expect(asked.find((message) => /delete/i.test(message))).toContain(
    `This is the only testimonial featured on ${name}: after deleting, its testimonials section is left out`,
  );
  // As the question said: the page builds without the section.
  await expect(async () => {
    await site.goto(`${edit.base}${pagePath(page!.id)}`);
    await expect(site.getByRole('heading', { level: 1 })).not.toHaveText(/needs a fix/);
    await expect(site.getByText(quote)).toHaveCount(0);
  }).toPass(SETTLED);
});
