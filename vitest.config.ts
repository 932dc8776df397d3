/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';
import { BASELINE_SITE, PHOTO_SITE } from './scripts/lib/output.ts';

// Seven suites, each run by an npm script (see README):
// unit: pure modules, and the React islands in jsdom, on entries each test builds itself; no build needed.
// corpus: the bad-entry corpus through the build's readers, in-process (npm run test:unit runs it too).
// build: checks over the built site in dist/ (run after `npm run build`).
// baseline: the spec's facts (tests/spec) over the baseline and dist-baseline/ (run after `npm run build:baseline`).
// content: builds copies of the project with a few bad entries, an editor's changes, 3,000 products (slow).
// photos: the business's photos cut around their focus, over the copy with them (npm run test:photos only).
// rehearsal: what the go-live rehearsal's changes did to its build (npm run rehearse only).
// The browser tests (*.e2e.ts, in tests/e2e and tests/spec) are run by Playwright, not vitest.
export default getViteConfig({
  test: {
    setupFiles: ['tests/setup.ts'],
    projects: [
      {
        extends: true,
        // Modules, checked on entries each test owns (tests/fixtures/entries.ts). A test that reads
        // a content folder writes its own first; one that reads content without doing so finds none.
        test: {
          name: 'unit',
          // Only the islands' tests need a document; each asks for jsdom itself (a docblock), so the
          // pure modules' tests skip building one.
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/component/**/*.test.tsx'],
          env: { CONTENT_DIR: 'tests/unit/no-content-folder' },
        },
      },
      // The bad-entry corpus, in this process through the build's readers, on scratch copies of the
      // baseline (the working directory changes per case, so no CONTENT_DIR).
      { extends: true, test: { name: 'corpus', environment: 'node', include: ['tests/corpus/**/*.test.ts'] } },
      { extends: true, test: { name: 'build', environment: 'node', include: ['tests/build/**/*.test.ts'] } },
      // The spec's facts (tests/spec), against the baseline and its build (npm run build:baseline).
      {
        extends: true,
        test: {
          name: 'baseline',
          environment: 'node',
          include: ['tests/spec/**/*.test.ts'],
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
          env: { CONTENT_DIR: PHOTO_SITE.contentDir, DIST_DIR: PHOTO_SITE.distDir },
        },
      },
      // The go-live rehearsal's structural changes, over its build (run by npm run rehearse).
      { extends: true, test: { name: 'rehearsal', environment: 'node', include: ['tests/rehearsal/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'content', environment: 'node', include: ['tests/content/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 900_000 },
      },
    ],
  },
});
