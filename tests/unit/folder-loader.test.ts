// @vitest-environment node
// The content loader in dev: a save in the editor must reach the site's dev server, which reloads
// every open page once the collection's store changes. The loader is driven here with a stand-in
// for Astro's context, on a content folder of this file's own (tests/fixtures/entries.ts), written
// afresh for each test: a save as the editor's save server makes it (the file emptied, then
// written) and a bad save, each reported once by the watcher.
import { EventEmitter } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import type { LoaderContext } from 'astro/loaders';
import { afterAll, afterEach, beforeEach, expect, it, vi } from 'vitest';
import { collectionSchema, withoutImagePipeline } from '../../src/collections.ts';
import { folderLoader } from '../../src/loaders/folder-loader.ts';
import { developerLine, officeLine } from '../../src/lib/content/content-problems.ts';
import { reportProblems, reportedProblems } from '../../src/loaders/reported-problems.ts';
import { site, type FixtureEntry } from '../fixtures/entries.ts';

const content = await vi.hoisted(async () => (await import('../fixtures/entries.ts')).contentFolder());
afterAll(() => content.remove());

beforeEach(() => content.reset());
afterEach(() => reportProblems('staff', []));

/** The staff of the folder, each with its file. */
const staff = site()
  .filter((entry): entry is FixtureEntry<'staff'> => entry.collection === 'staff')
  .map((entry) => ({ entry, id: entry.id, file: content.fileOf(entry) }));

/**
 * Loads the staff collection as Astro would: in dev (with a watcher), or as a build does.
 * `entries()` reads what the store holds now.
 */
async function loadStaff({ dev = true }: { dev?: boolean } = {}) {
  const entries = new Map<string, Record<string, unknown>>();
  const watcher = Object.assign(new EventEmitter(), { add: () => watcher });
  const errors: string[] = [];
  const context = {
    store: {
      get: (id: string) => (entries.has(id) ? { id, data: entries.get(id) } : undefined),
      clear: () => entries.clear(),
      set: ({ id, data }: { id: string; data: Record<string, unknown> }) => (entries.set(id, data), true),
    },
    // As Astro's does: the data validated by the collection's schema, or a refusal in Astro's words.
    parseData: async ({ id, data }: { id: string; data: Record<string, unknown> }) => {
      const parsed = collectionSchema('staff', withoutImagePipeline).safeParse(data);
      if (!parsed.success) throw new Error(`**staff → ${id}** data does not match collection schema.`);
      return parsed.data;
    },
    generateDigest: (raw: string) => String(raw.length),
    renderMarkdown: async () => ({ html: '' }),
    logger: { error: (message: string) => errors.push(message) },
    watcher: dev ? watcher : undefined,
  } as unknown as LoaderContext;
  await folderLoader('staff').load(context);
  return { entries, watcher, errors };
}

it('a save is read once it is written, though the watcher reported it when the file was still empty', async () => {
  const { entries, watcher, errors } = await loadStaff();
  const { entry, id, file } = staff[0]!;
  writeFileSync(file, '');
  watcher.emit('all', 'change', file);
  await new Promise((done) => setTimeout(done, 20));
  content.write({ ...entry, data: { ...entry.data, role: 'Calf Rearing Specialist' } });
  await vi.waitFor(() => expect(entries.get(id)?.['role']).toBe('Calf Rearing Specialist'), { timeout: 5000 });
  expect(errors).toEqual([]);
});

it('a save that cannot be read is named, and the last good content stays', async () => {
  const { entries, watcher, errors } = await loadStaff();
  const { id, file } = staff[0]!;
  const before = entries.get(id);
  const good = readFileSync(file, 'utf8');
  // A list left open: YAML that does not parse.
  writeFileSync(file, `${good}\nphones: [027 555`);
  watcher.emit('all', 'change', file);
  await vi.waitFor(() => expect(errors).toHaveLength(1), { timeout: 5000 });
  expect(errors[0]).toContain(file);
  expect(entries.get(id)).toEqual(before);
  // Every page of the dev server lists it until the file is fixed.
  expect(reportedProblems().map(developerLine)).toEqual([errors[0]]);
  writeFileSync(file, good);
  watcher.emit('all', 'change', file);
  await vi.waitFor(() => expect(reportedProblems()).toEqual([]), { timeout: 5000 });
});

it('an entry that breaks its schema keeps its last good version in dev, and is reported', async () => {
  const { entries, watcher, errors } = await loadStaff();
  const { entry, id, file } = staff[0]!;
  const before = entries.get(id);
  content.write({ ...entry, data: { ...entry.data, email: 'not-an-address' } });
  watcher.emit('all', 'change', file);
  await vi.waitFor(() => expect(reportedProblems()).toHaveLength(1), { timeout: 5000 });
  // For a developer: the file, the entry's name, the field's label, then the key path; for the
  // office: the form and the field's label alone.
  const [problem] = reportedProblems();
  expect(developerLine(problem!)).toMatch(new RegExp(`^${file}: \u201c.+\u201d \u203a E-mail \u2014 email: `));
  expect(officeLine(problem!)).toMatch(/^Staff member \u201c.+\u201d \u203a E-mail: /);
  expect(errors).toEqual(reportedProblems().map(developerLine));
  expect(entries.get(id)).toEqual(before);
  expect(entries.size).toBe(staff.length);
});

it('a sync that fails names every entry that fails, not just the first', async () => {
  const [first, second] = staff;
  // Two people moved to a site that is gone, as when a depot is removed under them.
  for (const { entry } of [first!, second!]) content.write({ ...entry, data: { ...entry.data, location: 'gone' } });
  const failure = await loadStaff({ dev: false }).then(
    () => undefined,
    (error: Error) => error.message,
  );
  for (const { file } of [first!, second!]) expect(failure).toMatch(new RegExp(`${file}: .* \u2014 location: "gone" is not a location`));
});
