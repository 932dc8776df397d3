// What the office runs into in the editor at /admin, on a copy of its own (beside editor.e2e.ts).
// What the build would refuse is said in the form before the save (an address or an order
// another entry has, a depot added where words count the depots by hand), and what the form cannot
// stop (a site deleted under people, a PDF removed) shows in a bar above every page of the local
// site, which still shows: in the office's words, each problem a link that opens its field,
// unfolded and marked, until it is fixed in the editor. A depot added and removed needs no other
// edit; a product paused leaves the site with the words still naming it listed; a notice shows
// ahead of its day; deleting a page's only featured testimonial says its section goes. A picture
// deleted in the media library is asked about as a file and leaves the form unchanged; lists and
// boxes read as the site says things; a notice's file is named after its first words.
// Screenshots for docs/editing.md are taken on the way, as in editor.e2e.ts.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { parse, stringify } from 'yaml';
import { COLLECTIONS, type CollectionName } from '../../src/collections.ts';
import { listEntryFiles } from '../../src/loaders/entry-files.ts';
import type { EditorReferences } from '../../src/admin/references.ts';
import { numberWord } from '../../src/lib/content/typed-counts.ts';
import { flattenNav } from '../../src/lib/paths/navigation.ts';
import { GOING_LIVE_PATH, OFFLINE_PAGE_ID, pagePath } from '../../src/conventions/paths.ts';
import { pageForms } from '../../src/admin/config.ts';
import { buildDate } from '../../src/conventions/build-date.ts';
import { previewDays } from '../../src/lib/company/notices.ts';
import { TEXT_FIELD } from '../../src/schemas/labels.ts';
import { DAY_NAMES, spokenHours, type HoursRow } from '../../src/conventions/opening-hours.ts';
import { SCREENSHOTS, choose, dialogsOf, officeTest, phonePhoto, publish, publishAndSave, retype } from '../fixtures/editor.ts';
import { depotsIn, editorCopy, formLabel, problemBar } from '../fixtures/editor-copy.ts';

const test = officeTest;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const copy = editorCopy();
const { entriesOf, openEditor, checkContent, pageListing } = copy;
let dir: string;
let base: string;

test.beforeAll(() => ({ dir, base } = copy));

/** The office's words name no file and no key path: no src/, no .md or .yaml, no sections.0.items. */
const OFFICE_WORDS = /^(?!.*(?:src\/|\.ya?ml\b|\.md\b|\b[a-z]+\.\d+(?:\.[a-z]+)?\b))/i;

/** Signs in again where a link from the local site opened the editor in a page that has not signed in. */
async function signedIn(page: Page) {
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login.or(page.getByRole('button', { name: /^Publish/ })).first()).toBeVisible({ timeout: 30_000 });
  if (await login.isVisible()) await login.click();
}

