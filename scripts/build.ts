// `npm run build`: builds the site into a staging folder and puts it in dist/ (or DIST_DIR) only
// when every step passed, so a failed build never leaves a half-written dist/ that looks
// deployable; the last good build stays. `--baseline` builds the baseline
// (tests/fixtures/baseline-site: the spec's sample content, frozen) into dist-baseline/ instead. Other arguments are passed on to `astro build`.
import { spawnSync } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { DIST_DIR, BASELINE_SITE } from './lib/output.ts';

const baseline = process.argv.includes('--baseline');
const OUT = baseline ? BASELINE_SITE.distDir : DIST_DIR;
const STAGING = join(dirname(OUT), `.${basename(OUT)}-building`);

rmSync(STAGING, { recursive: true, force: true });
const astro = spawnSync(
  process.execPath,
  ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', STAGING, ...process.argv.slice(2).filter((arg) => arg !== '--baseline')],
  {
    stdio: 'inherit',
    env: baseline ? { ...process.env, CONTENT_DIR: BASELINE_SITE.contentDir } : process.env,
  },
);
if (astro.status !== 0) {
  rmSync(STAGING, { recursive: true, force: true });
  console.error(`\nThe build failed (see above); ${OUT}/ was left as it was.`);
  process.exit(astro.status ?? 1);
}
rmSync(OUT, { recursive: true, force: true });
renameSync(STAGING, OUT);
