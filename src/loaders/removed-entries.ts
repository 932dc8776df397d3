// The entries deleted since the last published version of the content, with their names, so the
// checks can warn of words that still name them (a deleted depot's town in About Us). Read from
// git: the version at CONTENT_BASE (HEAD unless set; a pull request's check sets its base), against
// the files as they are now. Without git, or outside a repository, none are known.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parse } from 'yaml';
import { COLLECTIONS, type CollectionName } from '../collections.ts';
import type { RemovedEntry } from '../lib/content/site-rules.ts';
import { collectionDir } from './entry-files.ts';
import { entryName } from '../lib/content/entry.ts';

/** The collections whose entries' names the words may use, with what each entry is called in a warning. */
const NAMED: Partial<Record<CollectionName, string>> = { locations: 'site or depot', products: 'product', categories: 'category' };

/** The version compared with: a commit, branch or tag. */
const base = () => process.env['CONTENT_BASE']?.trim() || 'HEAD';

const git = (...args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 16 * 1024 * 1024 });

/** An entry file at the base: its collection, and its name once read. */
interface BaseEntry {
  collection: CollectionName;
  name?: string;
}

/** The named collections' files at the base; listed once per process (the base does not move while it runs). */
let atBase: Map<string, BaseEntry> | undefined;

function filesAtBase(): Map<string, BaseEntry> {
  if (atBase) return atBase;
  atBase = new Map();
  const collections = Object.keys(NAMED) as CollectionName[];
  try {
    const files = git('ls-tree', '-r', '--name-only', base(), '--', ...collections.map(collectionDir))
      .split('\n')
      .filter(Boolean);
    for (const file of files) {
      const collection = collections.find((name) => file.startsWith(`${collectionDir(name)}/`));
      if (collection) atBase.set(file, { collection });
    }
  } catch {
    // Not a repository, or no such version: nothing is known to be removed.
  }
  return atBase;
}

/** An entry's name as the base holds it, or undefined when it cannot be read. */
function nameAtBase(file: string, collection: CollectionName): string | undefined {
  try {
    const text = git('show', `${base()}:${file}`);
    const frontMatter = COLLECTIONS[collection].format === 'markdown' ? text.split(/^---\s*$/m)[1] : text;
    return entryName((parse(frontMatter ?? '') ?? {}) as Record<string, unknown>);
  } catch {
    return undefined;
  }
}

/** The entries of the base that are no longer in the content folder, by name. */
export function removedEntries(): RemovedEntry[] {
  return [...filesAtBase()].flatMap(([file, entry]) => {
    if (existsSync(file)) return [];
    entry.name ??= nameAtBase(file, entry.collection) ?? '';
    return entry.name ? [{ kind: NAMED[entry.collection]!, name: entry.name }] : [];
  });
}
