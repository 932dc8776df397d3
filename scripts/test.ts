// `npm test` and `npm run test:quick` (`--quick`: everything up to the browsers): the steps of
// scripts/lib/test-steps.ts in order, stopping at the first that fails, with `npm test`'s background
// lanes beside its last step; then each step's and lane's time as a table.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { FULL_BACKGROUND, FULL_STEPS, QUICK_STEPS, type Lane } from './lib/test-steps.ts';

/** How much lower a background lane's priority is (nice(1)): it gets a core when the steps leave one idle. */
const BACKGROUND_NICENESS = '10';
/**
 * How many times longer a background lane's browser tests may take (tests/fixtures/time.ts): while
 * the steps keep both cores busy, it gets a tenth of one, and its tests had run out of time in CI.
 */
const BACKGROUND_SLOWDOWN = '4';

/** The background lanes' scripts now running, each in a process group of its own, stopped if a step fails. */
const running = new Set<ChildProcess>();

/**
 * Stops the background lanes: a failed step, or Ctrl+C, which reaches only the foreground's process
 * group. As Ctrl+C would: Playwright stops the servers it started (each in a group of its own) on
 * SIGINT, and on SIGTERM left them holding their ports for the next run.
 */
const stopBackground = () => {
  for (const child of running) if (child.pid) process.kill(-child.pid, 'SIGINT');
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopBackground();
    process.exit(1);
  });

/** Runs `npm run <script>`, in the background or not; resolves with its exit code. */
const npmRun = (script: string, background: boolean) =>
  new Promise<number>((done) => {
    const command = ['npm', 'run', script];
    const child = background
      ? spawn('nice', ['-n', BACKGROUND_NICENESS, ...command], {
          stdio: 'inherit',
          detached: true,
          env: { ...process.env, TEST_SLOWDOWN: BACKGROUND_SLOWDOWN },
        })
      : spawn(command[0]!, command.slice(1), { stdio: 'inherit' });
    if (background && child.pid) {
      running.add(child);
      // A lane of its own process group is a session of its own, and Linux shares the cores evenly
      // between sessions whatever their processes' nice values (autogroups): the session is lowered too.
      try {
        writeFileSync(`/proc/${child.pid}/autogroup`, BACKGROUND_NICENESS);
      } catch {
        // No autogroups here (not Linux, or turned off): nice alone lowers the lane.
      }
    }
    child.on('error', () => done(1));
    child.on('exit', (code) => {
      running.delete(child);
      done(code ?? 1);
    });
  });

interface LaneResult {
  name: string;
  code: number;
  seconds: number;
}

const laneName = (lane: Lane): string => (typeof lane === 'string' ? lane : lane.join(' → '));

/** A lane's scripts run in turn, stopping at the first that fails. */
async function runLane(lane: Lane, background = false): Promise<LaneResult> {
  const started = performance.now();
  let code = 0;
  for (const script of typeof lane === 'string' ? [lane] : lane) {
    code = await npmRun(script, background);
    if (code !== 0) break;
  }
  return { name: laneName(lane), code, seconds: (performance.now() - started) / 1000 };
}

/** A row of the table: a step, under a step of several lanes each lane, indented; then each background lane. */
type Row = { name: string; seconds: number; passed: boolean };

const quick = process.argv.includes('--quick');
const started = performance.now();
const background: Promise<LaneResult>[] = [];
const rows: Row[] = [];
let failed: string | undefined;
for (const [index, step] of (quick ? QUICK_STEPS : FULL_STEPS).entries()) {
  // After the quick steps: the background builds in the project itself, as the quick steps' builds do.
  if (!quick && index === QUICK_STEPS.length) background.push(...FULL_BACKGROUND.map((lane) => runLane(lane, true)));
  const lanes = typeof step === 'string' ? [step] : step;
  const stepStarted = performance.now();
  const results = await Promise.all(lanes.map((lane) => runLane(lane)));
  const passed = results.every(({ code }) => code === 0);
  rows.push({ name: results.map(({ name }) => name).join(' + '), seconds: (performance.now() - stepStarted) / 1000, passed });
  if (lanes.length > 1) rows.push(...results.map(({ name, seconds, code }) => ({ name: `  ${name}`, seconds, passed: code === 0 })));
  if (!passed) {
    failed = results
      .filter(({ code }) => code !== 0)
      .map(({ name }) => name)
      .join(' and ');
    break;
  }
}
// A failed step ends the run: the background lanes stop; otherwise the run waits for them.
if (failed) stopBackground();
for (const { name, code, seconds } of await Promise.all(background)) {
  rows.push({ name: `${name}, in the background after the quick steps`, seconds, passed: code === 0 });
  if (code !== 0 && !failed) failed = name;
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
