// Office staff run their week through the editor at /admin: `npm run edit` on one copy of the
// project, driven as an editor would, each step after the last in one browser. They add a product,
// a staff member, a declaration and a testimonial typing only what the site cannot work out, add a
// section to a page choosing its kind, fill in a page's lead, change a phone number, are stopped by
// the form on a bad value, and the rebuilt site shows every change; nothing else in src/content
// changes. The pictures the content already has show in the forms and previews. Uploads are named
// after their entry, so two people given photos of one file name, or two products spec sheets of
// one name, keep their own, and the media library says whose each is; a replaced picture's
// description is asked for again, a HEIC photo is refused in words, and clearing a strapline
// removes its line from the file. (What the office runs into, and the editor's speed, are beside
// this file: editor-problems.e2e.ts and editor-speed.e2e.ts, each on a copy of its own.)
// Screenshots for docs/editing.md are taken on the way: to test-results/editor/, or over
// docs/images/ when UPDATE_DOCS_IMAGES=1 (after a change to the editor's look).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { COLLECTIONS } from '../../src/collections.ts';
import { readEntryFile } from '../../src/loaders/entry-files.ts';
import { runAstro } from '../../scripts/lib/scratch-project.ts';
import { uploadName, uploadStem } from '../../src/admin/upload-names.ts';
import { keyFigures } from '../../src/lib/content/key-figures.ts';
import { flattenNav } from '../../src/lib/paths/navigation.ts';
import { initials } from '../../src/lib/design/initials.ts';
import { focusClasses, focusOf, focusText } from '../../src/lib/design/focus.ts';
import { PLACES } from '../../src/lib/design/photo-places.ts';
import { EDITOR_PATH, HOME_PAGE_ID, editorFieldPath } from '../../src/conventions/paths.ts';
import { productFacts, readFactFields } from '../../src/lib/content/product-facts.ts';
import {
  PHONE_PHOTO,
  SCREENSHOTS,
  choose,
  dialogsOf,
  officeTest,
  phonePhoto,
  publish,
  publishAndSave,
  retype,
  uploadPhoto,
} from '../fixtures/editor.ts';
import { contentFiles, editorCopy, formLabel } from '../fixtures/editor-copy.ts';

const test = officeTest;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const copy = editorCopy();
const { entriesOf, openEditor, checkContent, pageListing } = copy;
let dir: string;
let base: string;

/** The copy's first product with a strapline, and first staff member with a photo: what the tests clear. */
let withStrapline: ReturnType<typeof entriesOf>[number];
let withPhoto: ReturnType<typeof entriesOf>[number];

test.beforeAll(() => {
  ({ dir, base } = copy);
  withStrapline = entriesOf('products').find(({ data }) => data['strapline'])!;
  withPhoto = entriesOf('staff').find(({ data }) => data['photo'])!;
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

test('an editor adds a staff group, then a staff member in it with a photo, typing only what the card shows', async ({ page }) => {
  // A portrait as a phone takes it, named as a phone names it; the card crops it at build.
  const upload = await phonePhoto(dir, '#7a9a6b', 800, 1200);
  expect(entriesOf('groups').map(({ data }) => data['name'])).not.toContain(NEW_GROUP);
  await openEditor(page, '#/collections/groups/new');
  await page.getByLabel('Name', { exact: true }).fill(NEW_GROUP);
  await publishAndSave(page);
  // Offered to the person's form in the same visit.
  await page.evaluate(() => (window.location.hash = '#/collections/staff/new'));
  // The person's form, not the group's still on screen: only it has a Role.
  await expect(page.getByRole('textbox', { name: 'Role' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Name', { exact: true }).fill('Ngaire Rewi');
  await page.getByLabel('Role').fill('Territory Manager \u2013 North Otago');
  await page.getByRole('button', { name: /Add phone number\b/i }).click();
  await page.locator('[id^="item-field"], input[id*="phones"]').last().fill('027 555 0177');
  await page.getByLabel('E-mail').fill('ngaire@example.co.nz');
  await choose(page, 'Based at');
  await choose(page, 'Group', NEW_GROUP);
  // A photo is an upload only: there is no "insert from URL".
  await expect(page.getByRole('button', { name: /Insert from URL/i })).toHaveCount(0);
  await uploadPhoto(page, upload);
  await page.getByLabel('Photo description').fill('Ngaire Rewi in front of a feed truck');
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-staff-photo.png'), animations: 'disabled' });
  await publishAndSave(page);
  const file = readFileSync(join(dir, 'src/content/staff/ngaire-rewi.yaml'), 'utf8');
  expect(file).toContain('027 555 0177');
  expect(file).not.toMatch(/^order:/m);
  expect(parse(file)).toMatchObject({ group: NEW_GROUP.toLowerCase() });
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

/** A staff group the office adds, and a person in it. */
const NEW_GROUP = 'Yard';

/** A staff member of the copy other than those the tests change: given a new photo below. */
let givenPhoto: ReturnType<typeof entriesOf>[number];

test('a second person given a photo of the same file name keeps their own; the old description goes, asked for again', async ({ page }) => {
  // Someone whose photo has a description of its own: it describes the old picture, not the new.
  givenPhoto = entriesOf('staff').find(
    ({ id, data }) => id !== 'craig-dickson' && id !== withPhoto.id && (data['photo'] as { alt?: string } | undefined)?.alt,
  )!;
  const first = staffPhoto('ngaire-rewi');
  // As wide as a phone's camera takes it: the upload guard brings it down to the widest kept.
  const upload = await phonePhoto(dir, '#a03c28', 3000, 3000);
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
  const upload = await phonePhoto(dir, '#4a6d8c', 1600, 900);
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
  // The new group comes last on the page, with its one person.
  const groups = [...built(pageListing('staff')).matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map(([, name]) => name);
  expect(groups.at(-1)).toBe(NEW_GROUP);
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
  const changed = [...after].filter(([file, hash]) => copy.before.get(file) !== hash).map(([file]) => file);
  const removed = [...copy.before.keys()].filter((file) => !after.has(file));
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
        `groups/${NEW_GROUP.toLowerCase()}.yaml`,
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
