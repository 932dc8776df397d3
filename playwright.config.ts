import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.mjs';
import { PREVIEW_URL, STATIC_HOST_URL } from './tests/fixtures/servers';


export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: PREVIEW_URL,
    trace: 'off',
    launchOptions: {
      ...(chromiumPath ? { executablePath: chromiumPath } : {}),
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // Both servers serve the production build in dist/ (npm test builds first):
  // Astro's preview (what `npm start` runs) and a static host that applies _redirects and _headers.
  webServer: [
    { command: 'npx astro preview --port 4321', url: PREVIEW_URL, reuseExistingServer: !process.env.CI, timeout: 60_000 },
    { command: 'node scripts/static-host.mjs --port 4322', url: STATIC_HOST_URL, reuseExistingServer: !process.env.CI, timeout: 30_000 },
  ],
});
