// @vitest-environment node
// The content loader in dev: a save in the editor must reach the site's dev server, which reloads
// every open page once the collection's store changes. The loader is driven here with a stand-in
// for Astro's context, on a scratch copy of the content: a save as the editor's save server makes
// it (the file emptied, then written) and a bad save, each reported once by the watcher.
import { EventEmitter } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoaderContext } from 'astro/loaders';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { CONTENT_DIR, collectionDir, listEntryFiles } from '../../src/loaders/entry-files';
import { folderLoader } from '../../src/loaders/folder-loader';

const projectRoot = process.cwd();
let scratch: string;

beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'folder-loader-'));
  // The content folder and the photos it links to, at the same place under the scratch folder.
  cpSync(join(CONTENT_DIR, '..'), join(scratch, CONTENT_DIR, '..'), { recursive: true });
  process.chdir(scratch);
});

afterEach(() => {
  process.chdir(projectRoot);
  rmSync(scratch, { recursive: true, force: true });
});

/**
 * Loads the staff collection as Astro would in dev; `entries()` reads what the store holds now.
 * The stand-in for Astro's schema check refuses an entry based at `refused`, naming its file.
 */
async function loadStaff(refused?: string) {
  const entries = new Map<string, Record<string, unknown>>();
  const watcher = Object.assign(new EventEmitter(), { add: () => watcher });
  const errors: string[] = [];
  const context = {
    store: {
      clear: () => entries.clear(),
      set: ({ id, data }: { id: string; data: Record<string, unknown> }) => (entries.set(id, data), true),
    },
    parseData: async ({ data, filePath }: { data: Record<string, unknown>; filePath: string }) => {
      if (data['location'] === refused) throw new Error(`${filePath}: location: "${refused}" is not a site`);
      return data;
    },
    generateDigest: (raw: string) => String(raw.length),
    renderMarkdown: async () => ({ html: '' }),
    logger: { error: (message: string) => errors.push(message) },
    watcher,
  } as unknown as LoaderContext;
  await folderLoader('staff').load(context);
  return { entries, watcher, errors };
}

const staffFile = () => listEntryFiles(collectionDir('staff'), 'yaml')[0]!;

it('a save is read once it is written, though the watcher reported it when the file was still empty', async () => {
  const { entries, watcher, errors } = await loadStaff();
  const { id, file } = staffFile();
  const saved = { ...(parse(readFileSync(file, 'utf8')) as Record<string, unknown>), role: 'Calf Rearing Specialist' };
  writeFileSync(file, '');
  watcher.emit('all', 'change', join(scratch, file));
  await new Promise((done) => setTimeout(done, 20));
  writeFileSync(file, JSON.stringify(saved));
  await vi.waitFor(() => expect(entries.get(id)?.['role']).toBe('Calf Rearing Specialist'), { timeout: 5000 });
  expect(errors).toEqual([]);
});

it('a save that cannot be read is named, and the last good content stays', async () => {
  const { entries, watcher, errors } = await loadStaff();
  const { id, file } = staffFile();
  const before = entries.get(id);
  writeFileSync(file, `${readFileSync(file, 'utf8')}\nphones: [027 555`);
  watcher.emit('all', 'change', join(scratch, file));
  await vi.waitFor(() => expect(errors).toHaveLength(1), { timeout: 5000 });
  expect(errors[0]).toContain(file);
  expect(entries.get(id)).toEqual(before);
});

it('a sync that fails names every entry that fails, not just the first', async () => {
  const staff = listEntryFiles(collectionDir('staff'), 'yaml').map(({ file }) => ({ file, data: parse(readFileSync(file, 'utf8')) }));
  const [first, second] = staff;
  // Two people moved to a site that is gone, as when a depot is removed under them.
  for (const { file, data } of [first!, second!]) writeFileSync(file, JSON.stringify({ ...data, location: 'gone' }));
  const failure = await loadStaff('gone').then(
    () => undefined,
    (error: Error) => error.message,
  );
  expect(failure).toContain(`${first!.file}: location`);
  expect(failure).toContain(`${second!.file}: location`);
});
