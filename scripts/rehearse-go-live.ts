// `npm run rehearse`: a go-live rehearsal. Copies the baseline
// (tests/fixtures/baseline-site) to test-results/rehearsal/, turns it into another business's site
// (tests/fixtures/go-live.ts: every sample value replaced; products, staff, depots, declarations
// and testimonials removed, added and renamed; a category added, one removed, one left empty),
// then checks it as a launch would: launch-ready passes, a production build passes, and the
// tests that take their expectations from the content pass against that build. The same test
// files as for the shipped site, pointed at another content folder and output (CONTENT_DIR,
// DIST_DIR). Then the office replaces one sample value of each kind through /admin on a copy of the
// shipped site (tests/rehearsal/office.e2e.ts). Exits non-zero at the first step that fails.
//
// `--no-page-tests` (as `npm test` runs it: `npm run test:rehearsal`) leaves out the browser tests of
// the rebuilt site's pages: the same files run in full on the shipped site, the checks over this
// build hold its pages' content in the HTML, and the photo copy's one-design tests run beside. Two
// cores cannot fit them into ten minutes of `npm test` as well (docs/tests.md); `npm run rehearse`
// runs everything, as before a launch.
import { spawn } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BASELINE_SITE } from './lib/output.ts';
import { applyEdit } from './lib/scratch-project.ts';
import { REHEARSAL, REHEARSAL_BUILD_DATE, REHEARSAL_REPO, goLiveChanges } from '../tests/fixtures/go-live.ts';

/**
 * The browser tests of what the content makes: its listings, products and figures, its pages and
 * the lists drawn from its entries, and its pictures. What does not change with the content runs on
 * the shipped site alone: the host (host.e2e.ts, security.e2e.ts), the header and menus
 * (foundation.e2e.ts), and every route under its policy and axe (every-route.e2e.ts), whose
 * content-driven parts the checks over this build cover (tests/build: each page's headings,
 * language, conformance, downloads, pictures, headers and policy against its inline code).
 */
const BROWSER_TESTS = ['catalogue', 'pages', 'pictures'].map((name) => `tests/e2e/${name}.e2e.ts`);
const pageTests = !process.argv.includes('--no-page-tests');

const env = {
  ...process.env,
  CONTENT_DIR: REHEARSAL.contentDir,
  DIST_DIR: REHEARSAL.distDir,
  // Built as on a day its notice is current, so what it shows does not hang on today's date.
  SITE_BUILD_DATE: REHEARSAL_BUILD_DATE,
  // As the hosting builds it, with the repository the live editor saves to: the checks over the build
  // read the content as the build did.
  CMS_GITHUB_REPO: REHEARSAL_REPO,
  // Ports of their own, so the rehearsal can run beside `npm start` or another test run.
  PREVIEW_PORT: process.env['REHEARSAL_PREVIEW_PORT'] ?? '4324',
  HOST_PORT: process.env['REHEARSAL_HOST_PORT'] ?? '4325',
};

/**
 * Runs one step with node; exits the rehearsal if it fails. A step run `beside` the others keeps its
 * output until it ends, so the two do not interleave.
 */
async function step(
  title: string,
  command: string[],
  { extraEnv = {}, beside = false }: { extraEnv?: NodeJS.ProcessEnv; beside?: boolean } = {},
) {
  const heading = `\n== ${title}\n$ ${command.join(' ')}`;
  if (!beside) console.log(heading);
  const started = performance.now();
  const child = spawn(process.execPath, command, { stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...env, ...extraEnv } });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const status = await new Promise<number | null>((done) => child.on('close', done));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (beside) console.log(`${heading}\n${Buffer.concat(output).toString()}`);
  if (status !== 0) {
    console.error(`\nrehearsal: "${title}" failed after ${seconds} s (exit ${status})`);
    process.exit(1);
  }
  console.log(`== ${title}: passed in ${seconds} s`);
}

// 1. Another business's content, from the baseline.
rmSync(REHEARSAL.root, { recursive: true, force: true });
const baselineRoot = dirname(BASELINE_SITE.contentDir);
for (const folder of ['content', 'assets']) cpSync(join(baselineRoot, folder), join(REHEARSAL.root, folder), { recursive: true });
for (const folder of readdirSync(REHEARSAL.contentDir)) {
  for (const name of readdirSync(join(REHEARSAL.contentDir, folder))) {
    const file = join(REHEARSAL.contentDir, folder, name);
    // Every sample value is now the business's own: the sample lists go, and no address stays on .example.
    const text = readFileSync(file, 'utf8')
      .replace(/^sample:(?: \[.*\]\n|\n(?:(?:- | {2}).*\n)+)/m, '')
      .replaceAll('southlandstockfeed.example', 'tararuastockfeed.co.nz');
    writeFileSync(file, text);
  }
}
for (const change of goLiveChanges) await applyEdit(REHEARSAL.root, change);
console.log(`rehearsal: ${goLiveChanges.length} changes made to a copy of the baseline in ${REHEARSAL.contentDir}`);

// 2. The office's part, on a copy of the shipped site: it needs nothing of the steps below, and
// waits on the editor more than it works, so it runs beside them.
const office = step(
  'the office through the editor',
  ['node_modules/@playwright/test/cli.js', 'test', '--config=tests/rehearsal/playwright.config.ts'],
  {
    beside: true,
  },
);

// 3. What a launch runs, then the tests that read the content.
await step('launch-ready', ['scripts/launch-ready.ts']);
await step('production build', ['scripts/build.ts'], { extraEnv: { SITE_ENV: 'production' } });
await step('checks over the build', ['node_modules/vitest/vitest.mjs', 'run', '--project', 'build', '--project', 'rehearsal']);
// The navigation, the menu and the header are the site's code, not the content's: the shipped site's run covers them.
const CODE_ONLY = 'desktop navigation|mobile menu|scroll header';
if (pageTests)
  await step('browser tests', [
    'node_modules/@playwright/test/cli.js',
    'test',
    '--project=chromium',
    '--no-deps',
    `--grep-invert=${CODE_ONLY}`,
    ...BROWSER_TESTS,
  ]);
await office;
console.log(
  `\nrehearsal: the rehearsed site passed every step${pageTests ? '' : ' (its pages\u2019 browser tests left out: npm run rehearse runs them)'}`,
);
