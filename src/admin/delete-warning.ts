// The editor's delete confirmation, for an entry others point to, names them first (a site with
// people based there, a category with products), for a depot the words that count the depots, and
// for a testimonial the pages it alone is featured on.
// Decap asks with the browser's own confirm(); the lists come from /admin/references.json, fetched
// as each entry opens.
import { deleteWarning } from './delete-message';
import { editorPageData } from './page-data';
import type { EditorReferences } from './references';

let references: EditorReferences = { referrers: {}, counted: {}, featuredAlone: {} };

const refresh = () =>
  fetch(editorPageData().references)
    .then((response) => (response.ok ? response.json() : references))
    .then((found: EditorReferences) => (references = found))
    .catch(() => undefined);

void refresh();
window.addEventListener('hashchange', () => void refresh());

const confirmAsked = window.confirm.bind(window);
window.confirm = (message?: string) => {
  const open = window.location.hash.match(/^#\/collections\/([^/]+)\/entries\/([^/?]+)/);
  const key = open && /delete/i.test(message ?? '') ? `${open[1]}/${open[2]}` : undefined;
  const warning = key
    ? deleteWarning(references.referrers[key] ?? [], references.counted[key] ?? [], references.featuredAlone[key] ?? [])
    : '';
  return confirmAsked(warning ? `${warning}\n\n${message ?? ''}` : message);
};
