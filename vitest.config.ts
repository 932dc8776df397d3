/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Three suites, each run on its own by an npm script (see README):
// unit: pure modules and the React islands in jsdom; no build needed.
// build: checks over the built site in dist/ (run after `npm run build`).
// content: builds copies of the project with bad or new content entries (slow).
// Playwright specs live in tests/e2e and are run by Playwright, not vitest.
export default getViteConfig({
  test: {
    setupFiles: ['tests/setup.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'jsdom', include: ['tests/unit/**/*.test.ts', 'tests/component/**/*.test.tsx'] },
      },
      { extends: true, test: { name: 'build', environment: 'node', include: ['tests/build/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'content', environment: 'node', include: ['tests/content/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 900_000 },
      },
    ],
  },
});
