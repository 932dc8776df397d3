// The corpus of bad content entries (tests/fixtures/bad-entries/, one case per file): each is
// applied to a fresh copy of the project, with no content cache, and Astro is run on it. Every
// case must stop the build, and the output must name the file, the field (where there is one) and
// the problem. `astro sync` checks an entry against its schema without rendering pages; cases
// that only show when entries meet (two claiming one path) need `astro build`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, applyEdit, copyProject, inPool, removeProject, runAstro, type AstroRun, type Edit } from '../../scripts/lib/scratch-project';

interface BadEntryCase {
  /** What the editor did. */
  case: string;
  check: 'sync' | 'build';
  edits: Edit[];
  expect: { file: string; field?: string; message: string };
}

const FIXTURES = join(ROOT, 'tests/fixtures/bad-entries');
const cases = readdirSync(FIXTURES)
  .filter((name) => name.endsWith('.yaml'))
  .sort()
  .map((name) => ({ name: name.replace(/\.yaml$/, ''), ...(parse(readFileSync(join(FIXTURES, name), 'utf8')) as BadEntryCase) }));

const runs = new Map<string, AstroRun>();

beforeAll(async () => {
  await inPool(cases, 2, async (badCase) => {
    const dir = await copyProject('bad-entry-');
    try {
      for (const edit of badCase.edits) await applyEdit(dir, edit);
      runs.set(badCase.name, await runAstro(dir, badCase.check));
    } catch (error) {
      // A fixture that no longer fits the content fails its own case, not the whole corpus.
      runs.set(badCase.name, { ok: true, output: `the fixture could not be applied: ${(error as Error).message}`, seconds: 0 });
    } finally {
      await removeProject(dir);
    }
  });
  const seconds = [...runs.values()].map((run) => run.seconds);
  console.log(`${cases.length} bad entries checked; ${seconds.reduce((a, b) => a + b, 0).toFixed(0)} s of Astro runs`);
});

afterAll(() => {
  const named = cases.filter(({ name, expect: wanted }) => {
    const output = runs.get(name)?.output ?? '';
    return output.includes(wanted.file) && (!wanted.field || output.includes(wanted.field));
  });
  console.log(`${named.length} of ${cases.length} bad entries stop the build with the file (and field) named`);
});

describe.each(cases)('$name: $case', ({ name, check, expect: wanted }) => {
  it(`stops \`astro ${check}\`, naming ${wanted.file}${wanted.field ? ` and ${wanted.field}` : ''}`, () => {
    const run = runs.get(name)!;
    expect(run.ok, `astro ${check} should fail; it printed:\n${run.output.slice(-3000)}`).toBe(false);
    expect(run.output).toContain(wanted.file);
    if (wanted.field) expect(run.output).toContain(wanted.field);
    expect(run.output).toContain(wanted.message);
  });
});
