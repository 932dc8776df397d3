// The browser editor's own build of Decap CMS: its core, the two ways it saves (to GitHub, and to
// this computer's files through `npm run edit`), the field widgets the forms use and English. The
// prebuilt decap-cms bundle carries every backend, widget, media service and language besides
// (5.2 MB, including a map library); this is 3 MB, and the editor is usable seconds sooner.
// Bundled by src/integrations/editor-files.ts into /admin/decap-cms.js. It does not start the
// editor: the page's own script does (src/pages/admin.astro), once its widgets and previews are in.
import { createElement } from 'react';
import createReactClass from 'create-react-class';
import { DecapCmsCore as CMS } from 'decap-cms-core';
// Decap's own store (read by the editor's scripts: field-marks.ts) and its action that reads a
// collection's list (reloadList below).
import { store } from 'decap-cms-core/dist/esm/redux/index.js';
import { loadEntries, REMOVE_DRAFT_ENTRY_MEDIA_FILE } from 'decap-cms-core/dist/esm/actions/entries.js';
import createRootReducer from 'decap-cms-core/dist/esm/reducers/combinedReducer.js';
import { Backend } from 'decap-cms-core/dist/esm/backend.js';
import { selectIdentifier } from 'decap-cms-core/dist/esm/reducers/collections.js';
import { GitHubBackend } from 'decap-cms-backend-github';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import { en } from 'decap-cms-locales';
import boolean from 'decap-cms-widget-boolean';
import file from 'decap-cms-widget-file';
import image from 'decap-cms-widget-image';
import list from 'decap-cms-widget-list';
import markdown from 'decap-cms-widget-markdown';
import number from 'decap-cms-widget-number';
import object from 'decap-cms-widget-object';
import relation from 'decap-cms-widget-relation';
// The relation widget's own memory of each collection's entries, which it keeps for the whole visit:
// the editor's own relation widget (form-rules.ts) empties it as a form opens, so an entry added or
// renamed since is listed, by its new name.
import relationOptions from 'decap-cms-widget-relation/dist/esm/RelationCache.js';
import select from 'decap-cms-widget-select';
import string from 'decap-cms-widget-string';
import text from 'decap-cms-widget-text';

CMS.registerBackend('github', GitHubBackend);
// `local_backend` (npm run edit) saves through Decap's proxy backend.
CMS.registerBackend('proxy', ProxyBackend);
CMS.registerWidget([string, number, text, image, file, select, markdown, list, object, relation, boolean].map((widget) => widget.Widget()));
// English, its new-entry button without the full-width plus ('＋ Product'): a character few fonts
// draw, shown as an empty box on a machine without one. The editor draws the plus itself (icons.ts).
CMS.registerLocale('en', {
  ...en,
  collection: { ...en.collection, collectionTop: { ...en.collection.collectionTop, newButton: '%{collectionLabel}' } },
  // The media library's own question, in plain words ("selected media?"), and never an entry's
  // warning (delete-warning.ts adds that only to a question about an entry).
  mediaLibrary: {
    ...en.mediaLibrary,
    mediaLibrary: {
      ...en.mediaLibrary.mediaLibrary,
      onDelete:
        'Delete the selected file from the site\u2019s files for good? Nothing else changes: anything that still shows it will need another one chosen.',
    },
  },
});
// A file deleted in the media library leaves the open form as it was: Decap takes it off the form's
// files and marks the form changed ("Unsaved changes", and a question on leaving) even when the file
// was one already saved, which the save would not touch. Only a file uploaded in this form and not
// yet saved is a change to it.
const reducer = createRootReducer();
store.replaceReducer((state, action) => {
  const next = reducer(state, action);
  if (action.type !== REMOVE_DRAFT_ENTRY_MEDIA_FILE || !state) return next;
  const removed = state.entryDraft.getIn(['entry', 'mediaFiles'])?.find((file) => file.get('id') === action.payload.id);
  return removed?.get('draft') ? next : { ...next, entryDraft: next.entryDraft.set('hasChanged', state.entryDraft.get('hasChanged')) };
});
/**
 * Reads a collection's list afresh. Decap keeps each list as it first read it for the whole visit:
 * an entry added or renamed since showed by its old name, or not at all, until the editor was
 * reloaded. The editor's own scripts call this as a list opens (editor-references.ts).
 */
const reloadList = (name) => {
  const collection = store.getState().collections.get(name);
  if (collection) void store.dispatch(loadEntries(collection));
};
// A new entry's file name is made from its name, or for a notice its whole sentence: kept to its
// first words, at most NAME_LETTERS letters, so that a notice's file is not named after all 132 of
// them. A saved entry keeps the file name it has.
const NAME_LETTERS = 50;
const firstWords = (text) => {
  if (text.length <= NAME_LETTERS) return text;
  const cut = text.slice(0, NAME_LETTERS + 1);
  const lastSpace = cut.search(/\s\S*$/);
  return lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, NAME_LETTERS);
};
const uniqueSlug = Backend.prototype.generateUniqueSlug;
Backend.prototype.generateUniqueSlug = function (collection, entryData, ...rest) {
  const identifier = selectIdentifier(collection);
  const name = identifier ? entryData.get(identifier) : undefined;
  return uniqueSlug.call(
    this,
    collection,
    typeof name === 'string' ? entryData.set(identifier, firstWords(name.trim())) : entryData,
    ...rest,
  );
};
// What the page's scripts and Decap's own previews read from the window, as the prebuilt bundle sets it.
Object.assign(window, {
  CMS,
  initCMS: CMS.init,
  createClass: createReactClass,
  h: createElement,
  relationOptions,
  reloadList,
  decapStore: store,
});
