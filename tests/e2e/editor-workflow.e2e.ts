// The live site's editor saves drafts for review: Save, then In review and Ready, then Publish.
// Decap's save server in git mode keeps that workflow on this computer (each draft a branch of a
// scratch repository, Publish a merge into main), so the office's guide shows the production flow
// in screenshots taken here: to test-results/editor/, or over docs/images/ when UPDATE_DOCS_IMAGES=1.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { copyProject, removeProject } from '../../scripts/lib/scratch-project.ts';
import { startEditing, type Editing } from '../lib/editing.ts';
import { SCREENSHOTS, signIn } from '../fixtures/editor.ts';

let dir: string;
let edit: Editing;
let base: string;

const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' });

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = await copyProject('workflow-');
  // The save server commits with `git add .`: only the project's own files belong in the repository.
  writeFileSync(join(dir, '.gitignore'), 'node_modules/\ndist/\n.astro/\n');
  git('init', '--quiet', '--initial-branch=main');
  git('-c', 'user.name=Office', '-c', 'user.email=office@example.co.nz', 'add', '.');
  git('-c', 'user.name=Office', '-c', 'user.email=office@example.co.nz', 'commit', '--quiet', '-m', 'The site as it is');
  git('config', 'user.name', 'Office');
  git('config', 'user.email', 'office@example.co.nz');
  edit = await startEditing(dir, { MODE: 'git' });
  base = edit.base;
});

test.afterAll(async () => {
  await edit?.stop();
  if (dir) await removeProject(dir);
});

test('a new testimonial goes live through Save, In review, Ready and Publish', async ({ page }) => {
  await signIn(page, base, '#/collections/testimonials/new');
  await page.getByLabel('Quote').fill('Ordered on Monday, on the farm by Wednesday, and the price was the price we were quoted.');
  await page.getByLabel('Name', { exact: true }).fill('Kate Beaumont');
  await page.getByLabel('Farm or district').fill('Dairy farmer, Otautau');
  await page.getByLabel('Stars').fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Entry saved/i).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Status: Draft' })).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-workflow-saved.png') });
  // A draft is a branch of its own: main, and so the live site, has not changed.
  expect(git('ls-tree', '-r', '--name-only', 'main')).not.toContain('testimonials/kate-beaumont.yaml');

  await page.getByRole('button', { name: /^Status:/ }).click();
  await page.getByRole('menuitem', { name: 'In review' }).click();
  await page.getByRole('button', { name: /^Status:/ }).click();
  await page.getByRole('menuitem', { name: 'Ready' }).click();
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-workflow-ready.png') });

  await page.goto(`${base}/admin#/workflow`);
  await expect(page.getByText('Kate Beaumont').first()).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-workflow-board.png') });

  await page.getByText('Kate Beaumont').first().click();
  // The editor asks "Are you sure you want to publish this entry?" first.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: /^Publish/ }).click();
  await page.getByRole('menuitem', { name: /Publish now/i }).click();
  await expect(page.getByText('Entry published').first()).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-workflow-published.png') });
  // Publish merged the draft into main: the host builds that.
  await expect.poll(() => git('ls-tree', '-r', '--name-only', 'main')).toContain('src/content/testimonials/kate-beaumont.yaml');
});
