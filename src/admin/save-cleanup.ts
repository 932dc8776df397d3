// Before each save: the fields an editor cleared, the lists emptied and the choices left at what the
// site assumes anyway are taken out of the entry (empty-fields.ts), so the file loses their lines
// instead of keeping `tagline: ""`, `formerPaths: []` or `availability: on-sale`; and a field listed as a sample that
// the editor changed leaves the `sample:` list (sample-fields.ts). A save the form refuses is no
// error of the page. Runs on /admin only.
import { decapWindow } from './decap-window';
import { emptyPaths } from './empty-fields';
import { editorPageData } from './page-data';
import { editedSamples, fileData } from './sample-fields';

/** A list as the editor holds it: an immutable list. */
interface EntryList {
  toJS(): unknown[];
  filter(keep: (item: unknown) => boolean): EntryList;
  size: number;
}

/** The entry's data as the editor holds it: an immutable map. */
interface EntryData {
  toJS(): Record<string, unknown>;
  get(key: 'sample'): EntryList | undefined;
  set(key: 'sample', value: EntryList): EntryData;
  delete(key: 'sample'): EntryData;
  removeIn(path: (string | number)[]): EntryData;
}

/** The entry being saved: its collection, its data, and its file's text as the form opened it (empty for a new entry). */
interface SavedEntry {
  get(key: 'data'): EntryData;
  get(key: 'raw' | 'collection'): string | undefined;
}

const { CMS } = decapWindow();
const { defaults } = editorPageData();

/** The data with the sample names of edited fields taken off its list, and the list left out once empty. */
function withoutEditedSamples(data: EntryData, raw: string | undefined): EntryData {
  const listed = data.get('sample');
  const before = raw ? fileData(raw) : undefined;
  if (!listed || !before) return data;
  const edited = editedSamples(listed.toJS().map(String), before, data.toJS());
  if (edited.length === 0) return data;
  const left = listed.filter((name) => !edited.includes(String(name)));
  return left.size > 0 ? data.set('sample', left) : data.delete('sample');
}

CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }: { entry: SavedEntry }): EntryData => {
    const data = withoutEditedSamples(entry.get('data'), entry.get('raw'));
    return emptyPaths(data.toJS(), defaults[entry.get('collection') ?? ''] ?? []).reduce((cleaned, path) => cleaned.removeIn(path), data);
  },
});

// Decap refuses a save while a field is marked by rejecting the save with no reason, which nothing
// catches: the browser would report it as the page's own uncaught error ("undefined"). The form has
// said why, under the field; a rejection with a reason is still reported.
window.addEventListener('unhandledrejection', (event) => {
  if (event.reason === undefined) event.preventDefault();
});
