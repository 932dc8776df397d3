// Office staff run their week through the editor at /admin: `npm run edit` on one copy of the
// project, driven as an editor would, each step after the last in one browser. The editor is usable
// within 5 seconds of opening, cached or not. They add a product, a staff member, a declaration
// and a testimonial typing only what the site cannot work out, add a section to a page choosing its
// kind, fill in a page's lead, change a phone number, are stopped by the form on a bad value, and
// the rebuilt site shows every change; nothing else in src/content changes. The pictures the
// content already has show in the forms and previews. Uploads are named after their entry, so two
// people given photos of one file name, or two products spec sheets of one name, keep their own,
// and the media library says whose each is; a replaced picture's description is asked for again,
// a HEIC photo is refused in words, and clearing a strapline removes its line from the file.
// What the build would refuse is said in the form before the save (an address or an order
// another entry has, a depot added where words count the depots by hand), and what the form cannot
// stop (a site deleted under people, a PDF removed) shows in a bar above every page of the local
// site, which still shows: in the office's words, each problem a link that opens its field,
// unfolded and marked, until it is fixed in the editor. A depot added and removed needs no other
// edit; a product paused leaves the site with the words still naming it listed; a notice shows
// ahead of its day; deleting a page's only featured testimonial says its section goes. A picture
// deleted in the media library is asked about as a file and leaves the form unchanged; lists and
// boxes read as the site says things; a notice's file is named after its first words.
// Screenshots for docs/editing.md are taken on the way: to test-results/editor/, or over
// docs/images/ when UPDATE_DOCS_IMAGES=1 (after a change to the editor's look).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { parse, stringify } from 'yaml';
import { COLLECTIONS, collectionSchema, withoutImagePipeline, type CollectionName } from '../../src/collections.ts';
import { listEntryFiles, readEntryFile } from '../../src/loaders/entry-files.ts';
import { copyProject, projectEnv, removeProject, runAstro } from '../../scripts/lib/scratch-project.ts';
import { startEditing, type Editing } from '../lib/editing.ts';
import { uploadName, uploadStem } from '../../src/admin/upload-names.ts';
import type { EditorReferences } from '../../src/admin/references.ts';
import { numberWord } from '../../src/lib/content/typed-counts.ts';
import { keyFigures } from '../../src/lib/content/key-figures.ts';
import { flattenNav } from '../../src/lib/paths/navigation.ts';
import { initials } from '../../src/lib/design/initials.ts';
import { focusClasses, focusOf, focusText } from '../../src/lib/design/focus.ts';
import { PLACES } from '../../src/lib/design/photo-places.ts';
import { EDITOR_PATH, GOING_LIVE_PATH, HOME_PAGE_ID, OFFLINE_PAGE_ID, editorFieldPath, pagePath } from '../../src/conventions/paths.ts';
import { pageForms } from '../../src/admin/config.ts';
import { buildDate } from '../../src/conventions/build-date.ts';
import { previewDays } from '../../src/lib/company/notices.ts';
import { TEXT_FIELD, fieldLabels } from '../../src/schemas/labels.ts';
import { productFacts, readFactFields } from '../../src/lib/content/product-facts.ts';
import { DAY_NAMES, spokenHours, type HoursRow } from '../../src/conventions/opening-hours.ts';
import {
  PHONE_PHOTO,
  SCREENSHOTS,
  choose,
  dialogsOf,
  officeTest,
  openEditorAt,
  phonePhoto as makePhonePhoto,
  publish,
  publishAndSave,
  retype,
  uploadPhoto,
} from '../fixtures/editor.ts';

let dir: string;
let edit: Editing;
let base: string;
let before: Map<string, string>;

const test = officeTest;

/** Every file under src/content with a hash of its text. */
function contentFiles(root: string): Map<string, string> {
  const files = readdirSync(join(root, 'src/content'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.(md|yaml)$/.test(file));
  return new Map(
    files.map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(join(root, 'src/content', file)))
        .digest('hex'),
    ]),
  );
}

// The editor is a 5 MB app on a dev server; on two cores shared with the other worker its first
// load alone can take 10 s, so each test gets more than the default 30 s.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** The copy's entries of a collection, as their files hold them. */
const entriesOf = (collection: CollectionName) =>
  listEntryFiles(join(dir, 'src/content', collection), COLLECTIONS[collection].format).map(({ id, file }) => ({
    id,
    file,
    ...readEntryFile(file, COLLECTIONS[collection].format),
  }));

/** How many depots the copy has. */
const depotCount = () => entriesOf('locations').filter(({ data }) => data['kind'] === 'depot').length;

/** A field's label on its collection's form, from the schema. */
const formLabel = (collection: CollectionName, field: string) =>
  fieldLabels(collectionSchema(collection, withoutImagePipeline), [field])!.join();

/** The copy's first product with a strapline, and first staff member with a photo: what the tests clear. */
let withStrapline: ReturnType<typeof entriesOf>[number];
let withPhoto: ReturnType<typeof entriesOf>[number];

/** The page of the copy whose sections show a list drawn from another collection, e.g. staff. */
const pageListing = (list: string) => {
  const page = entriesOf('pages').find(({ data }) =>
    (data['sections'] as { list?: string }[] | undefined)?.some((section) => section.list === list),
  );
  if (!page) throw new Error(`no page of the copy shows the list "${list}"`);
  return `${page.id}.html`;
};

