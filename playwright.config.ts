import { dirname, join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath, firefoxPath } from './scripts/lib/browsers.ts';
import { DIST_DIR, BASELINE_SITE } from './scripts/lib/output.ts';
import { HOST_URL, PREVIEW_URL, BASELINE_URL } from './tests/fixtures/servers.ts';
import { SLOWDOWN } from './tests/fixtures/time.ts';

/** Where a run's results go: beside the build it tests, a folder for each server port. */
const OUTPUT_DIR = join(
  process.env['DIST_DIR'] ? dirname(process.env['DIST_DIR']) : 'test-results',
  `playwright-${new URL(PREVIEW_URL).port}`,
);

/** The editor's tests, each file on a copy of the project with `npm run edit` running in it. */
const EDITOR_TESTS = ['**/editor.e2e.ts', '**/editor-problems.e2e.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  // Browser tests are *.e2e.ts; "spec" is kept for the requirements (tests/spec).
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  // The browser tests wait on servers, saves and rebuilds more than they work: four keep two cores busy.
  workers: 4,
  retries: 0,
  // Playwright's own limits, stretched in a lane that runs at a lower priority (tests/fixtures/time.ts).
  timeout: 30_000 * SLOWDOWN,
  expect: { timeout: 5_000 * SLOWDOWN },
  // Playwright empties its output folder on every run; keep it to a folder of its own so the
  // screenshots other suites leave in test-results/ (content, engines) survive a full `npm test`,
  // and each run to its own: the go-live rehearsal's and the photo copy's beside their builds, and
  // one per port, as `npm test` runs a few side by side.
  outputDir: OUTPUT_DIR,
  reporter: process.env['CI'] ? [['list'], ['json', { outputFile: join(OUTPUT_DIR, 'results.json') }]] : 'list',
  use: {
    baseURL: PREVIEW_URL,
    trace: 'off',
    launchOptions: {
      ...(chromiumPath ? { executablePath: chromiumPath } : {}),
      args: chromiumArgs,
    },
  },
  projects: [
    // The editor's speed, timed first and alone: the office's computer runs nothing else while the
    // editor opens. Every other project of this run waits for it (--no-deps skips it).
    { name: 'editor-speed', testMatch: '**/editor-speed.e2e.ts', use: { ...devices['Desktop Chrome'] } },
    // The editor's tests, first: each file runs in order in one browser on a copy of its own, and
    // they take the longest of any files, so they start at once beside the rest.
    { name: 'editor', testMatch: EDITOR_TESTS, dependencies: ['editor-speed'], use: { ...devices['Desktop Chrome'] } },
    // The site as built from its content (CONTENT_DIR, src/content unless set): tests that take
    // their expectations from the entries.
    {
      name: 'chromium',
      testIgnore: [...EDITOR_TESTS, '**/editor-speed.e2e.ts'],
      dependencies: ['editor-speed'],
      use: { ...devices['Desktop Chrome'] },
    },
    // The spec's facts (tests/spec), against the baseline: the spec's sample content frozen in tests/fixtures/baseline-site.
    // (tests/spec also holds the spec's vitest checks, *.test.ts.)
    {
      name: 'baseline',
      testDir: 'tests/spec',
      testMatch: '**/*.e2e.ts',
      dependencies: ['editor-speed'],
      use: { ...devices['Desktop Chrome'], baseURL: BASELINE_URL },
    },
    // Firefox ESR from Debian, over WebDriver BiDi; only the tests whose result depends on the engine.
    {
      name: 'firefox',
      grep: /@engines/,
      // Two Firefoxes keep the two cores busy: four took a fifth more processor time, and longer (105
      // processor-seconds in 61 s against 87 in 57 s), each browser painting in its own main process.
      workers: 2,
      use: {
        ...devices['Desktop Firefox'],
        channel: 'moz-firefox',
        launchOptions: {
          executablePath: firefoxPath,
          firefoxUserPrefs: {
            // Scrollbars drawn over the page, as on phones: a classic one would take 12 px of a 390 px layout.
            'ui.useOverlayScrollbars': 1,
            // Nothing leaves this machine: any other host fails at once.
            'network.proxy.type': 1,
            'network.proxy.http': '127.0.0.1',
            'network.proxy.http_port': 9,
            'network.proxy.ssl': '127.0.0.1',
            'network.proxy.ssl_port': 9,
            'network.proxy.no_proxies_on': '127.0.0.1,localhost',
          },
        },
      },
    },
  ],
  // Both servers serve the production build in dist/ (or DIST_DIR; npm test builds first): Astro's
  // preview (what `npm start` runs) and Cloudflare's own Pages runtime, which applies _redirects and
  // _headers. With the default output, a third serves the baseline's build (npm run build:baseline).
  webServer: [
    {
      // Astro allows one preview per project unless told otherwise: the go-live rehearsal and the copy
      // with the business's photos (npm run test:photos) each serve their own build beside the other.
      command: `node node_modules/astro/bin/astro.mjs preview --port ${new URL(PREVIEW_URL).port} --outDir ${DIST_DIR} --ignore-lock`,
      url: PREVIEW_URL,
      reuseExistingServer: !process.env['CI'],
      timeout: 60_000,
    },
    {
      command: `node scripts/serve-host.ts --port ${new URL(HOST_URL).port} --dir ${DIST_DIR}`,
      url: HOST_URL,
      reuseExistingServer: !process.env['CI'],
      timeout: 120_000,
    },
    ...(process.env['DIST_DIR'] === undefined
      ? [
          {
            // Astro allows one preview per project unless told otherwise.
            command: `node node_modules/astro/bin/astro.mjs preview --port ${new URL(BASELINE_URL).port} --outDir ${BASELINE_SITE.distDir} --ignore-lock`,
            url: BASELINE_URL,
            reuseExistingServer: !process.env['CI'],
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
