// @vitest-environment node
// The pull-request workflow (.github/workflows/content.yml) cannot run here, so it runs nothing
// this project's own test command does not: each step is an install or an npm script that
// `npm test` (what .ci/run runs) runs too, and together they check the content and build the site.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const workflow = parse(readFileSync('.github/workflows/content.yml', 'utf8')) as {
  on: Record<string, unknown>;
  jobs: Record<string, { steps: { run?: string; uses?: string }[] }>;
};
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
const testedScripts = [...scripts['test']!.matchAll(/npm run ([\w:-]+)/g)].map(([, name]) => name);
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
    expect(commands.slice(1)).toEqual(['npm run check:content', 'npm run build']);
  });
});
