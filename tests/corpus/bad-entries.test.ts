// The corpus of bad content entries (tests/fixtures/bad-entries/, one case per file), checked in
// this process through the build's own readers: each case is applied to a scratch copy of the
// baseline, then checked as `npm run validate` checks it (src/validation/content.ts): every
// collection read and validated as the content loader does (src/loaders/validate-entries.ts), then
// the checks between entries the build makes (src/lib/content/site-rules.ts). Every case must be refused, naming the file, the field
// (where there is one) and the problem. A few cases also run through `astro sync` and `astro build`
// (tests/content/bad-entries.test.ts), which proves Astro reports these same refusals.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '../../src/loaders/entry-files.ts';
import { contentProblems } from '../../src/validation/content.ts';
import { developerLine, refused } from '../../src/lib/content/content-problems.ts';
import { ROOT } from '../../scripts/lib/scratch-project.ts';
import { BASELINE_SITE } from '../../scripts/lib/output.ts';
import { applyCorpusEdit, badEntryCases } from '../fixtures/bad-entries.ts';

const BASELINE_SITE_DIR = join(ROOT, BASELINE_SITE.contentDir, '..');
let scratch: string;

beforeAll(() => {
  // The edits and the messages name src/content/..., as in the project itself.
  expect(CONTENT_DIR).toBe('src/content');
  scratch = mkdtempSync(join(tmpdir(), 'bad-entries-'));
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Everything the checks refuse in the content under the working directory, as `npm run validate` prints it. */
const refusals = (): string[] => refused(contentProblems()).map(developerLine);

/** Copies the baseline's content and photos into `dir`/src, as a project holds them. */
function copyBaselineContent(dir: string): void {
  for (const folder of ['content', 'assets']) cpSync(join(BASELINE_SITE_DIR, folder), join(dir, 'src', folder), { recursive: true });
}

/** What the readers refuse in the content under `dir`. */
function refusalsIn(dir: string): string {
  const cwd = process.cwd();
  try {
    process.chdir(dir);
    return refusals().join('\n');
  } finally {
    process.chdir(cwd);
  }
}

it('accepts the baseline as it is, so each refusal below comes from its edits', () => {
  const dir = join(scratch, 'unedited');
  copyBaselineContent(dir);
  expect(refusalsIn(dir)).toBe('');
});

it('changes an entry by its fields, keeping its other lines and its Markdown text', async () => {
  const dir = join(scratch, 'field-edit');
  copyBaselineContent(dir);
  const file = join(dir, 'src/content/products/pke.md');
  const before = readFileSync(file, 'utf8');
  await applyCorpusEdit(dir, { file: 'products/pke.md', set: { 'links.1.label': 'Call us' }, unset: 'specSheet' });
  const after = readFileSync(file, 'utf8');
  const lines = (text: string) => text.split('\n');
  const removed = lines(before).filter((line) => !lines(after).includes(line));
  const added = lines(after).filter((line) => !lines(before).includes(line));
  expect(removed).toEqual([expect.stringMatching(/^specSheet: /), expect.stringMatching(/^- label: /)]);
  expect(added).toEqual(['- label: Call us']);
  expect(after.slice(after.indexOf('\n---\n'))).toBe(before.slice(before.indexOf('\n---\n')));
  await expect(applyCorpusEdit(dir, { file: 'products/pke.md', unset: 'specSheet' })).rejects.toThrow(
    'specSheet is not in products/pke.md',
  );
});

describe.each(badEntryCases())('$name: $case', ({ name, edits, expect: wanted }) => {
  it(`is refused, naming ${wanted.file}${wanted.field ? ` and ${wanted.field}` : ''}`, async () => {
    const dir = join(scratch, name);
    copyBaselineContent(dir);
    for (const edit of edits) await applyCorpusEdit(dir, edit);
    const output = refusalsIn(dir);
    expect(output, 'the content should be refused').not.toBe('');
    expect(output).toContain(wanted.file);
    if (wanted.field) expect(output).toContain(wanted.field);
    expect(output).toContain(wanted.readerMessage ?? wanted.message);
  });
});
