// The editor's delete confirmation, for an entry others depend on, names them first: the entries
// that point to it (a site with people based there, a category with products), for a depot the
// words that count the depots by hand, for a depot or product the words that name it, and for a
// testimonial the pages it alone is featured on. Decap asks with the browser's own confirm(); the
// lists come from /admin/references.json (editor-references.ts). Only an entry's delete is asked
// about so: the media library's delete (its own question, decap-cms.js) names no entry.
import { deleteWarning } from './delete-message.ts';
import { references } from './editor-references.ts';

const confirmAsked = window.confirm.bind(window);
window.confirm = (message?: string) => {
  const open = window.location.hash.match(/^#\/collections\/([^/]+)\/entries\/([^/?]+)/);
  const key = open && /delete/i.test(message ?? '') && /\bentry\b/i.test(message ?? '') ? `${open[1]}/${open[2]}` : undefined;
  const known = references();
  const warning = key
    ? deleteWarning({
        pointing: known.referrers[key],
        counted: open?.[1] === 'locations' && known.depots.includes(open[2]!) ? known.counted : [],
        named: known.named[key],
        featuredOn: known.featuredAlone[key],
      })
    : '';
  return confirmAsked(warning ? `${warning}\n\n${message ?? ''}` : message);
};