test.beforeAll(async ({ officeBrowser }) => {
  test.setTimeout(180_000);
  dir = await copyProject('editor-');
  // The copy's content (the baseline's, as written) in the editor's own format, as the shipped
  // content is stored: a save then changes only what the editor changed.
  const format = spawnSync(process.execPath, ['scripts/format-content.ts'], { cwd: dir, env: projectEnv(), encoding: 'utf8' });
  expect(format.status, format.stderr).toBe(0);
  // As the guide tells the office: the count of depots in two entries' words written as the
  // placeholder the site fills in; the others still typed by hand, as another business's might be.
  const typed = `${numberWord(depotCount())} depots`;
  for (const file of ['src/content/categories/molasses.yaml', 'src/content/pages/about-us.md']) {
    const text = readFileSync(join(dir, file), 'utf8');
    expect(text, file).toContain(typed);
    writeFileSync(join(dir, file), text.replaceAll(typed, '{depots} depots'));
  }
  before = contentFiles(dir);
  withStrapline = entriesOf('products').find(({ data }) => data['strapline'])!;
  withPhoto = entriesOf('staff').find(({ data }) => data['photo'])!;
  edit = await startEditing(dir);
  base = edit.base;
  // Load the editor once, so the dev server's first compile is not timed as part of a test.
  const page = await officeBrowser.newPage();
  await openEditor(page);
  await page.close();
});

test.afterAll(async () => {
  await edit?.stop();
  if (dir) await removeProject(dir);
});

/** Opens the copy's editor at `hash`, signed in. */
const openEditor = (page: Page, hash = '') => openEditorAt(page, base, hash);

/** How long the office may wait, from opening /admin to a list it can use. */
const USABLE_WITHIN_MS = 5_000;

/** How many times each visit is timed: the fastest is the editor's own time, the rest the machine's other work. */
const TIMINGS = 3;

test('/admin is usable within 5 seconds of opening, cached or not', async ({ browser }) => {
  // A browser that has never opened the editor, then the same browser again: the office's first
  // morning, and every morning after. npm test runs other builds beside this one on its two cores,
  // so each is timed in a few fresh browsers and the fastest kept, as the office's own computer
  // runs nothing else.
  const fastest = { 'first visit': Infinity, cached: Infinity };
  for (let attempt = 0; attempt < TIMINGS; attempt++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    for (const visit of ['first visit', 'cached'] as const) {
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${base}/admin#/collections/products`);
      const login = page.getByRole('button', { name: 'Login' });
      const list = page.locator('a[href*="/collections/products/entries/"]').first();
      await expect(login.or(list).first()).toBeVisible({ timeout: 30_000 });
      if (await login.isVisible()) await login.click();
      await expect(list).toBeVisible({ timeout: 30_000 });
      fastest[visit] = Math.min(fastest[visit], Math.round(performance.now() - started));
      await page.close();
    }
    await context.close();
    if (Object.values(fastest).every((time) => time < USABLE_WITHIN_MS)) break;
  }
  for (const [visit, time] of Object.entries(fastest)) {
    test.info().annotations.push({ type: `/admin open to usable list, ${visit}`, description: `${time} ms` });
    expect(time, visit).toBeLessThan(USABLE_WITHIN_MS);
  }
});

test('an editor adds a product typing only its name, category and summary', async ({ page }) => {
  await openEditor(page, '#/collections/products/new');
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-new-product.png'), animations: 'disabled' });
  // The fields the site works out say so, and may be left empty.
  await expect(page.getByText(/Leave empty for an address made from the category/i)).toBeVisible();
  await expect(page.getByText(/Leave empty to put it last/i).first()).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Lamb Starter Pellets');
  // The category is a list of the categories that exist.
  await choose(page, 'Category', 'Sheep Feed');
  await page.getByLabel('Summary').fill('Pellets for lambs, added through the browser editor.');
  await page.getByRole('button', { name: /Add row/i }).click();
  await page.getByLabel('Nutrient').fill('Protein');
  await page.getByLabel('Amount').fill('18% min');
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-product-form.png'), animations: 'disabled' });
  await publishAndSave(page);
  const file = readFileSync(join(dir, 'src/content/products/lamb-starter-pellets.md'), 'utf8');
  expect(file).toContain('name: Lamb Starter Pellets');
  expect(file).toContain('category: sheep');
  expect(file).not.toMatch(/^(path|order):/m);
  expect(file).toMatch(/nutrition:\s*\n\s*- label: Protein\s*\n\s*value: 18% min/);
});

test('the product list is grouped and filtered by category, and sorted by order', async ({ page }) => {
  await openEditor(page, '#/collections/products');
  await expect(page.getByRole('button', { name: /Sort by/i })).toBeVisible();
  await expect(page.getByRole('button', { name: /Group by/i })).toBeVisible();
  await page.getByRole('button', { name: /Filter by/i }).click();
  await page.getByRole('menuitem', { name: 'Sheep Feed' }).click();
  // Only the sheep feeds are listed, each with its category (by its title) and order in the summary.
  const cards = page.locator('a[href*="/collections/products/entries/"]');
  const title = String(entriesOf('categories').find(({ id }) => id === 'sheep')!.data['title']);
  await expect(cards.filter({ hasText: 'Lamb Starter Pellets' })).toContainText(` \u00b7 ${title} \u00b7 `);
  await expect(cards.filter({ hasText: 'Lamb Starter Pellets' })).toContainText('order last');
  const listed = await cards.allTextContents();
  const sheep = entriesOf('products').filter(({ data }) => data['category'] === 'sheep');
  expect(listed).toHaveLength(sheep.length);
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-product-list.png'), animations: 'disabled' });
  // On this computer the editor's link to the site (as View Live) opens the dev server, not the live site.
  await expect(page.getByRole('link', { name: new URL(base).host })).toHaveAttribute('href', new RegExp(`^${base}/?$`));
});

