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

/** A lane's scripts run in turn, stopping at the first that fails: its exit code and seconds. */
async function runLane(lane: Lane): Promise<{ code: number; seconds: number }> {
  const started = performance.now();
  const background = typeof lane === 'object' && 'background' in lane;
  let code = 0;
  for (const script of typeof lane === 'string' ? [lane] : background ? lane.background : lane) {
    code = await npmRun(script, background);
    if (code !== 0) break;
  }
  return { code, seconds: (performance.now() - started) / 1000 };
}

const laneName = (lane: Lane): string =>
  typeof lane === 'string' ? lane : 'background' in lane ? `[${laneName(lane.background)}] in the background` : lane.join(' → ');

/** A row of the table: a step, and under a step of several lanes each lane, indented. */
type Row = { name: string; seconds: number; passed: boolean };

const started = performance.now();
const rows: Row[] = [];
let failed: string | undefined;
for (const step of process.argv.includes('--quick') ? QUICK_STEPS : FULL_STEPS) {
  const lanes = typeof step === 'string' ? [step] : step;
  const stepStarted = performance.now();
  const results = await Promise.all(lanes.map(runLane));
  const name = lanes.length <= 2 ? lanes.map(laneName).join(' + ') : `${lanes.length} lanes at once`;
  const passed = results.every(({ code }) => code === 0);
  rows.push({ name, seconds: (performance.now() - stepStarted) / 1000, passed });
  if (lanes.length > 1)
    rows.push(...lanes.map((lane, i) => ({ name: `  ${laneName(lane)}`, seconds: results[i]!.seconds, passed: results[i]!.code === 0 })));
  if (!passed) {
    failed = lanes
      .filter((_, i) => results[i]!.code !== 0)
      .map(laneName)
      .join(' and ');
    break;
  }
}
const total = ((performance.now() - started) / 1000 / 60).toFixed(1);
const width = Math.max(...rows.map(({ name }) => name.length), 'Step'.length);
console.log(
  [
    '',
    `| ${'Step'.padEnd(width)} | Seconds | Result |`,
    `| ${'-'.repeat(width)} | ------: | ------ |`,
    ...rows.map(
      ({ name, seconds, passed }) => `| ${name.padEnd(width)} | ${seconds.toFixed(1).padStart(7)} | ${passed ? 'passed' : 'FAILED'} |`,
    ),
  ].join('\n'),
);
console.log(failed ? `\n${failed} failed after ${total} min.` : `\nEvery step passed in ${total} min.`);
process.exit(failed ? 1 : 0);
