// `npm test` and `npm run test:quick` (`--quick`: everything up to the browsers): the steps of
// scripts/lib/test-steps.ts in order, stopping at the first that fails, then each step's time as a table.
import { spawn } from 'node:child_process';
import { FULL_STEPS, QUICK_STEPS } from './lib/test-steps.ts';

/** Runs `npm run <script>`; resolves with its exit code. */
const npmRun = (script: string) =>
  new Promise<number>((done) => {
    const child = spawn('npm', ['run', script], { stdio: 'inherit' });
    child.on('error', () => done(1));
    child.on('exit', (code) => done(code ?? 1));
  });

const started = performance.now();
const rows: string[] = [];
let failed: string | undefined;
for (const step of process.argv.includes('--quick') ? QUICK_STEPS : FULL_STEPS) {
  const scripts = typeof step === 'string' ? [step] : step;
  const stepStarted = performance.now();
  const codes = await Promise.all(scripts.map(npmRun));
  const seconds = ((performance.now() - stepStarted) / 1000).toFixed(1);
  const names = scripts.join(' + ');
  rows.push(`| ${names.padEnd(22)} | ${seconds.padStart(7)} | ${codes.every((code) => code === 0) ? 'passed' : 'FAILED'} |`);
  if (codes.some((code) => code !== 0)) {
    failed = names;
    break;
  }
}
const total = ((performance.now() - started) / 1000 / 60).toFixed(1);
console.log(['', `| ${'Step'.padEnd(22)} | Seconds | Result |`, `| ${'-'.repeat(22)} | ------: | ------ |`, ...rows].join('\n'));
console.log(failed ? `\n${failed} failed after ${total} min.` : `\nEvery step passed in ${total} min.`);
process.exit(failed ? 1 : 0);
