// Before each save, the fields an editor cleared are taken out of the entry (empty-fields.ts), so
// the file loses their lines instead of keeping `tagline: ""`. Runs on /admin only.
import { emptyPaths } from './empty-fields';

/** The entry's data as the editor holds it: an immutable map. */
interface EntryData {
  toJS(): unknown;
  removeIn(path: (string | number)[]): EntryData;
}

interface Cms {
  registerEventListener(listener: { name: 'preSave'; handler: (event: { entry: { get(key: 'data'): EntryData } }) => EntryData }): void;
}

const { CMS } = window as unknown as { CMS: Cms };

CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => emptyPaths(entry.get('data').toJS()).reduce((data, path) => data.removeIn(path), entry.get('data')),
});
