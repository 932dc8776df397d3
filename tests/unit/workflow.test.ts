// @vitest-environment node
// The pull-request workflow (.github/workflows/content.yml) cannot run here, so it runs nothing
// this project's own test command does not: each step is an install or an npm script that
// `npm test` (what .ci/run runs) runs too, and together they check the content and build the site.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { FULL_BACKGROUND, FULL_STEPS, scriptsOf } from '../../scripts/lib/test-steps.ts';

const workflow = parse(readFileSync('.github/workflows/content.yml', 'utf8')) as {
  on: Record<string, unknown>;
  jobs: Record<string, { steps: { run?: string; uses?: string }[] }>;
};
const testedScripts = scriptsOf(FULL_STEPS, FULL_BACKGROUND);
const commands = Object.values(workflow.jobs).flatMap(({ steps }) => steps.flatMap(({ run }) => (run ? [run.trim()] : [])));

describe('the pull-request workflow', () => {
  it('runs on every pull request', () => {
    expect(workflow.on).toHaveProperty('pull_request');
  });

  it('runs only an install and npm scripts that npm test runs', () => {
    const [install, ...rest] = commands;
    expect(install).toMatch(/^npm (ci|install)\b/);
    for (const command of rest) {
      const script = command.match(/^npm run ([\w:-]+)$/)?.[1];
      expect(script, command).toBeDefined();
      expect(testedScripts, command).toContain(script);
    }
  });

  it("uses actions that run on Node 24: GitHub's runners no longer run actions built for Node 20", () => {
    // The first major of each that runs on Node 24; the workflow keeps to the current major.
    const node24From: Record<string, number> = { 'actions/checkout': 5, 'actions/setup-node': 5 };
    const uses = Object.values(workflow.jobs).flatMap(({ steps }) => steps.flatMap(({ uses }) => (uses ? [uses] : [])));
    expect(uses.length).toBeGreaterThan(0);
    for (const action of uses) {
      const [, name = '', major = ''] = action.match(/^([\w-]+\/[\w-]+)@v(\d+)$/) ?? [];
      expect(Object.keys(node24From), action).toContain(name);
      expect(Number(major), action).toBeGreaterThanOrEqual(node24From[name]!);
    }
  });

  it('checks the content, then builds for production', () => {
    expect(commands.slice(1)).toEqual(['npm run validate', 'npm run build']);
  });
});

describe('the daily rebuild (.github/workflows/scheduled-rebuild.yml)', () => {
  const rebuild = parse(readFileSync('.github/workflows/scheduled-rebuild.yml', 'utf8')) as {
    on: { schedule: { cron: string }[] };
    jobs: Record<string, { env: Record<string, string>; steps: { if?: string; run?: string }[] }>;
  };
  const [minute, hour] = rebuild.on.schedule[0]!.cron.split(' ').map(Number);
  /** The scheduled time on `day` as the clock reads in New Zealand, HH:MM. */
  const inNewZealand = (day: string) =>
    new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`),
    );

  it('runs daily just after midnight in New Zealand, in winter and in summer time', () => {
    expect(rebuild.on.schedule[0]!.cron).toMatch(/^\d+ \d+ \* \* \*$/);
    for (const day of ['2026-07-01', '2027-01-15']) expect(inNewZealand(day), day).toMatch(/^0[01]:\d\d$/);
  });

  it('posts to each host\u2019s build hook from a repository secret, skipping a host with none', () => {
    const [job] = Object.values(rebuild.jobs);
    for (const secret of ['NETLIFY_BUILD_HOOK', 'CLOUDFLARE_DEPLOY_HOOK']) {
      expect(job!.env[secret]).toBe(`\${{ secrets.${secret} }}`);
      const step = job!.steps.find(({ run }) => run?.includes(`"$${secret}"`));
      expect(step?.run, secret).toMatch(/^curl --fail .*-X POST/);
      expect(step?.if, secret).toBe(`env.${secret} != ''`);
    }
  });
});
