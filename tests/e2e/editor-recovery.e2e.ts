// A save the form accepts but the site refuses must not lock the office out: with `npm run edit`
// running on a copy of the project, an editor gives a product the address another product has.
// The editor keeps working, every page of the local site says what to fix instead of erroring,
// with links straight to the entries' forms, and once the address is fixed in the editor the site
// comes back on the next reload, with the dev server never restarted.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { copyProject, removeProject } from '../../scripts/lib/scratch-project';
import { startEditing, type Editing } from '../lib/editing';
import { entriesOfCopy, publish, signIn } from '../fixtures/editor';

let dir: string;
let edit: Editing;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = await copyProject('recovery-');
  edit = await startEditing(dir);
});

test.afterAll(async () => {
  await edit?.stop();
  if (dir) await removeProject(dir);
});

/** The copy's products as their files hold them. */
const products = () => entriesOfCopy(dir, 'products');

/** Types into a field the editor has filled (fill() alone appends in Decap). */
async function retype(page: Page, label: RegExp, value: string) {
  const field = page.getByLabel(label);
  await field.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  if (value) await field.fill(value);
}

test('a product saved on a taken address is named on every page, and fixed in the editor while it keeps running', async ({ browser }) => {
  // Two products that both write their address: the second is given the first's.
  const [first, second] = products().filter(({ data }) => typeof data['path'] === 'string');
  expect(first, 'the copy needs two products with an address of their own').toBeDefined();
  expect(second, 'the copy needs two products with an address of their own').toBeDefined();
  const taken = String(first!.data['path']);
  const own = String(second!.data['path']);

  const editor = await browser.newPage();
  await signIn(editor, edit.base, `#/collections/products/entries/${second!.id}`);
  await retype(editor, /^Page address/, taken);
  await publish(editor);
  expect(readFileSync(join(dir, second!.file), 'utf8')).toContain(`path: ${taken}`);

  // Every page says what to fix, naming the entry and the address, and leads back to the editor.
  const site = await browser.newPage();
  for (const path of ['/', '/products', taken]) {
    await expect(async () => {
      await site.goto(`${edit.base}${path}`);
      await expect(site.getByRole('heading', { level: 1 })).toHaveText(/needs a fix/);
    }).toPass({ timeout: 20_000 });
    const problems = site.getByRole('listitem').filter({ hasText: taken });
    await expect(problems.first()).toContainText(second!.file);
    // Its links open the forms of both products, the one given the address among them.
    await expect(
      problems.first().getByRole('link', { name: `Open the product \u201c${String(second!.data['name'])}\u201d in the editor` }),
    ).toHaveAttribute('href', `/admin#/collections/products/entries/${second!.id}`);
    await expect(
      problems.first().getByRole('link', { name: `Open the product \u201c${String(first!.data['name'])}\u201d in the editor` }),
    ).toHaveAttribute('href', `/admin#/collections/products/entries/${first!.id}`);
  }

  // The editor still opens afresh, and the office puts the address back.
  const again = await browser.newPage();
  await signIn(again, edit.base, `#/collections/products/entries/${second!.id}`);
  await retype(again, /^Page address/, own);
  await publish(again);

  // The site comes back on the next reload: the product is at its own address again.
  await expect(async () => {
    await site.goto(`${edit.base}${own}`);
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(String(second!.data['name']));
  }).toPass({ timeout: 20_000 });
  await site.goto(`${edit.base}${taken}`);
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(String(first!.data['name']));
});
