// `npm run build`: builds the site into a staging folder and puts it in dist/ only when every
// step passed, so a failed build never leaves a half-written dist/ that looks deployable; the
// last good build stays. Arguments are passed on to `astro build`.
import { spawnSync } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';

const OUT = 'dist';
const STAGING = '.dist-building';

rmSync(STAGING, { recursive: true, force: true });
const astro = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', STAGING, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (astro.status !== 0) {
  rmSync(STAGING, { recursive: true, force: true });
  console.error(`\nThe build failed (see above); ${OUT}/ was left as it was.`);
  process.exit(astro.status ?? 1);
}
rmSync(OUT, { recursive: true, force: true });
renameSync(STAGING, OUT);
