// `npm run build`: builds the site into a staging folder and puts it in dist/ (or DIST_DIR) only
// when every step passed, so a failed build never leaves a half-written dist/ that looks
// deployable; the last good build stays. `--spec` builds the spec's frozen content
// (tests/fixtures/spec-site) into dist-spec/ instead. Other arguments are passed on to `astro build`.
import { spawnSync } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { DIST_DIR, SPEC_SITE } from './lib/output.ts';

const spec = process.argv.includes('--spec');
const OUT = spec ? SPEC_SITE.distDir : DIST_DIR;
const STAGING = join(dirname(OUT), `.${basename(OUT)}-building`);

rmSync(STAGING, { recursive: true, force: true });
const astro = spawnSync(
  process.execPath,
  ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', STAGING, ...process.argv.slice(2).filter((arg) => arg !== '--spec')],
  {
    stdio: 'inherit',
    env: spec ? { ...process.env, CONTENT_DIR: SPEC_SITE.contentDir } : process.env,
  },
);
if (astro.status !== 0) {
  rmSync(STAGING, { recursive: true, force: true });
  console.error(`\nThe build failed (see above); ${OUT}/ was left as it was.`);
  process.exit(astro.status ?? 1);
}
rmSync(OUT, { recursive: true, force: true });
renameSync(STAGING, OUT);
