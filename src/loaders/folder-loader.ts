// Astro's loader for a collection's folder: one file per entry in src/content/<collection>/, read,
// prepared and checked (validate-entries.ts, which reads through prepare-entries.ts and
// entry-files.ts), then validated by Astro against the collection's schema. Unlike Astro's file()
// and glob() loaders it never skips a file or keeps stale entries. In a build the first problem
// stops it with the file named; the dev server (`npm run edit`) must outlive a bad save instead, so
// there a broken entry keeps its last good version and the problem is reported for every page to
// show (src/lib/content/content-problems.ts). On the dev server every collection is read again
// when any entry, picture or uploaded PDF changes: an entry's checks read other files (a person's
// site, a product's category and picture, a spec sheet), so a depot deleted under a person is
// named as soon as it goes, in the same read the pages come from.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import type { CollectionName } from '../collections.ts';
import { ContentProblems, problemsOf, type ContentProblem } from '../lib/content/content-problems.ts';
import { contentChanged, reportProblems } from './reported-problems.ts';
import { UPLOADED_FILES } from '../lib/paths/files.ts';
import { CONTENT_DIR, collectionDir } from './entry-files.ts';
import { checkedEntries, schemaProblems } from './validate-entries.ts';

/** The folders an entry's checks read, beside the content: its pictures and the uploaded PDFs. */
const WATCHED = [CONTENT_DIR, 'src/assets', UPLOADED_FILES.dir];

/**
 * How long a collection's folder must stay quiet before it is read again in dev. A save empties
 * the file, then writes it; the watcher reports the first of those at once and drops the reports
 * that follow within 50 ms, so reading on the report itself can find an empty or half-written file.
 */
const SETTLE_MS = 150;

async function syncFolder(collection: CollectionName, context: LoaderContext, dev: boolean): Promise<void> {
  const { store, parseData, renderMarkdown, generateDigest } = context;
  const loaded: NonNullable<ReturnType<LoaderContext['store']['get']>>[] = [];
  // Every entry is checked before any problem stops the sync, so one message names every entry
  // that fails (a depot removed under two people names both).
  const problems: ContentProblem[] = [];
  const keepLastGood = (found: readonly ContentProblem[], id: string) => {
    problems.push(...found);
    const lastGood = dev ? store.get(id) : undefined;
    if (lastGood) loaded.push(lastGood);
  };
  const files = checkedEntries(collection, dev ? (found, { id }) => keepLastGood(found, id) : undefined);
  for (const { id, file, data, body, raw } of files) {
    let parsed: Record<string, unknown>;
    try {
      parsed = await parseData({ id, data, filePath: file });
    } catch (error) {
      // Validated once; only an entry that fails is checked again, to say what is wrong in the
      // office's words. Astro's own message stands where those find nothing (a picture it cannot read).
      const wrong = schemaProblems(collection, { id, file, data });
      keepLastGood(wrong.length > 0 ? wrong : problemsOf(error, { file }), id);
      continue;
    }
    const entry = { id, data: parsed, filePath: file, digest: generateDigest(raw) };
    loaded.push(
      body === undefined ? entry : { ...entry, body, rendered: await renderMarkdown(body, { fileURL: pathToFileURL(resolve(file)) }) },
    );
  }
  if (!dev && problems.length > 0) throw new ContentProblems(problems);
  // Replaced only once every file has been read, so a failed sync never leaves half a collection.
  store.clear();
  for (const entry of loaded) store.set(entry);
  if (!dev) return;
  if (problems.length > 0) context.logger.error(new ContentProblems(problems).message);
  reportProblems(collection, problems);
  contentChanged();
}

/** Loads src/content/<collection>/*.yaml (or *.md) and reloads it when a file changes in dev. */
export function folderLoader(collection: CollectionName): Loader {
  return {
    name: 'folder-loader',
    load: async (context) => {
      // Only the dev server watches the files.
      const dev = context.watcher !== undefined;
      const sync = () =>
        syncFolder(collection, context, dev).catch((error: Error) => {
          if (!dev) throw error;
          // A problem with the folder itself (a file the site cannot name): the last good content stays.
          context.logger.error(error.message);
          reportProblems(collection, problemsOf(error, { file: collectionDir(collection) }));
        });
      await sync();
      const dirs = WATCHED.map((dir) => resolve(dir));
      let timer: ReturnType<typeof setTimeout> | undefined;
      // One sync at a time, in the order of the changes, so an older read never lands last.
      let syncing = Promise.resolve();
      context.watcher?.add(dirs);
      context.watcher?.on('all', (_event, path) => {
        if (!dirs.some((dir) => resolve(path).startsWith(dir))) return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          syncing = syncing.then(sync);
        }, SETTLE_MS);
      });
    },
  };
}
