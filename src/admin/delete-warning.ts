// The editor's delete confirmation, for an entry others point to, names them first (a site with
// people based there, a category with products). Decap asks with the browser's own confirm(); the
// list comes from /admin/references.json, fetched as each entry opens.
import { deleteWarning } from './delete-message';
import { editorPageFiles } from './page-files';

let referrers: Record<string, string[]> = {};

const refresh = () =>
  fetch(editorPageFiles().references)
    .then((response) => (response.ok ? response.json() : {}))
    .then((found: Record<string, string[]>) => (referrers = found))
    .catch(() => undefined);

void refresh();
window.addEventListener('hashchange', () => void refresh());

const confirmAsked = window.confirm.bind(window);
window.confirm = (message?: string) => {
  const open = window.location.hash.match(/^#\/collections\/([^/]+)\/entries\/([^/?]+)/);
  const names = open && /delete/i.test(message ?? '') ? referrers[`${open[1]}/${open[2]}`] : undefined;
  return confirmAsked(names?.length ? `${deleteWarning(names)}\n\n${message ?? ''}` : message);
};