test('a site deleted under the people based there: named in the confirmation, then in a bar above every page in the office\u2019s words, each one click from its field, until fixed in the editor', async ({
  page,
}) => {
  // The copy's dev server renders these pages for the first time here, and re-reads the content
  // after each change: beside the rest of npm test that can take a minute or two.
  test.setTimeout(240_000);
  const staff = entriesOf('staff');
  const counts = new Map<string, number>();
  for (const { data } of staff) counts.set(String(data['location']), (counts.get(String(data['location'])) ?? 0) + 1);
  const [site] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  const based = staff.filter(({ data }) => data['location'] === site);
  expect(based.length).toBeGreaterThan(1);
  const file = join(dir, 'src/content/locations', `${site}.yaml`);
  const text = readFileSync(file, 'utf8');
  // A product given a spec sheet of the site's own, as the editor saves an upload: a file in
  // public/files, named in the entry.
  const product = entriesOf('products').find(({ data }) => data['specSheet'])!;
  const productText = readFileSync(product.file, 'utf8');
  const gone = { id: product.id, name: String(product.data['name']), pdf: `${product.id}-spec-sheet.pdf` };
  const pdfFile = join(dir, 'public/files', gone.pdf);
  mkdirSync(dirname(pdfFile), { recursive: true });
  writeFileSync(pdfFile, `%PDF-1.4\n% the spec sheet of ${product.id}\ntrailer << >>\n%%EOF\n`);
  writeFileSync(product.file, productText.replace(/^specSheet: .*$/m, `specSheet: /files/${gone.pdf}`));
  expect(checkContent().status).toBe(0);
  const dialogs = dialogsOf(page);
  const references = page.waitForResponse((response) => response.url().endsWith('/admin/references.json'));
  await openEditor(page, `#/collections/locations/entries/${site}`);
  await references;
  await page.getByRole('button', { name: /Delete/i }).click();
  await expect.poll(() => existsSync(file), { timeout: 20_000 }).toBe(false);
  const check = checkContent();
  expect(check.status).toBe(1);
  for (const { id } of based) expect(check.stderr).toContain(`src/content/staff/${id}.yaml: `);
  // The editor's confirmation named them before the deletion.
  const asked = dialogs.find((message) => /delete/i.test(message));
  for (const { data } of based) expect(asked).toContain(String(data['name']));

  // The spec sheet is removed from the files too.
  rmSync(pdfFile);
  const refused = checkContent()
    .stderr.split('\n')
    .filter((line) => line.startsWith('src/content/'));

  // Every page still shows, from the last good content, with every problem the check refuses in a
  // bar above it, in the office's words, each linked to its field; no page shows the deleted
  // site's id where its name was.
  const local = await page.context().newPage();
  for (const path of ['/', `/${pageListing('staff').replace(/\.html$/, '')}`]) {
    await expect(async () => {
      await local.goto(`${base}${path}`);
      await expect(problemBar(local).locator('li[data-severity="refuse"]')).toHaveCount(refused.length, { timeout: 5_000 });
    }).toPass({ timeout: 120_000 });
    await expect(local.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(local.getByRole('main')).not.toContainText(`Based at ${site}`);
    for (const words of await problemBar(local).getByRole('listitem').allTextContents()) expect(words).toMatch(OFFICE_WORDS);
    const named = [
      ...based.map(({ id, data }) => ({
        form: `Staff member \u201c${String(data['name'])}\u201d`,
        collection: 'staff',
        id,
        field: 'location',
      })),
      { form: `Product \u201c${gone.name}\u201d`, collection: 'products', id: gone.id, field: 'specSheet' },
    ];
    for (const { form, collection, id, field } of named) {
      const link = problemBar(local).getByRole('link', {
        name: `${form} \u203a ${formLabel(collection as CollectionName, field)}`,
        exact: true,
      });
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute('href', `/admin#/collections/${collection}/entries/${id}?field=${field}`);
    }
  }
  await local.screenshot({ path: join(SCREENSHOTS, 'site-problems.png'), animations: 'disabled' });
  // The link opens the person's form at Based at, marked, in view.
  const person = based[0]!;
  await problemBar(local)
    .getByRole('link', {
      name: `Staff member \u201c${String(person.data['name'])}\u201d \u203a ${formLabel('staff', 'location')}`,
      exact: true,
    })
    .click();
  await signedIn(local);
  const marked = local.locator('[data-field-to-fix]');
  await expect(marked).toContainText(formLabel('staff', 'location'), { timeout: 30_000 });
  await expect(marked).toBeInViewport();
  // Fixed in the editor, the dev server never restarted: based at another site, the person leaves the bar.
  const other = entriesOf('locations').find(({ id }) => id !== site)!;
  await choose(local, formLabel('staff', 'location'), String(other.data['name']));
  await publish(local);
  await expect(local.getByText(/Entry saved|Changes saved/i).first()).toBeVisible({ timeout: 20_000 });
  await expect(async () => {
    await local.goto(`${base}/`);
    await expect(problemBar(local).locator('li[data-severity="refuse"]')).toHaveCount(refused.length - 1, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await local.close();

  // Put back, as the office would by undoing the deletion, for the tests that follow.
  writeFileSync(file, text);
  writeFileSync(product.file, productText);
});

test('a taken address is refused in the form before the save, in the build\u2019s words, and nothing is saved', async ({ page }) => {
  const taken = entriesOf('products')[0]!;
  await openEditor(page, '#/collections/products/new');
  await page.getByLabel('Name', { exact: true }).fill('Copycat Pellets');
  await choose(page, 'Category', entriesOf('categories').find(({ id }) => id === taken.data['category'])!.data['title'] as string);
  await page.getByLabel('Summary').fill('A product given the address another product has.');
  await page.getByLabel(formLabel('products', 'path')).fill(String(taken.data['path']));
  // Said under the field as it is typed, naming the product that has the address by its form.
  const words = `"${String(taken.data['path'])}" is already taken by Product \u201c${String(taken.data['name'])}\u201d \u203a ${formLabel('products', 'path')}`;
  await expect(page.getByRole('status').filter({ hasText: words })).toBeVisible();
  await publish(page);
  await expect(page.getByText(/is already taken by/i)).toHaveCount(2);
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-address-taken.png'), animations: 'disabled' });
  expect(existsSync(join(dir, 'src/content/products/copycat-pellets.md'))).toBe(false);
});

test('a sample value replaced in the form leaves the sample values on save, in the file and the form at once; the one left as it was stays', async ({
  page,
}) => {
  // The copy's first testimonial, its words and its author's name the sample's.
  const [testimonial] = entriesOf('testimonials');
  const { quote, author } = testimonial!.data as { quote: string; author: string };
  writeFileSync(testimonial!.file, stringify({ ...testimonial!.data, sample: [quote, author] }));
  await openEditor(page, `#/collections/testimonials/entries/${testimonial!.id}`);
  const words = 'Our own words at last: the calves took to the meal at once.';
  await retype(page, page.getByRole('textbox', { name: formLabel('testimonials', 'quote'), exact: true }), words);
  const box = page.locator('.sample-values');
  await expect(box).toContainText(quote);
  await publishAndSave(page);
  const saved = parse(readFileSync(testimonial!.file, 'utf8')) as Record<string, unknown>;
  expect(saved['quote']).toBe(words);
  expect(saved['sample']).toEqual([author]);
  // The form's Sample values box follows the file at once, and the form has nothing left to save.
  await expect(box).not.toContainText(quote);
  await expect(box).toContainText(author);
  await expect(page.getByText(/Unsaved changes/i)).toHaveCount(0);
});

test('the Going live page lists what is left, a saved value or a kept one gone from it at the next visit', async ({ page }) => {
  const left = async () => {
    await page.goto(`${base}${GOING_LIVE_PATH}`);
    return page.locator('[data-going-live]').count();
  };
  const before = await left();
  expect(before).toBeGreaterThan(2);
  // A person's job title the business keeps: its Keep link opens the form with the value kept, and a publish saves it.
  const person = entriesOf('staff').find(({ data }) => (data['sample'] as unknown[] | undefined)?.includes(data['role']))!;
  const keep = page
    .locator('[data-going-live]', { hasText: String(person.data['role']) })
    .getByRole('link', { name: 'Keep' })
    .first();
  const href = (await keep.getAttribute('href'))!;
  expect(href).toContain(`entries/${person.id}`);
  await openEditor(page, href.slice(href.indexOf('#')));
  await expect(page.getByRole('status').filter({ hasText: 'Kept as it is' })).toBeVisible({ timeout: 20_000 });
  // In the same visit the person's name typed anew: gone from the list with nothing else to do. The
  // save takes it off the entry's sample values too, and says it saved (it had said it failed, though
  // written, when a Keep and a replaced value met in one save).
  await retype(page, page.getByRole('textbox', { name: formLabel('staff', 'name'), exact: true }), 'Kiri Ngata');
  await publishAndSave(page);
  await expect(page.getByText(/Failed to persist/i)).toHaveCount(0);
  const sample = parse(readFileSync(person.file, 'utf8'))['sample'] as unknown[] | undefined;
  expect(sample ?? []).not.toContain(person.data['role']);
  expect(sample ?? []).not.toContain(person.data['name']);
  await expect.poll(left, { timeout: 20_000 }).toBe(before - 2);
});

test('the search finds words in a product\u2019s main text, and opens the form at them', async ({ page }) => {
  // A phrase of the copy's first product's main text, with a slash, as the office searched for "2-5 g/cow/day".
  const product = entriesOf('products').find(({ body }) => /\S+\/\S+/.test(body ?? ''))!;
  const words = /\S+\/\S+/.exec(product.body!)![0]!;
  await openEditor(page, '#/collections/products');
  await page
    .getByPlaceholder(/Search/i)
    .first()
    .fill(words);
  await page
    .getByPlaceholder(/Search/i)
    .first()
    .press('Enter');
  const found = page.getByRole('region', { name: new RegExp(`Found in the words of the entries`) });
  const inText = found.getByRole('link', { name: `Product \u201c${String(product.data['name'])}\u201d \u203a ${TEXT_FIELD.label}` });
  await expect(inText).toBeVisible({ timeout: 30_000 });
  await expect(found.locator('mark').first()).toHaveText(words, { ignoreCase: true });
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-search.png'), animations: 'disabled' });
  await inText.click();
  await expect(page.locator('[data-field-to-fix]')).toContainText(TEXT_FIELD.label, { ignoreCase: true, timeout: 30_000 });
});

test('a depot added needs no other edit: words written {depots} follow, every page still shows, and counts typed by hand are a warning one click from their field', async ({
  page,
}) => {
  const depots = depotsIn(dir);
  const typed = `${numberWord(depots)} depots`;
  // Where the copy's words still count the depots by hand: the Molasses page's.
  const molasses = entriesOf('pages').find(({ id }) => id === 'molasses')!;
  const byHand = [
    ...JSON.stringify(molasses.data).matchAll(new RegExp(typed, 'g')),
    ...(molasses.body ?? '').matchAll(new RegExp(typed, 'g')),
  ].length;
  expect(byHand).toBeGreaterThan(1);
  const name = 'Gore';
  expect(entriesOf('locations').some(({ data }) => data['name'] === name)).toBe(false);
  await openEditor(page, '#/collections/locations/new');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await choose(page, 'Kind', 'Molasses depot');
  // Said before the save: the words counting by hand will be wrong.
  await expect(page.getByRole('status').filter({ hasText: /count the depots by hand: after adding this depot/ })).toBeVisible();
  await page.getByLabel('Region').fill('Southland');
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-depot-added.png'), animations: 'disabled' });
  await publishAndSave(page);

  // About Us, written {depots}, says the new number; no page is replaced by a list of fixes.
  const about = entriesOf('pages').find(({ id }) => id === 'about-us')!;
  const local = await page.context().newPage();
  await expect(async () => {
    await local.goto(`${base}/about-us`);
    await expect(local.getByRole('main')).toContainText(`${numberWord(depots + 1)} depots`, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(local.getByRole('heading', { level: 1 })).toHaveText(String(about.data['title']));
  // The Molasses page's counts typed by hand are warnings, in the office's words, each linked to its field.
  const counted = problemBar(local)
    .locator('li[data-severity="warn"]')
    .filter({ hasText: `"${typed}", but the site has ${numberWord(depots + 1)} depots` });
  await expect(counted).toHaveCount(byHand);
  for (const words of await counted.allTextContents()) expect(words).toMatch(OFFICE_WORDS);
  await expect(problemBar(local).locator('li[data-severity="refuse"]')).toHaveCount(0);
  await local.screenshot({ path: join(SCREENSHOTS, 'site-warnings.png'), animations: 'disabled' });
  // One in a folded section opens the Molasses page at it: unfolded, in view and marked.
  await counted.filter({ hasText: ' \u203a Sections \u203a ' }).first().getByRole('link').click();
  await signedIn(local);
  const marked = local.locator('[data-field-to-fix]');
  await expect(marked.locator('input, textarea').first()).toHaveValue(new RegExp(typed), { timeout: 30_000 });
  await expect(marked).toBeInViewport();
  await local.screenshot({ path: join(SCREENSHOTS, 'editor-field-marked.png'), animations: 'disabled' });
  // A section's own words are marked, though its items' words have the same field name: Decap files
  // both under "text", the last item's over the section's.
  type Words = { text?: string; items?: { text?: string }[] };
  const [withItems] = entriesOf('pages').flatMap(({ id, data }) =>
    ((data['sections'] as Words[] | undefined) ?? []).flatMap((section, index) =>
      section.text && section.items?.some((item) => item.text) ? [{ id, index, text: section.text }] : [],
    ),
  );
  expect(withItems, 'a page with a section whose items have words too').toBeDefined();
  await local.goto('about:blank');
  await local.goto(`${base}/admin#/collections/pages/entries/${withItems!.id}?field=sections.${withItems!.index}.text`);
  await signedIn(local);
  await expect(marked.locator('textarea').first()).toHaveValue(withItems!.text.trim(), { timeout: 30_000 });
  await expect(marked).toBeInViewport();
  // What is typed next goes into the marked field, not into an item's words below it.
  await expect(marked.locator('textarea').first()).toBeFocused();
  await local.close();

  // Deleted again, with no other edit: the count goes back, and so do the warnings.
  const dialogs = dialogsOf(page);
  // By way of the list, so the form opens knowing the depot as saved.
  await page.goto(`${base}/admin#/collections/locations`);
  const references = page.waitForResponse((response) => response.url().endsWith('/admin/references.json'));
  await page.goto(`${base}/admin#/collections/locations/entries/${name.toLowerCase()}`);
  await references;
  await page.getByRole('button', { name: /Delete/i }).click();
  await expect.poll(() => existsSync(join(dir, 'src/content/locations', `${name.toLowerCase()}.yaml`)), { timeout: 20_000 }).toBe(false);
  expect(dialogs.find((message) => /delete/i.test(message))).toContain('count the depots by hand: after deleting');
  const site = await page.context().newPage();
  await expect(async () => {
    await site.goto(`${base}/about-us`);
    await expect(site.getByRole('main')).toContainText(`${typed}, from`, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(problemBar(site).getByText('but the site has')).toHaveCount(0);
  await site.close();
});

/** The copy's first category with two products or more, and those products in its listing's order. */
function productsOfACategory() {
  const all = entriesOf('products');
  const category = all.map(({ data }) => String(data['category'])).find((id, _, ids) => ids.filter((other) => other === id).length > 1)!;
  const inCategory = all
    .filter(({ data }) => data['category'] === category)
    .sort((a, b) => Number(a.data['order']) - Number(b.data['order']));
  const entry = entriesOf('categories').find(({ id }) => id === category)!;
  return { listing: String(entry.data['path']), title: String(entry.data['title']), products: inCategory };
}

/** Picks an option of a drop-down list whose label starts with `label` (an optional field's ends "(optional)"). */
async function chooseFrom(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a product paused from its form leaves the site, and the words still naming it are a warning; a notice shows ahead of its day; back on sale, the product returns', async ({
  page,
}) => {
  // A product that other entries' words name, as a category lists its products.
  const worded = ['pages', 'categories', 'products'].flatMap((collection) =>
    listEntryFiles(join(dir, 'src/content', collection), COLLECTIONS[collection as CollectionName].format).map(({ file }) => ({
      file,
      text: readFileSync(file, 'utf8').toLowerCase(),
    })),
  );
  const product = entriesOf('products').find(({ file, data }) =>
    worded.some((entry) => entry.file !== file && entry.text.includes(String(data['name']).toLowerCase())),
  )!;
  const name = String(product.data['name']);
  const path = String(product.data['path']);
  const listingPath = String(entriesOf('categories').find(({ id }) => id === product.data['category'])!.data['path']);

  await openEditor(page, `#/collections/products/entries/${product.id}`);
  await chooseFrom(page, 'Availability', 'Paused (hidden from the site)');
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-product-paused.png'), animations: 'disabled' });
  await publishAndSave(page);
  expect(readFileSync(product.file, 'utf8')).toMatch(/^availability: paused$/m);

  // A notice for tomorrow, as the office posts a closure the day before.
  const [year, month, day] = buildDate().split('-').map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  const notice = {
    text: 'The mill is closed tomorrow for its service; orders go out the day after.',
    firstDay: tomorrow,
    lastDay: tomorrow,
  };
  await page.goto('about:blank');
  await openEditor(page, '#/collections/notices/new');
  await page.getByLabel('Notice', { exact: true }).fill(notice.text);
  await page.getByLabel('First day').fill(notice.firstDay);
  await page.getByLabel('Last day').fill(notice.lastDay);
  await page.getByLabel('Notice', { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-notice-form.png'), animations: 'disabled' });
  await publishAndSave(page);

  // The local site follows: the product is off its listing, its address leads to the listing, the
  // words naming it are listed as a warning with a link to the product, and the notice, due
  // tomorrow, shows marked as a preview with its day.
  const local = async (address: string) => (await page.request.get(`${base}${address}`)).text();
  await expect(async () => {
    expect(await local(listingPath)).not.toContain(`href="${path}"`);
    expect(await local(path)).toContain(`url=${listingPath}`);
    expect(await local('/_redirects')).toContain(`${path} ${listingPath} 301`);
    for (const shown of ['/', listingPath]) expect(await local(shown), shown).toContain(notice.text);
  }).toPass({ timeout: 60_000 });
  await page.goto(`${base}/`);
  await expect(page.locator('.notice p').filter({ hasText: notice.text })).toHaveText(`${previewDays(notice)}${notice.text}`);
  await page.screenshot({ path: join(SCREENSHOTS, 'notice-preview.png'), animations: 'disabled' });
  const naming = problemBar(page)
    .locator('li[data-severity="warn"]')
    .filter({ hasText: `names "${name}", which is paused` });
  expect(await naming.count()).toBeGreaterThan(0);
  await expect(naming.first().getByRole('link', { name: `Open Product \u201c${name}\u201d \u203a Availability` })).toHaveAttribute(
    'href',
    `/admin#/collections/products/entries/${product.id}?field=availability`,
  );

  await page.goto('about:blank');
  await openEditor(page, `#/collections/products/entries/${product.id}`);
  await chooseFrom(page, 'Availability', 'On sale');
  await publishAndSave(page);
  await expect(async () => {
    expect(await local(listingPath)).toContain(`href="${path}"`);
    expect(await local(path)).toContain(`>${name}</h1>`);
    expect(await local('/_redirects')).not.toContain(`${path} ${listingPath} 301`);
  }).toPass({ timeout: 60_000 });
});

test('an order another product of the list has is refused in the form before the save; a number just ahead puts it first', async ({
  page,
}) => {
  const { listing, products } = productsOfACategory();
  const [first, second] = products;
  const firstOrder = Number(first!.data['order']);
  const ordersBefore = entriesOf('products').map(({ id, data }) => [id, data['order']]);
  await openEditor(page, `#/collections/products/entries/${second!.id}`);
  const order = page.getByLabel(/^Order/);
  await retype(page, order, String(firstOrder));
  const tie = page.getByRole('status').filter({ hasText: `both have order ${firstOrder} in` });
  await expect(tie).toContainText(`"${String(first!.data['name'])}"`);
  // Published from the foot of the form, the field out of sight: the form brings it back and says why.
  await order.evaluate((field) => {
    let box = field.parentElement;
    while (box && box.scrollHeight <= box.clientHeight + 1) box = box.parentElement;
    box?.scrollTo(0, box.scrollHeight);
  });
  await expect(order).not.toBeInViewport();
  await publish(page);
  const refused = page.getByRole('alert').filter({ hasText: /^Not published: Order needs changing\./ });
  await expect(refused).toContainText(`both have order ${firstOrder} in`);
  await expect(order).toBeInViewport();
  await expect(page.getByText(/both have order/).first()).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-order-tied.png'), animations: 'disabled' });
  await expect(order).toBeFocused();
  // Clear of the editor's bar, and gone at the office's next step.
  expect((await refused.boundingBox())!.y).toBeGreaterThan((await page.getByRole('button', { name: 'Publish' }).boundingBox())!.y + 40);
  expect(entriesOf('products').map(({ id, data }) => [id, data['order']])).toEqual(ordersBefore);

  // Done as the words say, in one save: the second product comes first, no other renumbered.
  await retype(page, order, String(firstOrder - 0.5));
  await expect(refused).toHaveCount(0);
  await publishAndSave(page);
  const link = (product: typeof first) => page.locator(`main a[href="${String(product!.data['path'])}"]`).first();
  const site = page;
  await expect(async () => {
    await site.goto(`${base}${listing}`);
    const secondAhead = await link(second).evaluate(
      (secondLink, firstLink) => Boolean(secondLink.compareDocumentPosition(firstLink!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await link(first).elementHandle(),
    );
    expect(secondAhead).toBe(true);
  }).toPass({ timeout: 60_000 });
  expect(
    entriesOf('products')
      .filter(({ id }) => id !== second!.id)
      .map(({ id, data }) => [id, data['order']]),
  ).toEqual(ordersBefore.filter(([id]) => id !== second!.id));
});

test('deleting the only testimonial a page features says the page\u2019s testimonials section will be left out', async ({ page }) => {
  const testimonials = entriesOf('testimonials');
  const featuredOn = (id: string) => testimonials.filter(({ data }) => (data['featuredOn'] as string[] | undefined)?.includes(id));
  const showsFeatured = (sections: unknown) =>
    ((sections ?? []) as { type: string; list?: string }[]).some(({ type, list }) => type === 'list' && list === 'featured-testimonials');
  const shown = entriesOf('pages').find(({ id, data }) => showsFeatured(data['sections']) && featuredOn(id).length === 1);
  expect(shown, 'a page that shows its featured testimonials and features one').toBeDefined();
  const [alone] = featuredOn(shown!.id);
  const name = pageForms([{ id: shown!.id, title: String(shown!.data['title']) }])[0]!.label;
  const quote = String(alone!.data['quote']).slice(0, 40);
  const site = await page.context().newPage();
  await site.goto(`${base}${pagePath(shown!.id)}`);
  await expect(site.getByText(quote)).toBeVisible();

  const asked = dialogsOf(page);
  const references = page.waitForResponse((response) => response.url().endsWith('/admin/references.json'));
  await openEditor(page, `#/collections/testimonials/entries/${alone!.id}`);
  await references;
  await page.getByRole('button', { name: /Delete/i }).click();
  await expect.poll(() => entriesOf('testimonials').some(({ id }) => id === alone!.id), { timeout: 20_000 }).toBe(false);
  expect(asked.find((message) => /delete/i.test(message))).toContain(
    `This is the only testimonial featured on ${name}: after deleting, its testimonials section is left out`,
  );
  // As the question said: the page builds without the section.
  await expect(async () => {
    await site.goto(`${base}${pagePath(shown!.id)}`);
    await expect(site.getByText(quote)).toHaveCount(0, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await site.close();
});

/**
 * Opens another form in the same page as the office does, by way of its collection's list (the
 * editor is not loaded again), once its Name reads `name`.
 */
async function goToForm(page: Page, hash: string, name: string) {
  const list = hash.replace(/^(#\/collections\/[^/]+)\/.*$/, '$1');
  await page.evaluate((to) => (window.location.hash = to), list);
  await expect(page.locator(`a[href*="${list.slice(1)}/"]`).first()).toBeVisible({ timeout: 30_000 });
  await page.evaluate((to) => (window.location.hash = to), hash);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name, { timeout: 30_000 });
}

test('a depot added is offered in every form that chooses a site at once, accepted and published; renamed, it is offered by its new name', async ({
  page,
}) => {
  const name = 'Mataura';
  expect(entriesOf('locations').some(({ data }) => data['name'] === name)).toBe(false);
  const [person] = entriesOf('staff');
  const personName = String(person!.data['name']);
  const based = formLabel('staff', 'location');
  // The office looks at a person's form first: the editor reads the list of sites then.
  await openEditor(page, `#/collections/staff/entries/${person!.id}`);
  await page.getByRole('combobox', { name: based, exact: true }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');

  await goToForm(page, '#/collections/locations/new', '');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await choose(page, 'Kind', 'Molasses depot');
  await page.getByLabel('Region').fill('Southland');
  await publishAndSave(page);

  // Chosen for the person in the same visit, and saved.
  await goToForm(page, `#/collections/staff/entries/${person!.id}`, personName);
  await choose(page, based, name);
  await publishAndSave(page);
  await expect(page.getByText(/has been deleted/i)).toHaveCount(0);
  expect(parse(readFileSync(person!.file, 'utf8'))).toMatchObject({ location: name.toLowerCase() });

  // Renamed: the person's form and its preview name it by its new name.
  await goToForm(page, `#/collections/locations/entries/${name.toLowerCase()}`, name);
  await retype(page, page.getByLabel('Name', { exact: true }), `${name} Siding`);
  await publishAndSave(page);
  await page.evaluate(() => (window.location.hash = '#/collections/locations'));
  await expect(page.locator(`a[href$="/collections/locations/entries/${name.toLowerCase()}"]`)).toContainText(`${name} Siding`);
  await goToForm(page, `#/collections/staff/entries/${person!.id}`, personName);
  await expect(page.getByText(`${name} Siding`, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('iframe').first().contentFrame().getByText(`Based at ${name} Siding`)).toBeVisible();
  // The whole visit in one page: the editor was never loaded again.
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
});

test('a former address that is another page\u2019s is refused in the form, and named on the entry that lists it, not on the page', async ({
  page,
}) => {
  const onSale = entriesOf('products').filter(({ data }) => data['availability'] !== 'paused');
  const holder = onSale[0];
  const lister = onSale.find(({ id, data }) => id !== holder!.id && !data['formerPaths']);
  const path = String(holder!.data['path']);
  const pathField = `Product \u201c${String(holder!.data['name'])}\u201d \u203a ${formLabel('products', 'path')}`;
  const formerPathsField = `Product \u201c${String(lister!.data['name'])}\u201d \u203a ${formLabel('products', 'formerPaths')}`;
  const text = readFileSync(lister!.file, 'utf8');
  await openEditor(page, `#/collections/products/entries/${lister!.id}`);
  await page.getByRole('button', { name: /Add former address/i }).click();
  await page
    .getByRole('textbox', { name: /^Former address/ })
    .last()
    .fill(path);
  // Said as it is typed, naming the page that has the address and the field to change.
  const said = page.getByRole('status').filter({ hasText: `"${path}" is already the address of ${pathField}` });
  await expect(said).toBeVisible();
  await expect(said).toContainText('remove it from these former addresses');
  await publish(page);
  // Refused: the message at the foot names the field, which says why twice (as typed, and Decap's own mark).
  await expect(
    page.getByRole('alert').filter({ hasText: /^Not published: Former address needs changing\. .*is already the address of/ }),
  ).toBeVisible();
  await expect(
    page
      .locator('form, [class*="ControlPane"]')
      .first()
      .getByText(/is already the address of/i),
  ).toHaveCount(2);
  expect(readFileSync(lister!.file, 'utf8')).toBe(text);

  // Written in the file by hand all the same: the local site names the entry that lists it, the page one click away.
  writeFileSync(lister!.file, text.replace(/^(category: .*)$/m, `$1\nformerPaths:\n  - ${path}`));
  const site = await page.context().newPage();
  const problem = problemBar(site)
    .locator('li[data-severity="refuse"]')
    .filter({ hasText: `"${path}"` });
  await expect(async () => {
    await site.goto(`${base}/`);
    await expect(problem).toHaveCount(1, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(problem.getByRole('link').first()).toHaveText(formerPathsField);
  await expect(problem.getByRole('link', { name: `Open ${pathField}` })).toHaveCount(1);
  // The page keeps its address.
  await site.goto(`${base}${path}`);
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(String(holder!.data['name']));
  await site.close();
  writeFileSync(lister!.file, text);
});

test('a category that shares a page\u2019s address, as the build allows, saves with a photo added', async ({ page }) => {
  const pageIds = new Set(entriesOf('pages').map(({ id }) => pagePath(id)));
  const shared = entriesOf('categories').find(({ data }) => pageIds.has(String(data['path'])));
  expect(shared, 'a category whose page is a page of the site').toBeDefined();
  const upload = await phonePhoto(dir, '#3d2412', 800, 600);
  await openEditor(page, `#/collections/categories/entries/${shared!.id}`);
  // Its photo, new or replaced: the address field is left as it is.
  await page.getByRole('button', { name: /Choose (?:an|different) image/i }).click();
  await page.locator('input[type="file"]').setInputFiles(upload);
  await page.getByRole('button', { name: /Choose selected/i }).click();
  await publishAndSave(page);
  expect(parse(readFileSync(shared!.file, 'utf8'))).toMatchObject({
    path: shared!.data['path'],
    photo: { src: expect.stringMatching(/\.jpg$/) },
  });
});

/** The symbols above Latin-1 (arrows, a full-width plus, emoji) that text on the page draws: each needs a font that has it. */
const fontSymbols = (page: Page) =>
  page.evaluate(() => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const shown = node.parentElement?.checkVisibility() && Number.parseFloat(getComputedStyle(node.parentElement).fontSize) > 0;
      // The entries' own words are the office's; the editor's are its buttons, bars, labels and hints.
      if (!shown || node.parentElement?.closest('a[href*="/entries/"], textarea, [contenteditable="true"]')) continue;
      for (const character of node.textContent ?? '')
        if (/\p{S}/u.test(character) && character.codePointAt(0)! > 0xff) found.add(character);
    }
    return [...found];
  });

test('the search finds an address, whole or in part, and never shows a blank page; the list and the form draw their icons in no font of the machine\u2019s', async ({
  page,
}) => {
  const product = entriesOf('products').find(({ data }) => String(data['path']).split('/').length === 3)!;
  const path = String(product.data['path']);
  const segment = path.split('/')[1]!;
  const search = page.getByPlaceholder(/Search/i).first();
  const found = page.getByRole('region', { name: /Found in the words of the entries/ });
  await openEditor(page, '#/collections/products');
  // The new-entry button's plus is a shape drawn in the button's colour; no symbol of a font is drawn.
  const newEntry = page.locator('a[href="#/collections/products/new"]');
  await expect(newEntry).toBeVisible();
  expect(await newEntry.evaluate((button) => getComputedStyle(button, '::before').maskImage)).toContain('data:image/svg+xml');
  expect(await fontSymbols(page)).toEqual([]);
  await search.fill(path);
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`"${path}"`, { timeout: 30_000 });
  await expect(page.getByText('Not Found', { exact: true })).toHaveCount(0);
  await expect(search).toHaveValue(path);
  const link = found.getByRole('link', {
    name: `Product \u201c${String(product.data['name'])}\u201d \u203a ${formLabel('products', 'path')}`,
  });
  await expect(link).toBeVisible();
  // Part of an address: every product whose address holds it.
  await search.fill(segment);
  await search.press('Enter');
  const holding = entriesOf('products').filter(({ data }) => String(data['path']).includes(segment));
  await expect(found.getByRole('link', { name: new RegExp(` \u203a ${formLabel('products', 'path')}$`) })).toHaveCount(holding.length, {
    timeout: 30_000,
  });
  await link.click();
  await expect(page.locator('[data-field-to-fix]')).toContainText(formLabel('products', 'path'), { ignoreCase: true, timeout: 30_000 });
  // The form's back arrow is drawn too.
  expect(await fontSymbols(page)).toEqual([]);
});

test('a field\u2019s red mark follows its value: put right by another field, it goes at once; wrong again, it is back', async ({
  page,
}) => {
  // A product given an order another product of its list has, then moved to a category where that order is free.
  const products = entriesOf('products').filter(({ data }) => data['order'] !== undefined);
  const taken = (category: unknown, order: unknown) =>
    products.some(({ data }) => data['category'] === category && data['order'] === order);
  const categories = entriesOf('categories');
  const [moved, takenOrder, free] = products.flatMap((product) =>
    products
      .filter(({ id, data }) => id !== product.id && data['category'] === product.data['category'])
      .flatMap(({ data }) =>
        categories.filter(({ id }) => !taken(id, data['order'])).map((category) => [product, data['order'], category] as const),
      ),
  )[0]!;
  const tie = page.locator('li').filter({ hasText: /both have order/i });
  await openEditor(page, `#/collections/products/entries/${moved.id}`);
  const order = page.getByLabel(/^Order/);
  await retype(page, order, String(takenOrder));
  await publish(page);
  await expect(tie).toHaveCount(1);
  // Another category, where the order is free: the mark and its words go, with no save.
  await choose(page, formLabel('products', 'category'), String(free.data['title']));
  await expect(tie).toHaveCount(0);
  // Back to the list where it is taken: the mark is back.
  await choose(page, formLabel('products', 'category'), String(categories.find(({ id }) => id === moved.data['category'])!.data['title']));
  await expect(tie).toHaveCount(1);
});

test('a gallery photo given a new picture has its old description emptied, and the form asks for one', async ({ page }) => {
  type Gallery = { type: string; photos?: { src: string; alt?: string }[] };
  const [withGallery] = entriesOf('pages').flatMap(({ id, data }) =>
    ((data['sections'] as Gallery[] | undefined) ?? []).flatMap((section, index) =>
      section.photos?.[0]?.alt ? [{ id, index, alt: section.photos[0].alt }] : [],
    ),
  );
  expect(withGallery, 'a page with a gallery whose first photo is described').toBeDefined();
  const upload = await phonePhoto(dir, '#2f6b3a', 900, 600);
  await openEditor(page, `#/collections/pages/entries/${withGallery!.id}?field=sections.${withGallery!.index}.photos.0.alt`);
  const description = page.locator('[data-field-to-fix] textarea');
  await expect(description).toHaveValue(withGallery!.alt, { timeout: 30_000 });
  await page
    .locator('[data-field-to-fix]')
    .locator('xpath=..')
    .getByRole('button', { name: /Choose different image/i })
    .click();
  await page.locator('input[type="file"]').setInputFiles(upload);
  await page.getByRole('button', { name: /Choose selected/i }).click();
  await expect(description).toHaveValue('');
  await expect(page.getByRole('status').filter({ hasText: /A new picture in photo 1: describe what it shows/ })).toBeVisible();
});

test('a choice of "a page" offers the pages a visitor can reach, not the not-found page nor the offline page', async ({ page }) => {
  const pages = entriesOf('pages').map(({ id, data }) => ({ id, title: String(data['title']) }));
  const names = new Map(pageForms(pages).map(({ id, label }) => [id, label]));
  const standIns = ['404', OFFLINE_PAGE_ID].map((id) => names.get(id));
  expect(standIns.every(Boolean), 'the not-found and offline pages among the entries').toBe(true);
  const testimonials = entriesOf('testimonials');
  const featuredOn = (entry: (typeof testimonials)[number]) => (entry.data['featuredOn'] as string[] | undefined) ?? [];
  const testimonial = testimonials.find((entry) => featuredOn(entry).length > 0) ?? testimonials[0];
  await openEditor(page, `#/collections/testimonials/entries/${testimonial!.id}`);
  // Its preview names the pages it is shown on as the form does, not by their ids.
  for (const id of featuredOn(testimonial!))
    await expect(page.locator('iframe').first().contentFrame().getByText(names.get(id)!, { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('combobox', { name: new RegExp(`^${formLabel('testimonials', 'featuredOn')}`) }).click();
  const offered = await page.getByRole('option').allTextContents();
  // Every page of the menu not chosen yet is offered; neither stand-in is.
  const chosen = featuredOn(testimonial!).map((id) => names.get(id));
  for (const { href, label } of flattenNav())
    if (pages.some(({ id }) => pagePath(id) === href) && !chosen.includes(label)) expect(offered).toContain(label);
  for (const name of standIns) expect(offered).not.toContain(name);
  await page.keyboard.press('Escape');
  // A notice's pages are typed: the stand-ins are refused there, in the build's words.
  await page.goto('about:blank');
  await openEditor(page, '#/collections/notices/new');
  await page.getByRole('button', { name: /Add page/i }).click();
  await page.getByRole('textbox', { name: /^Page/ }).last().fill(pagePath(OFFLINE_PAGE_ID));
  await publish(page);
  await expect(page.getByText(/is not a page a visitor goes to/i).first()).toBeVisible();
});

test('a folded row of hours reads as the site says it, and no folded row reads as the data holds it', async ({ page }) => {
  // The office gives a depot its hours, as the guide says: a row of days, opens and closes.
  const depot = entriesOf('locations').find(({ data }) => data['kind'] === 'depot')!;
  const row: HoursRow = { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '07:30', closes: '17:00' };
  await openEditor(page, `#/collections/locations/entries/${depot.id}`);
  await page.getByRole('button', { name: /Add row of hours/i }).click();
  const days = page.getByRole('combobox', { name: /^Days/ }).last();
  for (const day of row.days) {
    await days.click();
    await page.getByRole('option', { name: DAY_NAMES[day].full, exact: true }).click();
  }
  await page
    .getByRole('textbox', { name: /^Opens/ })
    .last()
    .fill(row.opens);
  await page
    .getByRole('textbox', { name: /^Closes/ })
    .last()
    .fill(row.closes);
  // Its row folded: it reads as the site says it, before and after the save.
  await page
    .getByRole('textbox', { name: /^Opens/ })
    .last()
    .evaluate((input) => {
      let item = input.parentElement;
      while (item && item.querySelectorAll('button').length < 2) item = item.parentElement;
      item?.querySelector('button')?.click();
    });
  const hours = page.getByText(spokenHours([row])[0]!, { exact: true });
  await expect(hours).toBeVisible();
  await hours.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-hours-rows.png'), animations: 'disabled' });
  // Nowhere the data's own form: no list's innards, no empty row named by a key.
  const form = page.locator('body');
  await expect(form).not.toContainText('List [');
  await expect(form).not.toContainText(/\bNo (days|label|src|item)\b/);
  // Saved as typed.
  await publishAndSave(page);
  expect(parse(readFileSync(depot.file, 'utf8'))).toMatchObject({ openingHours: [row] });
});

test('a picture no entry uses, deleted in the media library a product\u2019s form opened, is asked about as a file, and the form stays unchanged', async ({
  page,
}) => {
  // A product the words of another entry name, so that deleting the product itself would warn of them.
  const known = (await (await fetch(`${base}/admin/references.json`)).json()) as EditorReferences;
  const product = entriesOf('products').find(({ id, data }) => data['photo'] && (known.named[`products/${id}`]?.length ?? 0) > 0)!;
  // A picture of a product the office has deleted, left in the products' pictures.
  const photo = join(dirname(product.file), String((product.data['photo'] as { src: string }).src));
  const unused = join(dirname(photo), 'deleted-product-picture.jpg');
  writeFileSync(unused, readFileSync(photo));
  const dialogs = dialogsOf(page);
  const references = page.waitForResponse((response) => response.url().endsWith('/admin/references.json'));
  await openEditor(page, `#/collections/products/entries/${product.id}`);
  await references;
  await page.getByRole('button', { name: /Choose different image/i }).click({ timeout: 30_000 });
  await page.getByText(basename(unused), { exact: true }).click({ timeout: 30_000 });
  await page.getByRole('button', { name: /Delete selected/i }).click();
  await expect.poll(() => existsSync(unused), { timeout: 20_000 }).toBe(false);
  // Its own question, about the file: no entry's warning.
  const asked = dialogs.filter((message) => /delete/i.test(message));
  expect(asked).toHaveLength(1);
  expect(asked[0]).toMatch(/selected file/);
  expect(asked[0]).not.toMatch(/\bentry\b/i);
  // The library closed, the form is as it was: nothing to save, nothing asked on leaving.
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText(/Unsaved changes/i)).toHaveCount(0);
  await page.goto(`${base}/admin#/collections/products`);
  await expect(page.getByRole('button', { name: /^Quick add/ })).toBeVisible({ timeout: 30_000 });
  expect(dialogs).toHaveLength(1);
});

test('lists and boxes read as the site says things: a card\u2019s category and availability, a sample row of hours or picture, a folded list\u2019s count', async ({
  page,
}) => {
  // The product list: each card's category by its title, its availability in words, never the stored values.
  const categories = new Map(entriesOf('categories').map(({ id, data }) => [id, String(data['title'])]));
  const product = entriesOf('products').find(({ data }) => data['availability'] === undefined && categories.has(String(data['category'])))!;
  await openEditor(page, '#/collections/products');
  const card = page.locator('h2').filter({ hasText: new RegExp(`^${RegExp.escape(String(product.data['name']))} \u00b7 `) });
  await expect(card.first()).toContainText(` \u00b7 ${categories.get(String(product.data['category']))} \u00b7 `, { timeout: 30_000 });
  await expect(card.first()).toContainText(/ \u00b7 on sale$/);
  await expect(page.locator('h2').filter({ hasText: / \u00b7 (on-sale|paused)$/ })).toHaveCount(0);

  // A product's sample picture, by its file's name alone.
  const isPicture = (value: unknown) => /\.jpg$/.test(String(value));
  const pictured = entriesOf('products').find(({ data }) => (data['sample'] as unknown[] | undefined)?.some(isPicture))!;
  const picture = String((pictured.data['sample'] as unknown[]).find(isPicture));
  await page.goto('about:blank');
  await openEditor(page, `#/collections/products/entries/${pictured.id}`);
  const box = page.locator('.sample-values');
  await expect(box).toContainText(`the picture ${basename(picture)}`, { timeout: 30_000 });
  await expect(box).not.toContainText('/');

  // A depot given two rows of hours, one of them the sample's: the sample row as the site says it,
  // and the rows counted as rows.
  const depot = entriesOf('locations').find(({ data }) => data['kind'] === 'depot')!;
  const depotText = readFileSync(depot.file, 'utf8');
  const rows: HoursRow[] = [
    { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '07:30', closes: '17:00' },
    { days: ['sat'], opens: '08:00', closes: '12:00' },
  ];
  const sample = [...((depot.data['sample'] as unknown[] | undefined) ?? []), rows[1]];
  writeFileSync(depot.file, stringify({ ...depot.data, openingHours: rows, sample }));
  // And the settings two closed days.
  const settingsFile = join(dir, 'src/content/settings/site.yaml');
  const settingsText = readFileSync(settingsFile, 'utf8');
  writeFileSync(settingsFile, stringify({ ...parse(settingsText), closedDays: [{ date: '2026-12-29' }, { date: '2026-12-30' }] }));
  try {
    await page.goto('about:blank');
    await openEditor(page, `#/collections/locations/entries/${depot.id}`);
    await expect(box).toContainText(spokenHours([rows[1]!])[0]!, { timeout: 30_000 });
    await expect(box).not.toContainText(rows[1]!.opens);
    await expect(page.getByText(`${rows.length} rows of hours`, { exact: true })).toBeVisible();
    // The settings' closed days counted as days: "2 closed days", not "2 office closed on".
    await page.goto('about:blank');
    await openEditor(page, '#/collections/settings/entries/site');
    await expect(page.getByText('2 closed days', { exact: true })).toBeVisible({ timeout: 30_000 });
  } finally {
    writeFileSync(depot.file, depotText);
    writeFileSync(settingsFile, settingsText);
  }
});

test('a notice\u2019s file is named after its first words, not its whole sentence; the Going live button covers no word at the end of a form', async ({
  page,
}) => {
  // At the end of a long form, scrolled to its foot, no words are under the button.
  const [person] = entriesOf('staff');
  await openEditor(page, `#/collections/staff/entries/${person!.id}`);
  await expect(page.getByRole('textbox', { name: formLabel('staff', 'name'), exact: true })).toBeVisible({ timeout: 30_000 });
  const covered = await page.evaluate(() => {
    const pane = document.querySelector('[class*="-ControlPaneContainer"]')!;
    pane.scrollTop = pane.scrollHeight;
    const button = document.querySelector('.going-live-link')!.getBoundingClientRect();
    return [...pane.querySelectorAll('*')]
      .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.left < button.right && box.right > button.left && box.top < button.bottom && box.bottom > button.top;
      })
      .map((element) => element.textContent);
  });
  expect(covered).toEqual([]);

  // A notice of a long sentence: its file is named after its first words, cut between two words.
  const folder = join(dir, 'src/content/notices');
  const before = new Set(existsSync(folder) ? readdirSync(folder) : []);
  const text =
    'Our Winton depot is closed for the whole of the stocktake week while the new weighbridge goes in; orders go out from the mill as usual.';
  await page.goto('about:blank');
  await openEditor(page, '#/collections/notices/new');
  await page.getByLabel('Notice', { exact: true }).fill(text);
  await page.getByLabel('First day').fill('2026-11-30');
  await page.getByLabel('Last day').fill('2026-12-04');
  await publishAndSave(page);
  const [file] = readdirSync(folder).filter((name) => !before.has(name));
  try {
    const id = basename(file!, '.yaml');
    const words = text
      .toLowerCase()
      .match(/[a-z0-9]+/g)!
      .join('-');
    expect(id.length).toBeLessThanOrEqual(50);
    expect(words.startsWith(`${id}-`), id).toBe(true);
  } finally {
    rmSync(join(folder, file!));
  }
});
