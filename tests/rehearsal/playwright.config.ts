// The office's part of the go-live rehearsal (office.e2e.ts, run by npm run rehearse): the editor on a
// scratch copy of its own, which the test starts; no built site, so none of the servers of the
// project's playwright.config.ts.
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/browsers.ts';

export default defineConfig({
  testDir: '.',
  testMatch: 'office.e2e.ts',
  workers: 1,
  retries: 0,
  outputDir: '../../test-results/rehearsal/office',
  reporter: 'list',
  use: {
    ...devices['Desktop Chrome'],
    trace: 'off',
    launchOptions: { ...(chromiumPath ? { executablePath: chromiumPath } : {}), args: chromiumArgs },
  },
});
