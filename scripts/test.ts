// `npm test` and `npm run test:quick` (`--quick`: everything up to the browsers): the steps of
// scripts/lib/test-steps.ts in order, stopping at the first that fails, then each step's time as a table.
import { spawn } from 'node:child_process';
import { FULL_STEPS, QUICK_STEPS, type Lane } from './lib/test-steps.ts';

/** Runs `npm run <script>`; resolves with its exit code. */
const npmRun = (script: string) =>
  new Promise<number>((done) => {
    const child = spawn('npm', ['run', script], { stdio: 'inherit' });
    child.on('error', () => done(1));
    child.on('exit', (code) => done(code ?? 1));
  });

/** Runs a lane's scripts in turn, stopping at the first that fails; resolves with its exit code. */
async function runLane(lane: Lane): Promise<number> {
  for (const script of typeof lane === 'string' ? [lane] : lane) {
    const code = await npmRun(script);
    if (code !== 0) return code;
  }
  return 0;
}

const laneName = (lane: Lane) => (typeof lane === 'string' ? lane : lane.join(' → '));

const started = performance.now();
const rows: string[] = [];
let failed: string | undefined;
for (const step of process.argv.includes('--quick') ? QUICK_STEPS : FULL_STEPS) {
  const lanes = typeof step === 'string' ? [step] : step;
  const stepStarted = performance.now();
  const codes = await Promise.all(lanes.map(runLane));
  const seconds = ((performance.now() - stepStarted) / 1000).toFixed(1);
  const names = lanes.map(laneName).join(' + ');
  rows.push(`| ${names.padEnd(36)} | ${seconds.padStart(7)} | ${codes.every((code) => code === 0) ? 'passed' : 'FAILED'} |`);
  if (codes.some((code) => code !== 0)) {
    failed = names;
    break;
  }
}
const total = ((performance.now() - started) / 1000 / 60).toFixed(1);
console.log(['', `| ${'Step'.padEnd(36)} | Seconds | Result |`, `| ${'-'.repeat(36)} | ------: | ------ |`, ...rows].join('\n'));
console.log(failed ? `\n${failed} failed after ${total} min.` : `\nEvery step passed in ${total} min.`);
process.exit(failed ? 1 : 0);
