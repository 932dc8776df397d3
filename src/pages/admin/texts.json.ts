// /admin/texts.json: every entry's words and the site's addresses it holds, field by field, each with
// the field's name as the office knows it and the address that opens the form at it, for the
// editor's search (src/admin/text-search.ts): Decap's own searches only the names. Built with the site; under `npm run edit` it follows each save.
import type { APIRoute } from 'astro';
import type { EditorText } from '../../admin/text-search-results.ts';
import { COLLECTION_NAMES } from '../../collections.ts';
import { getSite } from '../../data/site.ts';
import { officeField } from '../../lib/content/content-problems.ts';
import { wordsOf } from '../../lib/content/typed-counts.ts';
import { editorFieldPath } from '../../conventions/paths.ts';

/**
 * A value that is no words: an id, a choice or a kind (one lower-case word), a file, or a link out of
 * the site. An address of the site (/dairy-feed/pke) is kept: the office searches for one to find
 * where it is used, as a page's address, a former address or a link.
 */
const NOT_WORDS = /^(?:[a-z0-9-]+|[.#].*|[a-z]+:.*|.*\.(?:jpe?g|png|webp|avif|gif|pdf))$/;

export const GET: APIRoute = async () => {
  const { written, placeOf } = await getSite();
  const texts: EditorText[] = [];
  for (const collection of COLLECTION_NAMES) {
    for (const entry of written[collection]) {
      const words = [...wordsOf(entry.data), ...(entry.body ? [{ text: entry.body, path: ['body'] }] : [])];
      for (const { text, path } of words) {
        if (NOT_WORDS.test(text) || path[0] === 'sample') continue;
        texts.push({ field: officeField(placeOf(entry.file, path)), link: editorFieldPath(collection, entry.id, path), text });
      }
    }
  }
  return new Response(JSON.stringify(texts), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
