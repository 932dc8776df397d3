import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium';
import { HOST_URL, PREVIEW_URL } from './tests/fixtures/servers';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env['CI'] ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: PREVIEW_URL,
    trace: 'off',
    launchOptions: {
      ...(chromiumPath ? { executablePath: chromiumPath } : {}),
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // Both servers serve the production build in dist/ (npm test builds first): Astro's preview
  // (what `npm start` runs) and Cloudflare's own Pages runtime, which applies _redirects and _headers.
  webServer: [
    {
      command: `node node_modules/astro/bin/astro.mjs preview --port ${new URL(PREVIEW_URL).port}`,
      url: PREVIEW_URL,
      reuseExistingServer: !process.env['CI'],
      timeout: 60_000,
    },
    {
      command: `node scripts/serve-host.ts --port ${new URL(HOST_URL).port}`,
      url: HOST_URL,
      reuseExistingServer: !process.env['CI'],
      timeout: 120_000,
    },
  ],
});
