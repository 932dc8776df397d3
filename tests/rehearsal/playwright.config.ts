// The office's part of the go-live rehearsal (office.e2e.ts, run by npm run rehearse): the editor on a
// scratch copy of its own, which the test starts; no built site, so none of the servers of the
// project's playwright.config.ts.
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/browsers.ts';
import { SLOWDOWN } from '../fixtures/time.ts';

export default defineConfig({
  testDir: '.',
  testMatch: 'office.e2e.ts',
  workers: 1,
  retries: 0,
  // Stretched when `npm test` runs the rehearsal at a lower priority (tests/fixtures/time.ts).
  timeout: 30_000 * SLOWDOWN,
  expect: { timeout: 5_000 * SLOWDOWN },
  outputDir: '../../test-results/rehearsal/office',
  reporter: 'list',
  use: {
    ...devices['Desktop Chrome'],
    trace: 'off',
    launchOptions: { ...(chromiumPath ? { executablePath: chromiumPath } : {}), args: chromiumArgs },
  },
});
