// Office staff edit the site in the browser: `npm run edit` on a copy of the project, driven
// through the editor at /admin as an editor would. They add a product, change a phone number,
// are stopped by the form on a bad value, and the rebuilt site shows the changes; nothing else in
// src/content changes. Screenshots for docs/editing.md are taken on the way: to test-results/editor/,
// or over docs/images/ when UPDATE_DOCS_IMAGES=1 (after a change to the editor's look).
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freePort } from '../../scripts/lib/host-server';
import { copyProject, projectEnv, removeProject, runAstro } from '../../scripts/lib/scratch-project';

const SCREENSHOTS = process.env['UPDATE_DOCS_IMAGES'] === '1' ? 'docs/images' : 'test-results/editor';

let dir: string;
let edit: ChildProcess;
let base: string;
let before: Map<string, string>;

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
test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  dir = await copyProject('editor-');
  before = contentFiles(dir);
  const [port, backendPort] = [await freePort(), await freePort()];
  base = `http://localhost:${port}`;
  edit = spawn(process.execPath, ['scripts/edit.ts', '--port', String(port), '--backend-port', String(backendPort)], {
    cwd: dir,
    env: projectEnv(),
    stdio: 'ignore',
    detached: true,
  });
  await expect
    .poll(async () => (await fetch(`${base}/admin/config.yml`).catch(() => undefined))?.status, { timeout: 150_000, intervals: [500] })
    .toBe(200);
  // Load the editor once, so the dev server's first compile is not timed as part of a test.
  const page = await browser.newPage();
  await openEditor(page);
  await page.close();
});

test.afterAll(async () => {
  if (edit?.pid) process.kill(-edit.pid, 'SIGTERM');
  if (dir) await removeProject(dir);
});

/** The dev server's "reload the page" messages that have reached the page so far. */
const reloadsSent = new WeakMap<Page, number>();

async function openEditor(page: Page, hash = '') {
  reloadsSent.set(page, 0);
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"full-reload"')) reloadsSent.set(page, (reloadsSent.get(page) ?? 0) + 1);
    }),
  );
  await page.goto(`${base}/admin${hash}`);
  const login = page.getByRole('button', { name: 'Login' });
  await login.click();
  await expect(login).toBeHidden({ timeout: 30_000 });
}

/** Asks the editor to publish the open entry (local editing saves straight to the file). */
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

/**
 * Publishes the open entry and waits for the save. The dev server then asks every open page to
 * reload; the editor stays as it is, so nothing typed after a save is lost.
 */
async function publishAndSave(page: Page) {
  const reloadsBefore = reloadsSent.get(page) ?? 0;
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await publish(page);
  await expect(page.getByText(/Entry saved|Changes saved/i).first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => reloadsSent.get(page), { timeout: 20_000 }).toBeGreaterThan(reloadsBefore);
  // Vite's client reloads at once on the message; give it a moment to prove it did not.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
}

test('an editor adds a product through the form', async ({ page }) => {
  await openEditor(page, '#/collections/products/new');
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-new-product.png') });
  await page.getByLabel('Name', { exact: true }).fill('Lamb Starter Pellets');
  // The category is a list of the categories that exist.
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.keyboard.type('Sheep');
  await page.getByRole('option', { name: 'Sheep Feed' }).click();
  await page.getByLabel('Page address').fill('/sheep-feed/lamb-starter-pellets');
  await page.getByLabel('Summary').fill('Pellets for lambs, added through the browser editor.');
  await page.getByLabel('Order', { exact: true }).fill('2');
  await page.getByRole('button', { name: /Add nutritional information/i }).click();
  await page.getByLabel('Nutrient').fill('Protein');
  await page.getByLabel('Amount').fill('18% min');
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-product-form.png') });
  await publishAndSave(page);
  const file = readFileSync(join(dir, 'src/content/products/lamb-starter-pellets.md'), 'utf8');
  expect(file).toContain('name: Lamb Starter Pellets');
  expect(file).toContain('category: sheep');
  expect(file).toContain('path: /sheep-feed/lamb-starter-pellets');
  expect(file).toMatch(/nutrition:\s*\n\s*- label: Protein\s*\n\s*value: 18% min/);
});

test('an editor changes a staff member\u2019s phone number', async ({ page }) => {
  await openEditor(page, '#/collections/staff/entries/craig-dickson');
  // The first number of the list; its value changes as we type, so hold on to the field by its id.
  const id = await page.locator('input[value="027 555 0111"]').getAttribute('id');
  const phone = page.locator(`[id="${id}"]`);
  await phone.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await phone.fill('027 555 0999');
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-staff-phone.png') });
  await publishAndSave(page);
  expect(readFileSync(join(dir, 'src/content/staff/craig-dickson.yaml'), 'utf8')).toContain('027 555 0999');
});

test('the form refuses a bad value with the rule the build applies, and saves nothing', async ({ page }) => {
  await openEditor(page, '#/collections/products/new');
  await page.getByLabel('Name', { exact: true }).fill('Bad Path Pellets');
  await page.getByLabel('Page address').fill('Bad Path');
  await publish(page);
  await expect(page.getByText(/must look like \/dairy-feed\/pke/i).first()).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-form-error.png') });
  expect(readdirSync(join(dir, 'src/content/products'))).not.toContain('bad-path-pellets.md');
});

test('the rebuilt site shows the changes, and nothing else in src/content changed', async () => {
  test.setTimeout(240_000);
  const run = await runAstro(dir, 'build');
  expect(run.ok, run.output.slice(-3000)).toBe(true);
  const built = (file: string) => readFileSync(join(dir, 'dist', file), 'utf8');
  expect(built('sheep-feed/lamb-starter-pellets.html')).toMatch(/<h1[^>]*>Lamb Starter Pellets<\/h1>/);
  expect(built('products/sheep-feed.html')).toContain('href="/sheep-feed/lamb-starter-pellets"');
  expect(built('sitemap-0.xml')).toMatch(/\/sheep-feed\/lamb-starter-pellets<\/loc>/);
  expect(built('contact-us.html')).toContain('tel:+64275550999');

  const after = contentFiles(dir);
  const changed = [...after].filter(([file, hash]) => before.get(file) !== hash).map(([file]) => file);
  const removed = [...before.keys()].filter((file) => !after.has(file));
  expect(changed.sort()).toEqual(['products/lamb-starter-pellets.md', 'staff/craig-dickson.yaml']);
  expect(removed).toEqual([]);
});
