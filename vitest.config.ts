/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getViteConfig } from 'astro/config';
import { BASELINE_SITE, PHOTO_SITE } from './scripts/lib/output.ts';
import { SLOWDOWN } from './tests/fixtures/time.ts';

// Eight suites, each run by an npm script (see README):
// unit: pure modules, and the React islands in jsdom, on entries each test builds itself; no build needed.
// folders: the unit tests that read a content folder they write (npm run test:unit runs them too).
// corpus: the bad-entry corpus through the build's readers, in-process (npm run test:unit runs it too).
// build: checks over the built site in dist/ (run after `npm run build`).
// baseline: the spec's facts (tests/spec) over the baseline and dist-baseline/ (run after `npm run build:baseline`).
// content: builds copies of the project with a few bad entries, an editor's changes, 3,000 products (slow).
// photos: the business's photos cut around their focus, over the copy with them (npm run test:photos only).
// rehearsal: what the go-live rehearsal's changes did to its build (npm run rehearse only).
// The browser tests (*.e2e.ts, in tests/e2e and tests/spec) are run by Playwright, not vitest.
// The unit tests that write a content folder of their own (they call contentFolder(), from
// tests/fixtures/entries.ts): found by reading them, so a new one is never run in the shared graph.
const CONTENT_FOLDER_TESTS = readdirSync('tests/unit', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts') && readFileSync(join('tests/unit', file), 'utf8').includes('contentFolder('))
  .map((file) => `tests/unit/${file}`);

/** How long a check over a built site may take (vitest's default is 5 s); longer in a lane run at a lower priority. */
const BUILT_TIMEOUT = 30_000 * SLOWDOWN;

export default getViteConfig({
  test: {
    setupFiles: ['tests/setup.ts'],
    projects: [
      {
        extends: true,
        // Modules, checked on entries each test owns (tests/fixtures/entries.ts), in one shared module
        // graph: a module imported by many files is loaded once, not once per file (a third of the time).
        test: {
          name: 'unit',
          // Only the islands' tests need a document; each asks for jsdom itself (a docblock), so the
          // pure modules' tests skip building one.
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/component/**/*.test.tsx'],
          exclude: CONTENT_FOLDER_TESTS,
          isolate: false,
          env: { CONTENT_DIR: 'tests/unit/no-content-folder' },
        },
      },
      // Tests that write a content folder of their own and point the loaders at it: the loaders read
      // CONTENT_DIR once, as they are imported, so each of these files loads them afresh.
      { extends: true, test: { name: 'folders', environment: 'node', include: CONTENT_FOLDER_TESTS } },
      // The bad-entry corpus, in this process through the build's readers, on scratch copies of the
      // baseline (the working directory changes per case, so no CONTENT_DIR).
      { extends: true, test: { name: 'corpus', environment: 'node', include: ['tests/corpus/**/*.test.ts'] } },
      // The checks over dist/ only read it, so they share one module graph too. These and the other
      // checks over a build validate or read a page per test, which takes seconds when npm test runs
      // them beside other builds (the go-live rehearsal's, in the background): BUILT_TIMEOUT each.
      {
        extends: true,
        test: { name: 'build', environment: 'node', include: ['tests/build/**/*.test.ts'], isolate: false, testTimeout: BUILT_TIMEOUT },
      },
      // The spec's facts (tests/spec), against the baseline and its build (npm run build:baseline).
      {
        extends: true,
        test: {
          name: 'baseline',
          environment: 'node',
          include: ['tests/spec/**/*.test.ts'],
          isolate: false,
          testTimeout: BUILT_TIMEOUT,
          env: { CONTENT_DIR: BASELINE_SITE.contentDir, DIST_DIR: BASELINE_SITE.distDir },
        },
      },
      // The business's photos cut around their focus, over the copy scripts/photo-site.ts builds (npm run test:photos).
      {
        extends: true,
        test: {
          name: 'photos',
          environment: 'node',
          include: ['tests/photos/**/*.test.ts'],
          testTimeout: BUILT_TIMEOUT,
          env: { CONTENT_DIR: PHOTO_SITE.contentDir, DIST_DIR: PHOTO_SITE.distDir },
        },
      },
      // The go-live rehearsal's structural changes, over its build (run by npm run rehearse).
      {
        extends: true,
        test: { name: 'rehearsal', environment: 'node', include: ['tests/rehearsal/**/*.test.ts'], testTimeout: BUILT_TIMEOUT },
      },
      {
        extends: true,
        test: { name: 'content', environment: 'node', include: ['tests/content/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 900_000 },
      },
    ],
  },
});
