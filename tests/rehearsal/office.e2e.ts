// The go-live rehearsal's office part (npm run rehearse): on a scratch copy of the shipped site, as
// the business has it on launch week, the office replaces one sample value of each kind through
// /admin, starting each from its line on the editor's Going live page, as the guide says: a setting,
// a person (renamed and given a photo, aimed), a depot, a PDF, a product's photo, a testimonial, and
// a video taken off its page. After each publish the Going live page lists what that value was no
// more, one fewer left.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { copyProject, removeProject } from '../../scripts/lib/scratch-project.ts';
import { GOING_LIVE_PATH } from '../../src/conventions/paths.ts';
import { officeTest, openEditorAt, phonePhoto, publishAndSave, retype, uploadPhoto } from '../fixtures/editor.ts';
import { SLOWDOWN } from '../fixtures/time.ts';
import { startEditing, type Editing } from '../lib/editing.ts';

let dir: string;
let edit: Editing;

const test = officeTest;
// npm test runs the rehearsal in the background, beside Chromium's tests: a job can wait minutes for a core.
test.describe.configure({ mode: 'serial', timeout: 180_000 * SLOWDOWN });

test.beforeAll(async ({ officeBrowser }) => {
  test.setTimeout(180_000 * SLOWDOWN);
  dir = await copyProject('office-rehearsal-', { content: 'shipped' });
  edit = await startEditing(dir);
  // The editor's first compile, before anything is timed.
  const page = await officeBrowser.newPage();
  await openEditorAt(page, edit.base);
  await page.close();
});

test.afterAll(async () => {
  await edit?.stop();
  if (dir) await removeProject(dir);
});

