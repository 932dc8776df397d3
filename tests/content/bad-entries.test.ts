// A few cases of the bad-entry corpus (tests/fixtures/bad-entries/) end to end: each is applied to
// a fresh copy of the project, with no content cache, and Astro is run on it. The whole corpus is
// checked in-process through the same readers (tests/corpus/bad-entries.test.ts); these prove
// that Astro reaches those readers and prints their refusals: a schema's message in the form's
// words (the loader checks each entry before Astro does). `astro sync` checks each entry; a case that only shows when entries meet (two
// claiming one path) needs `astro build`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inPool } from '../../scripts/lib/pool.ts';
import { copyProject, removeProject, runAstro, type AstroRun } from '../../scripts/lib/scratch-project.ts';
import { applyCorpusEdit, badEntryCases } from '../fixtures/bad-entries.ts';

// One case of each stage of the readers: the schema's other messages (a wrong type named by its
// label, a description too long) come from the same stage as "Required", and the corpus holds them.
const END_TO_END = [
  // A field missing from the schema ("Required").
  'product-missing-summary',
  // A reference to an entry that does not exist.
  'staff-unknown-location',
  // A Markdown rule of the loader (src/lib/content/markdown-rules.ts).
  'product-body-script',
  // A check between entries (src/lib/content/site-rules.ts), which only the build makes.
  'cross-two-products-one-path',
];
const cases = badEntryCases().filter(({ name }) => END_TO_END.includes(name));

const runs = new Map<string, AstroRun>();

beforeAll(async () => {
  expect(cases.map(({ name }) => name).sort()).toEqual([...END_TO_END].sort());
  await inPool(cases, 2, async (badCase) => {
    const dir = await copyProject('bad-entry-');
    try {
      for (const edit of badCase.edits) await applyCorpusEdit(dir, edit);
      runs.set(badCase.name, await runAstro(dir, badCase.check));
    } finally {
      await removeProject(dir);
    }
  });
});

afterAll(() => {
  const seconds = [...runs.values()].map((run) => run.seconds);
  console.log(`${runs.size} bad entries run through Astro; ${seconds.reduce((a, b) => a + b, 0).toFixed(0)} s of Astro runs`);
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
