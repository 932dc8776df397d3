// What the editor's scripts know of the other entries (/admin/references.json, src/admin/references.ts),
// fetched as the editor opens and again as each entry opens, so the form checks against the content
// as it is after the last save. A list of entries opened is read afresh too, so it shows the
// entries added, renamed or deleted since the editor was loaded. Runs on /admin only.
import { decapWindow } from './decap-window.ts';
import { editorPageData } from './page-data.ts';
import type { EditorReferences } from './references.ts';

let known: EditorReferences = {
  referrers: {},
  depots: [],
  counted: [],
  named: {},
  featuredAlone: {},
  counts: { depots: 0, offices: 0, products: 0, staff: 0, founded: 0 },
  paths: {},
  listPlaces: [],
  listNames: { categories: {}, groups: {} },
};

/** True once an answer is in: until then nothing is known of the counts. */
let answered = false;

const refresh = () =>
  fetch(editorPageData().references)
    .then((response) => (response.ok ? (response.json() as Promise<EditorReferences>) : known))
    .then((found) => {
      answered ||= found !== known;
      return (known = found);
    })
    .catch(() => known);

/** The collection whose list the editor's address opens (#/collections/<name>, or filtered), if any. */
const listOpened = () => window.location.hash.match(/^#\/collections\/([^/?]+)(?:\/filter\/.*)?$/)?.[1];

void refresh();
window.addEventListener('hashchange', () => {
  void refresh();
  const list = listOpened();
  if (list) decapWindow().reloadList(list);
});

/** What is known now. */
export const references = (): EditorReferences => known;

/** The counts the site fills into the words, once known. */
export const knownCounts = () => (answered ? known.counts : undefined);