/** A product's figures and facts as its file holds them: a field left out of the file is empty. */
const factFields = (data: Record<string, unknown>) =>
  readFactFields({
    table: (name) => (data[name] as { label: string; value: string }[] | undefined) ?? [],
    list: (name) => (data[name] as string[] | undefined) ?? [],
  });

test('a product\u2019s preview shows the key figures and facts its page shows, under the page\u2019s headings', async ({ page }) => {
  // The copy's product with the most blocks of facts.
  const [product] = entriesOf('products')
    .map(({ id, data }) => ({ id, fields: factFields(data) }))
    .sort((a, b) => productFacts(b.fields).length - productFacts(a.fields).length);
  const facts = productFacts(product!.fields);
  expect(facts.map(({ kind }) => kind)).toContain('table');
  expect(facts.length).toBeGreaterThan(1);
  await openEditor(page, `#/collections/products/entries/${product!.id}`);
  const preview = page.frameLocator('iframe').first();
  await expect(preview.locator('.product-facts h2')).toHaveText(
    facts.map(({ heading }) => heading),
    { timeout: 30_000 },
  );
  for (const [index, block] of facts.entries()) {
    const section = preview.locator('.product-facts > section').nth(index);
    if (block.kind === 'table') await expect(section.locator('th')).toHaveText(block.rows.map(({ label }) => label));
    else await expect(section.locator('li')).toHaveText([...block.items]);
  }
  await expect(preview.locator('dl.key-figures dt')).toHaveText(keyFigures(product!.fields).map(({ label }) => label));
  // Styled by the page's own rules for its facts and figures (/admin/site.css).
  await expect(preview.locator('.product-facts td').first()).toHaveCSS('text-align', 'right');
  await expect(preview.locator('.product-facts')).toHaveCSS('display', 'grid');
  await expect(preview.locator('dl.key-figures')).toHaveCSS('display', 'flex');
});

/** Waits until some picture `pictures` matches has loaded, and returns its widths as drawn from the file. */
/** The sizes of the pictures `pictures` show, once drawn (the editor's stand-in while one loads is an empty 300 x 150 drawing). */
const shownSizes = (pictures: ReturnType<Page['locator']>) =>
  pictures.evaluateAll((images) =>
    images.map((image) => `${(image as HTMLImageElement).naturalWidth}x${(image as HTMLImageElement).naturalHeight}`),
  );

/** A picture of the copy's content as `shownSizes` gives it, from its file. */
const fileSize = async (entryFile: string, src: string) => {
  const { width, height } = await sharp(join(dirname(entryFile), src)).metadata();
  return `${width}x${height}`;
};

test('the pictures the content already has show in the form, the preview and the media library', async ({ page, browser }) => {
  // A staff photo, in its form's thumbnail: the picture itself, not the stand-in shown while it loads.
  const photo = String((withPhoto.data['photo'] as { src: string }).src);
  await openEditor(page, `#/collections/staff/entries/${withPhoto.id}`);
  await expect(page.getByRole('button', { name: /Remove image/i })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => shownSizes(page.locator('img')), { timeout: 30_000 }).toContain(await fileSize(withPhoto.file, photo));
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-staff-existing-photo.png'), animations: 'disabled' });
  // A new person's form, before it has a file: its media library offers the photos already there.
  await page.goto(`${base}/admin#/collections/staff/new`);
  await page
    .getByRole('button', { name: /Choose an image/i })
    .first()
    .click({ timeout: 30_000 });
  await expect(page.getByText(basename(photo), { exact: true })).toBeVisible({ timeout: 30_000 });
  // The home page's picture, in its preview beside the form.
  const home = entriesOf('pages').find(({ id }) => id === 'home')!;
  const mainPicture = String((home.data['mainPicture'] as { src: string }).src);
  const form = await browser.newPage();
  await openEditor(form, '#/collections/pages/entries/home');
  const preview = form.locator('iframe').first().contentFrame().locator('.preview-head img');
  await expect.poll(() => shownSizes(preview), { timeout: 30_000 }).toContain(await fileSize(home.file, mainPicture));
  await form.close();
});

/** A photo as a phone names every one, in a folder of the copy; `colour` tells two apart. */
const phonePhoto = (colour: string, width: number, height: number) =>
  makePhonePhoto(join(dir, `upload-${colour.slice(1)}`), colour, width, height);

/** The photo a staff member's file names, as a path in the copy. */
const staffPhoto = (id: string) => {
  const src = readFileSync(join(dir, 'src/content/staff', `${id}.yaml`), 'utf8').match(/src: (\S+)/)?.[1];
  expect(src, id).toMatch(/^\.\.\/\.\.\/assets\/staff\/.+\.jpg$/);
  return join(dir, 'src/content/staff', src!);
};

