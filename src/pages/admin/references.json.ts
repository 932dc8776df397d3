// /admin/references.json: what the editor's scripts know of the other entries (src/admin/references.ts):
// which entries point to which, where the words count the depots by hand or name a depot or
// product, and the pages a testimonial alone is featured on, for the delete confirmation; every
// path and order taken, for the form's checks before a save (src/admin/form-checks.ts); and
// the counts the preview fills in. Built with the site; under `npm run edit` it follows each save.
import type { APIRoute } from 'astro';
import { pageForms } from '../../admin/config.ts';
import { countedIn, featuredAlone, namedIn, referrers, relations, type EditorReferences } from '../../admin/references.ts';
import { COLLECTION_NAMES, type CollectionName } from '../../collections.ts';
import { getSite } from '../../data/site.ts';
import { formerTakenWords, listedTwiceWords, formerPathWords, takenWords } from '../../lib/paths/path-table.ts';
import { officeField } from '../../lib/content/content-problems.ts';
import { ORDERED_COLLECTIONS, listNames, listPlaces, type OrderedCollections } from '../../lib/content/order-ties.ts';
import { WORDED_COLLECTIONS } from '../../lib/content/typed-counts.ts';
import { PATH_FIELDS } from '../../lib/paths/route-claims.ts';

export const GET: APIRoute = async () => {
  const site = await getSite();
  const fields = relations(COLLECTION_NAMES);
  // The words as the office wrote them, placeholders and all: a count filled in by the site is no count typed by hand.
  const of = (collection: CollectionName) =>
    site.written[collection] as readonly { id: string; data: Record<string, unknown>; body?: string }[];
  // Each page by the name the editor lists it by ("Home").
  const pages = of('pages');
  const pageNames = new Map(
    pageForms(pages.map(({ id, data }) => ({ id, title: String(data['title']) }))).map(({ id, label }) => [id, label]),
  );
  const worded = Object.entries(WORDED_COLLECTIONS).flatMap(([collection, kind]) =>
    of(collection as CollectionName).map((entry) => ({
      ...entry,
      kind,
      name: collection === 'pages' ? pageNames.get(entry.id) : undefined,
    })),
  );
  const counting = countedIn(worded, 'depots');
  const depots = of('locations').filter(({ data }) => data['kind'] === 'depot');
  const ordered = Object.fromEntries(
    ORDERED_COLLECTIONS.map((collection) => [collection, site.entries[collection]]),
  ) as unknown as OrderedCollections;
  const references: EditorReferences = {
    referrers: referrers(fields, of),
    depots: depots.map(({ id }) => id),
    counted: counting,
    named: namedIn(worded, [
      ...depots.map(({ id, data }) => ({ key: `locations/${id}`, name: String(data['name']) })),
      ...of('products').map(({ id, data }) => ({ key: `products/${id}`, name: String(data['name']), own: `product/${id}` })),
    ]),
    featuredAlone: featuredAlone(
      of('testimonials') as { id: string; data: { featuredOn: string[] } }[],
      pages.map(({ id, data }) => ({
        id,
        name: pageNames.get(id) ?? String(data['title']),
        sections: data['sections'] as { type: string; list?: string }[],
      })),
    ),
    counts: site.counts,
    paths: Object.fromEntries([
      // The site's own old paths.
      ...[...site.redirects.keys()].map(
        (path) =>
          [path, { collection: '', id: '', page: false, words: formerPathWords(path), formerWords: formerPathWords(path) }] as const,
      ),
      // An entry's own old paths (a paused product's own page among them), each named where it is written.
      ...(['pages', 'products', 'categories'] as const).flatMap((collection) =>
        site.entries[collection].flatMap(({ id, data, file }) =>
          [
            ...('category' in data && 'path' in data ? [[data.path, 'availability'] as const] : []),
            ...data.formerPaths.map((path) => [path, 'formerPaths'] as const),
          ].map(([path, field]) => {
            const writtenIn = officeField(site.placeOf(file, field));
            return [
              path,
              { collection, id, page: false, words: formerPathWords(path, writtenIn), formerWords: listedTwiceWords(path, writtenIn) },
            ] as const;
          }),
        ),
      ),
      ...site.routes.map((route) => {
        const [collection, entry, field] =
          route.kind === 'page'
            ? (['pages', route.page, undefined] as const)
            : route.kind === 'listing'
              ? (['categories', route.category, PATH_FIELDS.categories] as const)
              : (['products', route.product, PATH_FIELDS.products] as const);
        const holder = officeField(site.placeOf(entry.file, field));
        return [
          route.path,
          {
            collection,
            id: entry.id,
            page: true,
            words: takenWords(route.path, holder),
            formerWords: formerTakenWords(route.path, holder),
          },
        ] as const;
      }),
    ]),
    listPlaces: listPlaces(ordered).map(({ file: _file, ...place }) => place),
    listNames: listNames(ordered),
  };
  return new Response(JSON.stringify(references), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