/** The Going live page's lines, as the office reads them: what is left and where. */
async function goingLive(page: Page): Promise<string[]> {
  await page.goto(`${edit.base}${GOING_LIVE_PATH}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Going live' })).toBeVisible();
  return page.locator('[data-going-live]').allTextContents();
}

/** How many sample values the Going live page counts as done, from the page the last goingLive() opened. */
async function doneCount(page: Page): Promise<number> {
  const count = await page.locator('.going-live-count').textContent();
  return Number(/(\d+) done\./.exec(count ?? '')?.[1]);
}

/**
 * Opens the form of the first line of `group` on the Going live page whose field ends in `field`,
 * as the office does by following its link; resolves with the line's words, the form and field it
 * names, and the lines before.
 */
async function openLine(page: Page, group: string, field: RegExp) {
  const lines = await goingLive(page);
  const done = await doneCount(page);
  const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: new RegExp(`^${group}`) }) });
  const item = section
    .locator('[data-going-live]')
    .filter({ has: page.getByRole('link', { name: field }) })
    .first();
  const line = (await item.textContent())!;
  // The form and field the line names, as its link reads.
  const named = (await item.getByRole('link').first().textContent())!;
  const href = (await item.getByRole('link').first().getAttribute('href'))!;
  await openEditorAt(page, edit.base, href.slice(href.indexOf('#')));
  return { line, named, lines, done };
}

/**
 * After a publish: the line is gone from the Going live page (with `gone`, every line the save took
 * off, e.g. all of a removed section's), as many fewer left and as many more done.
 */
async function expectGone(page: Page, { line, lines, done }: { line: string; lines: string[]; done: number }, gone = [line]) {
  await expect.poll(async () => (await goingLive(page)).length, { timeout: 20_000 * SLOWDOWN }).toBe(lines.length - gone.length);
  const now = await goingLive(page);
  for (const each of gone) expect(now).not.toContain(each);
  // One fewer left is one more done: the two always add up to the sample as shipped.
  expect(await doneCount(page)).toBe(done + gone.length);
}

/** A file of the copy, as the editor saved it. */
const saved = (file: string) =>
  parse(readFileSync(join(dir, file), 'utf8').replace(/^---\n([\s\S]*?)\n---[\s\S]*$/, '$1')) as Record<string, unknown>;

test('a setting: the office phone typed anew', async ({ page }) => {
  const opened = await openLine(page, 'The business', /› Office phone$/);
  await retype(page, page.getByRole('textbox', { name: 'Office phone', exact: true }), '03 555 0199');
  await publishAndSave(page);
  expect(saved('src/content/settings/site.yaml')['officePhone']).toBe('03 555 0199');
  await expectGone(page, opened);
});

test('a person renamed and given a photo, aimed at its top', async ({ page }) => {
  const opened = await openLine(page, 'People', /› Name$/);
  const id = /entries\/([^?]+)/.exec(page.url())![1]!;
  await retype(page, page.getByRole('textbox', { name: 'Name', exact: true }), 'Kiri Ngata');
  await uploadPhoto(page, await phonePhoto(dir, '#4a6d8c', 1200, 1600));
  const cuts = page.getByRole('region', { name: 'How the site cuts this photo' });
  await cuts.getByRole('button', { name: 'Keep the top', exact: true }).click();
  await page.getByLabel('Photo description').fill('Kiri Ngata at the Winton yard');
  await publishAndSave(page);
  const person = saved(`src/content/staff/${id}.yaml`) as { name: string; photo: { src: string; focus: string } };
  expect(person.name).toBe('Kiri Ngata');
  expect(person.photo.focus).toBe('top');
  await expectGone(page, opened);
});

test('a depot\u2019s street address', async ({ page }) => {
  // A depot whose address is still the sample's.
  const depot = readdirSync(join(dir, 'src/content/locations'))
    .map(
      (file) =>
        ({ id: file.replace(/\.yaml$/, ''), ...saved(`src/content/locations/${file}`) }) as {
          id: string;
          name: string;
          kind: string;
          address: string;
          sample?: unknown[];
        },
    )
    .find(({ kind, address, sample }) => kind === 'depot' && sample?.includes(address))!;
  const opened = await openLine(page, 'Sites and depots', new RegExp(`\u201c${depot.name}\u201d › Street address$`));
  await retype(page, page.getByRole('textbox', { name: /^Street address/ }), '5 Saleyards Road, Gore');
  await publishAndSave(page);
  expect(saved(`src/content/locations/${depot.id}.yaml`)['address']).toBe('5 Saleyards Road, Gore');
  await expectGone(page, opened);
});

test('a product\u2019s spec sheet, uploaded', async ({ page }) => {
  const opened = await openLine(page, 'PDFs', /› Spec sheet PDF$/);
  const id = /entries\/([^?]+)/.exec(page.url())![1]!;
  const upload = join(dir, 'spec.pdf');
  writeFileSync(upload, '%PDF-1.4\n% the business\u2019s own spec sheet\ntrailer << >>\n%%EOF\n');
  await page.getByRole('button', { name: /Choose (?:a|different) file/i }).click();
  await page.locator('input[type="file"]').setInputFiles(upload);
  await page.getByRole('button', { name: /Choose selected/i }).click();
  await publishAndSave(page);
  expect(String(saved(`src/content/products/${id}.md`)['specSheet'])).toMatch(/^\/files\/.+\.pdf$/);
  await expectGone(page, opened);
});

test('a product\u2019s photo, uploaded', async ({ page }) => {
  const opened = await openLine(page, 'Photos', /^Product .*› Photo › Picture file$/);
  const id = /entries\/([^?]+)/.exec(page.url())![1]!;
  const photo = () => (saved(`src/content/products/${id}.md`)['photo'] as { src: string }).src;
  const sample = photo();
  await uploadPhoto(page, await phonePhoto(dir, '#8a6d3b', 1600, 1200));
  await publishAndSave(page);
  expect(photo()).not.toBe(sample);
  await expectGone(page, opened);
});

test('a testimonial\u2019s quote typed anew', async ({ page }) => {
  const opened = await openLine(page, 'Testimonials', /› Quote$/);
  const id = /entries\/([^?]+)/.exec(page.url())![1]!;
  const quote = 'Feed on the farm the day after we rang, and a straight answer on the price.';
  await retype(page, page.getByRole('textbox', { name: 'Quote', exact: true }), quote);
  await publishAndSave(page);
  expect(saved(`src/content/testimonials/${id}.yaml`)['quote']).toBe(quote);
  await expectGone(page, opened);
});

test('a video taken off its page', async ({ page }) => {
  const opened = await openLine(page, 'Videos', /› Video ID$/);
  const id = /entries\/([^?]+)/.exec(page.url())![1]!;
  const before = saved(`src/content/pages/${id}.md`)['sections'] as { type: string }[];
  // The section that holds the video, removed by the cross on its bar.
  const videoId = page.getByRole('textbox', { name: /^Video ID/ });
  await expect(videoId).toBeVisible();
  const section = page
    .locator('div')
    .filter({ has: page.locator(':scope > [class*="-StyledListItemTopBar"]') })
    .filter({ has: videoId })
    .last();
  await section.locator(':scope > [class*="-StyledListItemTopBar"]').getByRole('button', { name: 'Remove' }).click();
  await expect(videoId).toHaveCount(0);
  await publishAndSave(page);
  const after = saved(`src/content/pages/${id}.md`)['sections'] as { type: string }[];
  expect(after.filter(({ type }) => type === 'video')).toHaveLength(before.filter(({ type }) => type === 'video').length - 1);
  // Every sample value of the section goes with it: the video's ID, and its title.
  const inSection = /^.* › \d+\w\w section › /.exec(opened.named)![0];
  await expectGone(
    page,
    opened,
    opened.lines.filter((line) => line.startsWith(inSection)),
  );
});

test('a field link followed in the same tab opens its own entry\u2019s form, not the one open before', async ({ page }) => {
  const [first, second] = readdirSync(join(dir, 'src/content/testimonials')).map((file) => ({
    id: file.replace(/\.yaml$/, ''),
    ...(saved(`src/content/testimonials/${file}`) as { author: string }),
  }));
  await openEditorAt(page, edit.base, `#/collections/testimonials/entries/${first!.id}`);
  const author = page.getByRole('textbox', { name: /^Name/ });
  await expect(author).toHaveValue(first!.author);
  await page.goto(`${edit.base}/admin#/collections/testimonials/entries/${second!.id}?field=author`);
  await expect(author).toHaveValue(second!.author, { timeout: 20_000 * SLOWDOWN });
});