/** The photo's colour at its centre, as #rrggbb. */
const centreColour = async (file: string) => {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return `#${[...data.subarray(at, at + 3)].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
};

test('an editor adds a staff member with a photo, typing only what the card shows', async ({ page }) => {
  // A portrait as a phone takes it, named as a phone names it; the card crops it at build.
  const upload = await phonePhoto('#7a9a6b', 800, 1200);
  await openEditor(page, '#/collections/staff/new');
  await page.getByLabel('Name', { exact: true }).fill('Ngaire Rewi');
  await page.getByLabel('Role').fill('Territory Manager \u2013 North Otago');
  await page.getByRole('button', { name: /Add phone number\b/i }).click();
  await page.locator('[id^="item-field"], input[id*="phones"]').last().fill('027 555 0177');
  await page.getByLabel('E-mail').fill('ngaire@example.co.nz');
  await choose(page, 'Based at');
  await choose(page, 'Group', 'On The Road');
  // A photo is an upload only: there is no "insert from URL".
  await expect(page.getByRole('button', { name: /Insert from URL/i })).toHaveCount(0);
  await uploadPhoto(page, upload);
  await page.getByLabel('Photo description').fill('Ngaire Rewi in front of a feed truck');
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-staff-photo.png'), animations: 'disabled' });
  await publishAndSave(page);
  const file = readFileSync(join(dir, 'src/content/staff/ngaire-rewi.yaml'), 'utf8');
  expect(file).toContain('027 555 0177');
  expect(file).not.toMatch(/^order:/m);
  // Kept whole, not cropped at its centre, under a name of its own.
  const saved = staffPhoto('ngaire-rewi');
  const hash = createHash('sha256').update(readFileSync(upload)).digest('hex');
  // Named after the person it is for, so the media library says whose it is.
  expect(basename(saved)).toBe(uploadName(PHONE_PHOTO, hash, uploadStem('Ngaire Rewi', 'src')));
  const { width, height } = await sharp(saved).metadata();
  expect(height / width).toBeCloseTo(1.5, 1);
  // At its own size: a picture narrower than the widest kept is never enlarged.
  expect(width).toBe(800);
});

/** A staff member of the copy other than those the tests change: given a new photo below. */
let givenPhoto: ReturnType<typeof entriesOf>[number];

test('a second person given a photo of the same file name keeps their own; the old description goes, asked for again', async ({ page }) => {
  // Someone whose photo has a description of its own: it describes the old picture, not the new.
  givenPhoto = entriesOf('staff').find(
    ({ id, data }) => id !== 'craig-dickson' && id !== withPhoto.id && (data['photo'] as { alt?: string } | undefined)?.alt,
  )!;
  const first = staffPhoto('ngaire-rewi');
  // As wide as a phone's camera takes it: the upload guard brings it down to the widest kept.
  const upload = await phonePhoto('#a03c28', 3000, 3000);
  const dialogs = dialogsOf(page);
  await openEditor(page, `#/collections/staff/entries/${givenPhoto.id}`);
  // The form says the description may be left empty, and what the site puts there.
  await expect(page.getByText(/Leave empty to describe it by what it belongs to/i)).toBeVisible();
  const description = page.getByLabel(/^Photo description/);
  await expect(description).toHaveValue(String((givenPhoto.data['photo'] as { alt: string }).alt));
  // The photo they have is taken away, and another chosen: the form asks for its description again.
  await page.getByRole('button', { name: /Remove image/i }).click();
  await uploadPhoto(page, upload);
  await expect(page.getByText(/A new picture: describe what it shows/)).toBeVisible();
  await expect(description).toHaveValue('');
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-photo-replaced.png'), animations: 'disabled' });
  await publishAndSave(page);
  // Nothing asked to replace a file: the second IMG_1234.jpg is a file of its own, and the first
  // person's photo is as it was.
  expect(dialogs.filter((message) => /already exists/i.test(message))).toEqual([]);
  const second = staffPhoto(givenPhoto.id);
  expect(second).not.toBe(first);
  expect(await centreColour(first)).toBe('#7a9a6b');
  expect(await centreColour(second)).not.toBe('#7a9a6b');
  expect(await sharp(second).metadata()).toMatchObject({ width: 2000, height: 2000 });
  const saved = parse(readFileSync(join(dir, 'src/content/staff', `${givenPhoto.id}.yaml`), 'utf8')) as { photo?: { alt?: string } };
  expect(saved.photo?.alt ?? '').toBe('');
});

/** A sample person the office renames and gives a wide photo, aimed at its left. */
let aimed: ReturnType<typeof entriesOf>[number];

