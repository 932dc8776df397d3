// `npm run smoke -- <address>`: checks a deployed site against the build in dist/ it was deployed
// from (scripts/lib/smoke.ts says what), prints a table, and exits 1 when anything is wrong.
// Run it after every deploy, e.g. `npm run smoke -- https://southlandstockfeed.co.nz`, or against
// the local host runtime (`npm run serve:host`, then `npm run smoke -- http://127.0.0.1:8788`).
import { parseArgs } from 'node:util';
import { DIST_DIR } from './lib/output.ts';
import { smoke, smokeReport } from './lib/smoke.ts';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { dist: { type: 'string', default: DIST_DIR } } });
if (positionals.length !== 1 || !URL.canParse(positionals[0]!)) {
  console.error('usage: npm run smoke -- <address of the deployed site> [--dist dist]');
  process.exit(2);
}
const started = performance.now();
const result = await smoke(positionals[0]!, { dist: values.dist });
console.log(smokeReport(result));
const total = result.groups.reduce((sum, { passed, failed }) => sum + passed + failed, 0);
console.log(
  `\n${total} checks in ${((performance.now() - started) / 1000).toFixed(1)} s: ${result.failures.length === 0 ? 'all passed' : `${result.failures.length} failed`}`,
);
process.exit(result.failures.length === 0 ? 0 : 1);
