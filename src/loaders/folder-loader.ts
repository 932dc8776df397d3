// The one loader every collection uses: one file per entry in src/content/<collection>/. Unlike
// Astro's file() and glob() loaders it never skips a file or keeps stale entries: every file is
// read, prepared (entry-data.ts), checked (entry-files.ts, markdown-rules.ts) and validated against
// the schema on every sync, and the first problem stops the build with the file named.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { collectionDir, type CollectionName } from './entry-files';
import { readEntryFiles } from './read-content';

/**
 * How long a collection's folder must stay quiet before it is read again in dev. A save empties
 * the file, then writes it; the watcher reports the first of those at once and drops the reports
 * that follow within 50 ms, so reading on the report itself can find an empty or half-written file.
 */
const SETTLE_MS = 150;

async function syncFolder(collection: CollectionName, context: LoaderContext): Promise<void> {
  const { store, parseData, renderMarkdown, generateDigest } = context;
  const loaded = [];
  // Every entry is checked before any problem stops the sync, so one message names every entry
  // that fails (a depot removed under two people names both).
  const problems: Error[] = [];
  for (const { id, file, data, body, raw } of readEntryFiles(collection)) {
    let parsed: Record<string, unknown>;
    try {
      parsed = await parseData({ id, data, filePath: file });
    } catch (error) {
      problems.push(error as Error);
      continue;
    }
    const entry = { id, data: parsed, filePath: file, digest: generateDigest(raw) };
    loaded.push(
      body === undefined ? entry : { ...entry, body, rendered: await renderMarkdown(body, { fileURL: pathToFileURL(resolve(file)) }) },
    );
  }
  if (problems.length === 1) throw problems[0];
  if (problems.length > 1) {
    const messages = problems.map(({ message }) => message).join('\n\n');
    throw new Error(`${problems.length} entries of ${collection} fail their checks:\n\n${messages}`);
  }
  // Replaced only once every file has passed, so a failed sync never leaves half a collection.
  store.clear();
  for (const entry of loaded) store.set(entry);
}

/** Loads src/content/<collection>/*.yaml (or *.md) and reloads it when a file changes in dev. */
export function folderLoader(collection: CollectionName): Loader {
  return {
    name: 'folder-loader',
    load: async (context) => {
      await syncFolder(collection, context);
      const dir = resolve(collectionDir(collection));
      let timer: ReturnType<typeof setTimeout> | undefined;
      // One sync at a time, in the order of the changes, so an older read never lands last.
      let syncing = Promise.resolve();
      context.watcher?.add(dir);
      context.watcher?.on('all', (_event, path) => {
        if (!resolve(path).startsWith(dir)) return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          // In dev a bad save shows its message and keeps the last good content on screen.
          syncing = syncing.then(() => syncFolder(collection, context).catch((error: Error) => context.logger.error(error.message)));
        }, SETTLE_MS);
      });
    },
  };
}