test('a sample person renamed and given a wide photo: it is named after them, its shape warned of, and shown as the round portrait cuts it before it is aimed and published', async ({
  page,
}) => {
  aimed = entriesOf('staff').find(({ id }) => ![withPhoto.id, givenPhoto.id, 'craig-dickson', 'ngaire-rewi'].includes(id))!;
  const upload = await phonePhoto('#4a6d8c', 1600, 900);
  await openEditor(page, `#/collections/staff/entries/${aimed.id}`);
  await retype(page, page.getByLabel('Name', { exact: true }), 'Kiri Ngata');
  if (aimed.data['photo']) await page.getByRole('button', { name: /Remove image/i }).click();
  await uploadPhoto(page, upload);
  // Before anything is saved, the form shows the photo as the card on Contact Us cuts it: round, square.
  const cuts = page.getByRole('region', { name: 'How the site cuts this photo' });
  const portrait = cuts.locator('[data-place="portrait"]');
  await expect(portrait).toContainText(PLACES.portrait.label);
  const frame = portrait.locator('div').first();
  const box = (await frame.boundingBox())!;
  expect(box.width).toBeCloseTo(box.height, 0);
  expect(await frame.evaluate((element) => getComputedStyle(element).borderRadius)).toBe('50%');
  const cut = portrait.locator('img');
  await expect.poll(() => cut.evaluate((img) => getComputedStyle(img).objectPosition)).toBe('50% 50%');
  // A wide photo in a round frame keeps only its middle square: the form says so, and what fits.
  await expect(cuts.getByText(/wider than it is tall \(1600 \u00d7 900\)/)).toBeVisible();
  // Aimed at the left, the portrait keeps the left of the photo.
  await cuts.getByRole('button', { name: 'Keep the left', exact: true }).click();
  await expect(cuts.getByRole('button', { name: 'Keep the left', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => cut.evaluate((img) => getComputedStyle(img).objectPosition)).toBe(`${focusText(focusOf('left'))}`);
  await page.getByLabel('Photo description').fill('Kiri Ngata beside the feed mill');
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-photo-aimed.png'), animations: 'disabled', fullPage: true });
  await publishAndSave(page);
  const saved = parse(readFileSync(join(dir, 'src/content/staff', `${aimed.id}.yaml`), 'utf8')) as {
    name: string;
    photo?: { src: string; focus?: string };
  };
  expect(saved.name).toBe('Kiri Ngata');
  expect(saved.photo?.focus).toBe('left');
  // Named after the person as the entry now calls them, not the sample whose entry it was.
  const hash = createHash('sha256').update(readFileSync(upload)).digest('hex');
  expect(basename(saved.photo!.src)).toBe(uploadName(PHONE_PHOTO, hash, uploadStem('Kiri Ngata', 'src')));
});

/** The page whose gallery's second photo the office aims. */
let galleryPage: string;

test('each photo of a gallery is shown as the gallery cuts it, and aimed on its own', async ({ page }) => {
  const withGallery = entriesOf('pages').find(({ data }) =>
    (data['sections'] as { type?: string; photos?: unknown[] }[] | undefined)?.some((section) => section.type === 'gallery'),
  )!;
  const sections = withGallery.data['sections'] as { type?: string; heading?: string; photos?: { focus?: string }[] }[];
  const at = sections.findIndex((section) => section.type === 'gallery');
  // Opened at the gallery's photos, as a link from the site's problem bar opens a field: unfolded.
  await openEditor(page, editorFieldPath('pages', withGallery.id, ['sections', at, 'photos']).slice(EDITOR_PATH.length));
  const second = page.getByRole('region', { name: 'How the site cuts photo 2' });
  await expect(second.locator('[data-place="gallery"]')).toContainText(PLACES.gallery.label);
  await second.getByRole('button', { name: 'Keep the bottom', exact: true }).click();
  await expect
    .poll(() => second.locator('[data-place="gallery"] img').evaluate((img) => getComputedStyle(img).objectPosition))
    .toBe(focusText(focusOf('bottom')));
  // The first photo is still cut around its middle: each photo is aimed on its own.
  await expect(
    page.getByRole('region', { name: 'How the site cuts photo 1' }).getByRole('button', { name: 'Keep the middle' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await publishAndSave(page);
  galleryPage = withGallery.id;
  const saved = readEntryFile(withGallery.file, COLLECTIONS.pages.format).data as { sections: typeof sections };
  expect(saved.sections[at]!.photos!.map((photo) => photo.focus)).toEqual(
    sections[at]!.photos!.map((_, index) => (index === 1 ? 'bottom' : undefined)),
  );
});

test('a HEIC photo this browser cannot open is refused in words, saying what to do', async ({ page }) => {
  const upload = join(dir, 'IMG_5678.HEIC');
  // Only its type matters: headless Chromium decodes no HEIC at all.
  writeFileSync(upload, Buffer.from('000000186674797068656963000000006d696631686569630000', 'hex'));
  const uploads = () => readdirSync(join(dir, 'src/assets/staff'));
  const before = uploads();
  await openEditor(page, '#/collections/staff/new');
  await page.getByRole('button', { name: /Choose an image/i }).click();
  await page.locator('input[type="file"]').setInputFiles(upload);
  const message = page.getByRole('alert').filter({ hasText: 'HEIC' });
  await expect(message).toContainText('Choose Most Compatible in the iPhone\u2019s camera settings');
  await expect(message).toContainText('send the photo as a JPEG');
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-heic-refused.png'), animations: 'disabled' });
  await message.getByRole('button', { name: 'OK' }).click();
  await expect(message).toHaveCount(0);
  expect(uploads()).toEqual(before);
});

test('an editor clears a product\u2019s strapline, and its line leaves the file', async ({ page }) => {
  const file = join(dir, 'src/content/products', `${withStrapline.id}.md`);
  const lines = readFileSync(file, 'utf8').split('\n');
  await openEditor(page, `#/collections/products/entries/${withStrapline.id}`);
  await retype(page, page.getByLabel('Strapline'), '');
  await publishAndSave(page);
  // The file is stored as the editor writes it, so the save takes out the strapline's line only:
  // no `strapline: ""` is left behind.
  const saved = readFileSync(file, 'utf8').split('\n');
  const removed = lines.filter((line) => !saved.includes(line));
  expect(removed).toEqual([expect.stringMatching(/^strapline: \S/)]);
  expect(saved).toEqual(lines.filter((line) => line !== removed[0]));
});

test('an editor removes a staff member\u2019s photo', async ({ page }) => {
  await openEditor(page, `#/collections/staff/entries/${withPhoto.id}`);
  await page.getByRole('button', { name: /Remove image/i }).click();
  await publishAndSave(page);
  // The editor writes a removed photo as an empty src (keeping its description); the site takes it as no photo.
  const saved = parse(readFileSync(join(dir, 'src/content/staff', `${withPhoto.id}.yaml`), 'utf8')) as { photo?: { src?: string } };
  expect(saved.photo?.src ?? '').toBe('');
});

test('an editor adds a section to a page, choosing its kind', async ({ page }) => {
  await openEditor(page, '#/collections/pages/entries/contact-us');
  // Each kind of section the site draws is offered by name, with the fields of that kind only.
  await page.getByRole('button', { name: /Add section/i }).click();
  for (const kind of ['Text', 'Cards', 'Facts table', 'Photo gallery', 'Video', 'List from the site', 'Key figures'])
    await expect(page.getByRole('menuitem', { name: kind, exact: true })).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-section-kinds.png'), animations: 'disabled' });
  await page.getByRole('menuitem', { name: 'Text', exact: true }).click();
  // The new section comes last, with the fields of a text section; its paragraph is the first
  // text box after its heading.
  const heading = page.getByLabel('Heading', { exact: true }).last();
  await heading.fill('Opening hours');
  await heading.locator('xpath=following::textarea[1]').fill('The office is open 8 am to 5 pm on weekdays.');
  await publishAndSave(page);
  const saved = readFileSync(join(dir, 'src/content/pages/contact-us.md'), 'utf8');
  expect(saved).toMatch(/- type: text\s*\n\s*heading: Opening hours/);
});

test('the site settings are one form, its technical settings each marked, and a save changes one line', async ({ page }) => {
  const file = join(dir, 'src/content/settings/site.yaml');
  const lines = readFileSync(file, 'utf8').split('\n');
  await openEditor(page, '#/collections/settings/entries/site');
  // Decap keys a file's form by its path: one file, one form, with the technical settings in it.
  await expect(page.getByRole('textbox', { name: 'PDF storage address' })).toBeVisible();
  await expect(page.getByText(/Technical: change only when the site moves/).first()).toBeVisible();
  // The office's words for texts and for delivery are in the same form.
  for (const name of ['Mobile for texts', 'Text from a product page', 'Where you deliver', 'Lead time', 'Minimum load'])
    await expect(page.getByRole('textbox', { name }), name).toBeVisible();
  // A number of the right shape that New Zealand does not have is refused in the form, as the build refuses it.
  await retype(page, page.getByRole('textbox', { name: 'Office phone' }), '03 123 4567');
  await publish(page);
  await expect(page.getByText(/is not a New Zealand phone number/i).first()).toBeVisible();
  expect(readFileSync(file, 'utf8').split('\n')).toEqual(lines);
  await retype(page, page.getByRole('textbox', { name: 'Office phone' }), '03 555 0199');
  await publishAndSave(page);
  // The phone's line changed; and where the old number was one of the sample's values, it left the list.
  const old = /^officePhone: (.*)$/m.exec(lines.join('\n'))![1]!;
  const sampleItem = (line: string) => /^\s*- /.test(line) && line.replace(/^\s*- /, '').replace(/^["']|["']$/g, '') === old;
  const expected = lines.filter((line) => !sampleItem(line)).map((line) => line.replace(/^(\s*officePhone:) .*$/, '$1 03 555 0199'));
  expect(expected).not.toEqual(lines);
  expect(readFileSync(file, 'utf8').split('\n')).toEqual(expected);
});

test('an editor adds a declaration, uploading its PDF', async ({ page }) => {
  const upload = join(dir, 'Calf Meal 25-26.pdf');
  writeFileSync(upload, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  await openEditor(page, '#/collections/declarations/new');
  await page.getByLabel('Title').fill('Calf Meal 25/26');
  await page.getByLabel('Season').fill('25/26');
  await page.getByRole('button', { name: /Choose a file/i }).click();
  await page.locator('input[type="file"]').setInputFiles(upload);
  await page.getByRole('button', { name: /Choose selected/i }).click();
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-declaration-pdf.png'), animations: 'disabled' });
  await publishAndSave(page);
  // The editor names the upload as the site's addresses are named, after its contents, and keeps it with the site.
  declarationPdf = uploadName(
    'calf-meal-25-26.pdf',
    createHash('sha256').update(readFileSync(upload)).digest('hex'),
    uploadStem('Calf Meal 25/26', 'pdf'),
  );
  expect(readFileSync(join(dir, 'src/content/declarations/calf-meal-25-26.yaml'), 'utf8')).toContain(`pdf: /files/${declarationPdf}`);
  expect(existsSync(join(dir, 'public/files', declarationPdf))).toBe(true);
});

/** The declaration's PDF as saved: its name, then a short hash of its contents. */
let declarationPdf: string;

/** Two products given spec sheets of one file name, each with the name its PDF was saved under. */
let specSheets: { id: string; path: string; name: string; pdf: string }[] = [];

test('two products given spec sheets of one file name each keep their own, and nothing asks to replace a file', async ({ browser }) => {
  const dialogs: string[][] = [];
  specSheets = [];
  for (const product of entriesOf('products').slice(0, 2)) {
    const folder = join(dir, `spec-${product.id}`);
    mkdirSync(folder, { recursive: true });
    const upload = join(folder, 'barley-pellets-spec.pdf');
    writeFileSync(upload, `%PDF-1.4\n% the spec sheet of ${product.id}\ntrailer << >>\n%%EOF\n`);
    // A page of its own for each product: the editor keeps the open form when only the address changes.
    const form = await browser.newPage();
    dialogs.push(dialogsOf(form));
    await openEditor(form, `#/collections/products/entries/${product.id}`);
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue(String(product.data['name']));
    await form.getByRole('button', { name: /Choose (?:a|different) file/i }).click();
    await form.locator('input[type="file"]').setInputFiles(upload);
    // Named after the product it is for, as it is called now, and the media library's tile says so.
    const pdf = uploadName(
      'barley-pellets-spec.pdf',
      createHash('sha256').update(readFileSync(upload)).digest('hex'),
      uploadStem(String(product.data['name']), 'specSheet'),
    );
    await expect(form.getByText(pdf, { exact: true })).toBeVisible();
    if (specSheets.length === 1) await form.screenshot({ path: join(SCREENSHOTS, 'editor-media-library.png'), animations: 'disabled' });
    await form.getByRole('button', { name: /Choose selected/i }).click();
    await publishAndSave(form);
    await form.close();
    expect(entriesOf('products').find(({ id }) => id === product.id)!.data['specSheet']).toBe(`/files/${pdf}`);
    specSheets.push({ id: product.id, path: String(product.data['path']), name: String(product.data['name']), pdf });
  }
  expect(dialogs.flat().filter((message) => /already exists/i.test(message))).toEqual([]);
  // Both files are kept, each as it was uploaded.
  const [first, second] = specSheets;
  expect(first!.pdf).not.toBe(second!.pdf);
  for (const { id, pdf } of specSheets) expect(readFileSync(join(dir, 'public/files', pdf), 'utf8')).toContain(`the spec sheet of ${id}`);
});

test('an editor adds a testimonial', async ({ page }) => {
  await openEditor(page, '#/collections/testimonials/new');
  await page.getByLabel('Quote').fill('The calf meal arrived the day after we rang, and the calves took to it at once.');
  await page.getByLabel('Name', { exact: true }).fill('Sam Te Awa');
  await page.getByLabel('Farm or district').fill('Calf rearer, Gore');
  await page.getByLabel('Stars').fill('4');
  await publishAndSave(page);
  expect(readFileSync(join(dir, 'src/content/testimonials/sam-te-awa.yaml'), 'utf8')).toContain('rating: 4');
});

test('pages are edited, never added or removed: an editor fills in a page\u2019s lead', async ({ page }) => {
  await openEditor(page, '#/collections/pages');
  await expect(page.getByRole('heading', { name: 'Pages' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /New Page/i })).toHaveCount(0);
  // Each page by its name in the menu, the menu's first (the home page) first.
  const [first] = flattenNav();
  await expect(page.locator('a[href*="/collections/pages/entries/"]').first()).toHaveText(first!.label);
  await expect(page.locator('a[href*="/collections/pages/entries/"]').first()).toHaveAttribute(
    'href',
    new RegExp(`/entries/${HOME_PAGE_ID}$`),
  );
  // Signed in already: the address changes within the editor.
  await page.goto(`${base}/admin#/collections/pages/entries/about-us`);
  await expect(page.getByRole('button', { name: /Delete/i })).toHaveCount(0);
  await retype(page, page.getByLabel(formLabel('pages', 'lead')), 'Family-owned, and still answering the phone ourselves.');
  await publishAndSave(page);
  expect(readFileSync(join(dir, 'src/content/pages/about-us.md'), 'utf8')).toContain(
    'lead: Family-owned, and still answering the phone ourselves.',
  );
});

test('an editor changes a staff member\u2019s phone number', async ({ page }) => {
  await openEditor(page, '#/collections/staff/entries/craig-dickson');
  // The first number of the list; its value changes as we type, so hold on to the field by its id.
  const id = await page.locator('input[value="027 555 0111"]').getAttribute('id');
  await retype(page, page.locator(`[id="${id}"]`), '027 555 0999');
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-staff-phone.png'), animations: 'disabled' });
  await publishAndSave(page);
  expect(readFileSync(join(dir, 'src/content/staff/craig-dickson.yaml'), 'utf8')).toContain('027 555 0999');
});

test('the form refuses a bad value with the rule the build applies, and saves nothing', async ({ page }) => {
  // A refused save is no error of the page: Decap's rejection with no reason went uncaught.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await openEditor(page, '#/collections/products/new');
  await page.getByLabel('Name', { exact: true }).fill('Bad Path Pellets');
  await page.getByLabel('Page address').fill('Bad Path');
  await publish(page);
  await expect(page.getByText(/must look like \/dairy-feed\/pke/i).first()).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-form-error.png'), animations: 'disabled' });
  expect(readdirSync(join(dir, 'src/content/products'))).not.toContain('bad-path-pellets.md');
  expect(errors).toEqual([]);
});

test('the rebuilt site shows every change, and nothing else in src/content changed', async () => {
  test.setTimeout(240_000);
  const run = await runAstro(dir, 'build');
  expect(run.ok, run.output.slice(-3000)).toBe(true);
  // What the content check only warns of (the newest declaration of a kind a season out of date),
  // the build prints as well, and builds: one verdict.
  const check = checkContent();
  expect(check.status, check.stderr).toBe(0);
  const warnings = check.stderr.split('\n').filter((line) => line.startsWith('Warning: '));
  expect(warnings.length).toBeGreaterThan(0);
  for (const warning of warnings) expect(run.output).toContain(warning);
  const built = (file: string) => readFileSync(join(dir, 'dist', file), 'utf8');
  // The product's address is worked out from its category's listing and its file name; with no
  // order given it comes last on the listing.
  const sheep = entriesOf('categories').find(({ id }) => id === 'sheep')!;
  const listing = String(sheep.data['path']);
  const address = `/${listing.split('/').at(-1)}/lamb-starter-pellets`;
  expect(built(`${address.slice(1)}.html`)).toMatch(/<h1[^>]*>Lamb Starter Pellets<\/h1>/);
  const cards = [...built(`${listing.slice(1)}.html`).matchAll(/<a class="card-link" href="([^"]+)"/g)].map(([, href]) => href);
  expect(cards.at(-1)).toBe(address);
  expect(built('sitemap-0.xml')).toContain(`${address}</loc>`);
  expect(built(pageListing('staff'))).toContain('Ngaire Rewi');
  expect(built(pageListing('staff'))).toContain('tel:+64275550177');
  expect(built('contact-us.html')).toContain('tel:+64275550999');
  expect(built(pageListing('declarations'))).toContain('Calf Meal 25/26');
  expect(built(pageListing('declarations'))).toContain(`href="/files/${declarationPdf}"`);
  // An uploaded PDF is in the repository, so its button says how big it is.
  expect(built(pageListing('declarations'))).toMatch(
    new RegExp(`href="/files/${declarationPdf}"[^>]*>Download Calf Meal 25/26<span class="pdf-size"[^>]*> \\(PDF, \\d+ KB\\)</span>`),
  );
  expect(existsSync(join(dir, 'dist/files', declarationPdf))).toBe(true);
  // Each product's page links to its own spec sheet, and both are served.
  expect(specSheets).toHaveLength(2);
  for (const { id, path, pdf } of specSheets) {
    expect(built(`${path.slice(1)}.html`)).toContain(`href="/files/${pdf}"`);
    expect(readFileSync(join(dir, 'dist/files', pdf), 'utf8')).toContain(`the spec sheet of ${id}`);
  }
  expect(built(pageListing('testimonials'))).toContain('Sam Te Awa');
  expect(built('about-us.html')).toContain('Family-owned, and still answering the phone ourselves.');
  // Cleared and removed values are left out: no strapline, the person's initials instead of the photo.
  expect(built(`${String(withStrapline.data['path']).slice(1)}.html`)).not.toContain(String(withStrapline.data['strapline']));
  const card = built(pageListing('staff')).match(
    new RegExp(`<div class="staff-card"(?:(?!</li>)[\\s\\S])*${String(withPhoto.data['name'])}`),
  )?.[0];
  expect(card).not.toContain('<img');
  expect(card).toMatch(new RegExp(`class="portrait initials"[^>]*>${initials(String(withPhoto.data['name']))}<`));
  // The photo saved without a description is described by the person's name.
  const given = built(pageListing('staff')).match(
    new RegExp(`<div class="staff-card"(?:(?!</li>)[\\s\\S])*${String(givenPhoto.data['name'])}`),
  )?.[0];
  expect(given).toContain(`alt="${String(givenPhoto.data['name'])}"`);
  // The aimed photo keeps its left on the card, as the form showed it.
  const aimedCard = built(pageListing('staff')).match(/<div class="staff-card"(?:(?!<\/li>)[\s\S])*Kiri Ngata/)?.[0];
  expect(aimedCard).toMatch(new RegExp(`<img[^>]*class="portrait ${focusClasses(focusOf('left')).join(' ')}`));
  // The added section, after the page's others.
  expect(built('contact-us.html')).toMatch(/<h2[^>]*>Opening hours<\/h2>\s*<p[^>]*>The office is open 8 am to 5 pm on weekdays.<\/p>/);
  expect(built('contact-us.html')).toContain('tel:+6435550199');

  const after = contentFiles(dir);
  const changed = [...after].filter(([file, hash]) => before.get(file) !== hash).map(([file]) => file);
  const removed = [...before.keys()].filter((file) => !after.has(file));
  expect(changed.sort()).toEqual(
    [
      ...new Set([
        'declarations/calf-meal-25-26.yaml',
        'pages/about-us.md',
        'pages/contact-us.md',
        `products/${withStrapline.id}.md`,
        ...specSheets.map(({ id }) => `products/${id}.md`),
        'products/lamb-starter-pellets.md',
        'settings/site.yaml',
        'staff/craig-dickson.yaml',
        'staff/ngaire-rewi.yaml',
        `staff/${withPhoto.id}.yaml`,
        `staff/${givenPhoto.id}.yaml`,
        `staff/${aimed.id}.yaml`,
        `pages/${galleryPage}.md`,
        'testimonials/sam-te-awa.yaml',
      ]),
    ].sort(),
  );
  expect(removed).toEqual([]);
});

/** `npm run validate` in the copy, as a pull request runs it. */
const checkContent = () => spawnSync(process.execPath, ['scripts/validate.ts'], { cwd: dir, env: projectEnv(), encoding: 'utf8' });

/** The local site's problem bar on a page, and what it lists. */
const problemBar = (page: Page) => page.getByRole('complementary', { name: 'Problems in the content' });

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
  const staff = entriesOf('staff');
  const counts = new Map<string, number>();
  for (const { data } of staff) counts.set(String(data['location']), (counts.get(String(data['location'])) ?? 0) + 1);
  const [site] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  const based = staff.filter(({ data }) => data['location'] === site);
  expect(based.length).toBeGreaterThan(1);
  const file = join(dir, 'src/content/locations', `${site}.yaml`);
  const text = readFileSync(file, 'utf8');
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

  // A spec sheet uploaded above is removed from the files too.
  const [gone] = specSheets;
  const pdfFile = join(dir, 'public/files', gone!.pdf);
  const pdf = readFileSync(pdfFile);
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
    }).toPass({ timeout: 60_000 });
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
      { form: `Product \u201c${gone!.name}\u201d`, collection: 'products', id: gone!.id, field: 'specSheet' },
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
  writeFileSync(pdfFile, pdf);
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
  await publishAndSave(page);
  expect(parse(readFileSync(person.file, 'utf8'))['sample']).not.toContain(person.data['role']);
  await expect.poll(left, { timeout: 20_000 }).toBe(before - 1);
  // The person's name typed anew in the form: gone from the list with nothing else to do.
  await openEditor(page, `#/collections/staff/entries/${person.id}`);
  await retype(page, page.getByRole('textbox', { name: formLabel('staff', 'name'), exact: true }), 'Kiri Ngata');
  await publishAndSave(page);
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
  const depots = depotCount();
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
  await publish(page);
  await expect(page.getByText(/both have order/).first()).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-order-tied.png'), animations: 'disabled' });
  expect(entriesOf('products').map(({ id, data }) => [id, data['order']])).toEqual(ordersBefore);

  // Done as the words say, in one save: the second product comes first, no other renumbered.
  await retype(page, order, String(firstOrder - 0.5));
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
  await expect(page.getByText(/is already the address of/i)).toHaveCount(2);
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
  const upload = await phonePhoto('#3d2412', 800, 600);
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
  const upload = await phonePhoto('#2f6b3a', 900, 600);
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
