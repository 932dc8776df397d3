// Dead code out, and kept out: `npm run lint` runs knip, which fails on a file, export or
// dependency that nothing uses. Each exception below says why it stays.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // The npm scripts run these through scripts/with-node.sh, which knip does not follow.
    'scripts/*.ts',
    // Preloaded into a build by path (tests/content/recipes.test.ts, large-catalogue.test.ts).
    'tests/fixtures/count-content-reads.ts',
    'tests/fixtures/count-catalogue-scans.ts',
    // The client:painted directive, which Astro loads by path (src/integrations/after-paint.ts).
    'src/lib/browser/hydrate-after-paint.ts',
    // The editor's build of Decap CMS, bundled by path (src/integrations/editor-files.ts).
    'src/admin/decap-cms.js',
    // The office's part of the go-live rehearsal, run with its own configuration by scripts/rehearse-go-live.ts.
    'tests/rehearsal/playwright.config.ts',
    'tests/rehearsal/office.e2e.ts',
  ],
  project: ['src/**/*.{ts,tsx,astro}', 'scripts/**/*.ts', 'tests/**/*.{ts,tsx}'],
  ignoreDependencies: [
    // Started by path: the editor's local save server (scripts/edit.ts) and Cloudflare's runtime
    // (scripts/serve-host.ts).
    'decap-server',
    'wrangler',
    // The W3C's Nu HTML Checker, a jar run with java by path (tests/build/nu-html-checker.test.ts).
    'vnu-jar',
  ],
};

export default config;
