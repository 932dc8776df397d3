// Before each save: the fields an editor cleared, the lists emptied and the choices left at what the
// site assumes anyway are taken out of the entry (empty-fields.ts), so the file loses their lines
// instead of keeping `strapline: ""`, `formerPaths: []` or `availability: on-sale`; and a sample value
// the entry no longer holds (the office typed the business's own) leaves its `sample` list
// (src/lib/content/sample-values.ts), the list left out once empty. A save the form refuses is no
// error of the page. Runs on /admin only.
import { decapWindow } from './decap-window.ts';
import { emptyPaths } from './empty-fields.ts';
import { editorPageData } from './page-data.ts';
import { heldSamples } from '../lib/content/sample-values.ts';

/** A list as the editor reads it from a file: an immutable list. */
interface EntryList {
  toJS(): unknown[];
}

/**
 * The entry's data as the editor holds it: an immutable map. Its sample list is an immutable list as
 * read from the file, or an array once the Sample values box has kept a value (sample-values.ts).
 */
interface EntryData {
  toJS(): Record<string, unknown>;
  get(key: 'sample'): EntryList | unknown[] | undefined;
  set(key: 'sample', value: EntryList | unknown[]): EntryData;
  delete(key: 'sample'): EntryData;
  removeIn(path: (string | number)[]): EntryData;
}

/** The entry being saved: its collection and its data. */
interface SavedEntry {
  get(key: 'data'): EntryData;
  get(key: 'collection'): string | undefined;
}

/** A field of the form's configuration, as Decap holds it. */
interface NamedField {
  get(key: 'name'): unknown;
}

const { CMS, decapStore } = decapWindow();
const { defaults } = editorPageData();

/** A sample list as plain values, whichever form the editor holds it in. */
const plainList = (list: EntryList | unknown[] | undefined): unknown[] => (Array.isArray(list) ? list : (list?.toJS() ?? []));

/** The data with the sample values it no longer holds taken off its list, and the list left out once empty. */
function withoutReplacedSamples(data: EntryData): EntryData {
  const listed = data.get('sample');
  if (!listed) return data;
  const { body, ...fields } = data.toJS();
  const held = heldSamples(fields, typeof body === 'string' ? body : undefined).map((kept) => JSON.stringify(kept));
  const records = plainList(listed);
  const left = records.filter((record) => held.includes(JSON.stringify(record)));
  if (left.length === records.length) return data;
  return left.length > 0 ? data.set('sample', left) : data.delete('sample');
}

CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }: { entry: SavedEntry }): EntryData => {
    const data = withoutReplacedSamples(entry.get('data'));
    return emptyPaths(data.toJS(), defaults[entry.get('collection') ?? ''] ?? []).reduce((cleaned, path) => cleaned.removeIn(path), data);
  },
});

// The form shows what was saved: Decap saves what preSave returns but leaves the form as typed, so the
// Sample values box still listed a value the save had taken off the list (a sample PDF replaced)
// until the form was opened again. The saved list goes back into the form as a change of the field,
// which Decap's own "saved" that follows marks as no change.
CMS.registerEventListener({
  name: 'postSave',
  handler: ({ entry }: { entry: SavedEntry }) => {
    const { collections, entryDraft } = decapStore.getState();
    const shown = (entryDraft.get('entry') as { getIn(path: string[]): EntryList | unknown[] | undefined } | undefined)?.getIn([
      'data',
      'sample',
    ]);
    const saved = entry.get('data').get('sample');
    if (!shown || shown === saved || JSON.stringify(plainList(shown)) === JSON.stringify(plainList(saved))) return;
    const fields = (
      collections.get(entry.get('collection') ?? '') as
        { get(key: 'fields'): { find(test: (field: NamedField) => boolean): NamedField | undefined } } | undefined
    )?.get('fields');
    const field = fields?.find((each) => each.get('name') === 'sample');
    if (!field) return;
    decapStore.dispatch({
      type: 'DRAFT_CHANGE_FIELD',
      payload: { field, value: saved ?? [], metadata: {}, entries: [] },
    });
  },
});

// Decap refuses a save while a field is marked by rejecting the save with no reason, which nothing
// catches: the browser would report it as the page's own uncaught error ("undefined"). The form has
// said why, under the field; a rejection with a reason is still reported.
window.addEventListener('unhandledrejection', (event) => {
  if (event.reason === undefined) event.preventDefault();
});
