// `npm test` and `npm run test:quick` (`--quick`: everything up to the browsers): the steps of
// scripts/lib/test-steps.ts in order, stopping at the first that fails, then each step's time as a table.
import { spawn } from 'node:child_process';
import { FULL_STEPS, QUICK_STEPS, type Lane } from './lib/test-steps.ts';

/** How much lower a background lane's priority is (nice(1)): it gets a core when the tests beside it leave one idle. */
const BACKGROUND_NICENESS = '10';

/** Runs `npm run <script>`, in the background or not; resolves with its exit code. */
const npmRun = (script: string, background: boolean) =>
  new Promise<number>((done) => {
    const command = ['npm', 'run', script];
    const child = background
      ? spawn('nice', ['-n', BACKGROUND_NICENESS, ...command], { stdio: 'inherit' })
      : spawn(command[0]!, command.slice(1), { stdio: 'inherit' });
    child.on('error', () => done(1));
    child.on('exit', (code) => done(code ?? 1));
  });

/** Runs a lane's scripts in turn, stopping at the first that fails; resolves with its exit code. */
async function runLane(lane: Lane): Promise<number> {
  const background = typeof lane === 'object' && 'background' in lane;
  for (const script of typeof lane === 'string' ? [lane] : background ? lane.background : lane) {
    const code = await npmRun(script, background);
    if (code !== 0) return code;
  }
  return 0;
}

const laneName = (lane: Lane): string =>
  typeof lane === 'string' ? lane : 'background' in lane ? `[${laneName(lane.background)}]` : lane.join(' → ');

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
