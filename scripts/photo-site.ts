// `npm run test:photos`: the site as a business has it before launch, some photos its own and the
// rest the sample's drawings (tests/fixtures/photo-site.ts), built and checked as it looks: every
// photo cut around its focus in every file the build writes (tests/photos/photo-focus.test.ts), and
// the pictures' browser tests that need it (tests/e2e/pictures.e2e.ts: one design in every grid at
// 320, 390 and 1280 px, a gallery's photos a third of the page wide). The copy and its build are in test-results/photo-site/.
//
// `--make` only makes the copy and builds it, for `npm run audit` or a look:
//   CONTENT_DIR=test-results/photo-site/content npm run audit
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { stringify } from 'yaml';
import type { CollectionName } from '../src/collections.ts';
import { editorFormat, fromFile } from './lib/editor-format.ts';
import { LARGE_PHOTOS, PHOTO_SITE, photoSiteChanges, writeLargePhoto } from '../tests/fixtures/photo-site.ts';

const makeOnly = process.argv.includes('--make');

const env = {
  ...process.env,
  CONTENT_DIR: PHOTO_SITE.contentDir,
  DIST_DIR: PHOTO_SITE.distDir,
  PREVIEW_PORT: process.env['PHOTOS_PREVIEW_PORT'] ?? '4326',
  HOST_PORT: process.env['PHOTOS_HOST_PORT'] ?? '4327',
};

function step(title: string, command: string[]): void {
  console.log(`\n== ${title}\n$ ${command.join(' ')}`);
  const started = performance.now();
  const run = spawnSync(process.execPath, command, { stdio: 'inherit', env });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (run.status !== 0) {
    console.error(`\nphoto site: "${title}" failed after ${seconds} s (exit ${run.status})`);
    process.exit(1);
  }
  console.log(`== ${title}: passed in ${seconds} s`);
}

// 1. The shipped content and pictures, then the business's photos and the office's changes.
const started = performance.now();
rmSync(PHOTO_SITE.root, { recursive: true, force: true });
for (const folder of ['content', 'assets']) cpSync(join('src', folder), join(PHOTO_SITE.root, folder), { recursive: true });
for (const photo of Object.values(LARGE_PHOTOS)) {
  const path = join(PHOTO_SITE.root, photo.file);
  mkdirSync(dirname(path), { recursive: true });
  await writeLargePhoto(photo, path);
}
for (const { file, change } of photoSiteChanges) {
  const path = join(PHOTO_SITE.contentDir, file);
  const format = extname(file) === '.md' ? 'markdown' : 'yaml';
  const collection = basename(dirname(file)) as CollectionName;
  const { body, ...data } = fromFile(readFileSync(path, 'utf8'), format) as Record<string, unknown> & { body?: string };
  change(data);
  const text = format === 'markdown' ? `---\n${stringify(data)}---\n${body ?? ''}` : stringify(data);
  writeFileSync(path, editorFormat(text, collection, format));
}
console.log(
  `photo site: ${Object.keys(LARGE_PHOTOS).length} photos made and ${photoSiteChanges.length} entries changed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

// 2. Built as the business would build it, then the tests of its pictures.
step('build', ['scripts/build.ts']);
if (!makeOnly) {
  step('photos cut around their focus', ['node_modules/vitest/vitest.mjs', 'run', '--project', 'photos']);
  // The rest of the file runs on the shipped site and the rehearsal's: here, what this copy alone has.
  step('one design in the browser', [
    'node_modules/@playwright/test/cli.js',
    'test',
    '--project=chromium',
    '--no-deps',
    '--grep=one design|a gallery on a desktop',
    'tests/e2e/pictures.e2e.ts',
  ]);
  console.log('\nphoto site: every picture test passed');
}
