// /admin/references.json: what the editor's scripts know of the other entries (src/admin/references.ts):
// which entries point to which, where the words count the depots by hand or name a depot or
// product, and the pages a testimonial alone is featured on, for the delete confirmation; every
// address and position taken, for the form's checks before a save (src/admin/form-checks.ts); and
// the counts the preview fills in. Built with the site; under `npm run edit` it follows each save.
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { pageForms } from '../../admin/config';
import { countedIn, featuredAlone, namedIn, referrers, relations, type EditorReferences } from '../../admin/references';
import { COLLECTION_NAMES, type CollectionName } from '../../collections';
import { getSite } from '../../data/site';
import { formerTakenWords, listedTwiceWords, oldAddressWords, takenWords } from '../../lib/content/site-rules';
import { officeField } from '../../lib/content/content-problems';
import { listPlaces } from '../../lib/content/positions';
import { WORDED_COLLECTIONS } from '../../lib/content/typed-counts';
import { ADDRESS_FIELDS } from '../../lib/paths/route-claims';
import { placesOf } from '../../loaders/validate-entries';

export const GET: APIRoute = async () => {
  const site = await getSite();
  const fields = relations(COLLECTION_NAMES);
  const raw = new Map<CollectionName, { id: string; data: Record<string, unknown>; body?: string }[]>();
  for (const collection of COLLECTION_NAMES)
    raw.set(collection, (await getCollection(collection)) as { id: string; data: Record<string, unknown>; body?: string }[]);
  const of = (collection: CollectionName) => raw.get(collection) ?? [];
  // Each page by the name the editor lists it by ("Home").
  const pages = of('pages');
  const pageNames = new Map(
    pageForms(pages.map(({ id, data }) => ({ id, title: String(data['title']) }))).map(({ id, label }) => [id, label]),
  );
  // The words as the office wrote them, placeholders and all: a count filled in by the site is no count typed by hand.
  const worded = Object.entries(WORDED_COLLECTIONS).flatMap(([collection, kind]) =>
    of(collection as CollectionName).map((entry) => ({
      ...entry,
      kind,
      name: collection === 'pages' ? pageNames.get(entry.id) : undefined,
    })),
  );
  const counting = countedIn(worded, 'depots');
  const depots = of('locations').filter(({ data }) => data['kind'] === 'depot');
  const withFile = <T extends { filePath?: string | undefined; id: string }>(entry: T) => ({ ...entry, file: entry.filePath ?? entry.id });
  const placeOf = placesOf(Object.fromEntries(Object.entries(site.entries).map(([collection, list]) => [collection, list.map(withFile)])));
  const references: EditorReferences = {
    referrers: referrers(fields, of),
    depots: depots.map(({ id }) => id),
    counted: counting,
    named: Object.fromEntries(
      [
        ...depots.map(({ id, data }) => [`locations/${id}`, namedIn(worded, String(data['name']))] as const),
        ...of('products').map(({ id, data }) => [`products/${id}`, namedIn(worded, String(data['name']), `product/${id}`)] as const),
      ].filter(([, named]) => named.length > 0),
    ),
    featuredAlone: featuredAlone(
      of('testimonials') as { id: string; data: { featuredOn: string[] } }[],
      pages.map(({ id, data }) => ({
        id,
        name: pageNames.get(id) ?? String(data['title']),
        sections: data['sections'] as { type: string; list?: string }[],
      })),
    ),
    counts: site.counts,
    addresses: Object.fromEntries([
      // The site's own old addresses.
      ...[...site.redirects.keys()].map(
        (path) =>
          [path, { collection: '', id: '', page: false, words: oldAddressWords(path), formerWords: oldAddressWords(path) }] as const,
      ),
      // An entry's own old addresses (a paused product's own page among them), each named where it is written.
      ...(['products', 'categories'] as const).flatMap((collection) =>
        site.entries[collection].flatMap(({ id, data, filePath }) =>
          [
            ...('path' in data ? [[data.path, 'availability'] as const] : []),
            ...data.formerPaths.map((path) => [path, 'formerPaths'] as const),
          ].map(([path, field]) => {
            const writtenIn = officeField(placeOf(filePath ?? id, field));
            return [
              path,
              { collection, id, page: false, words: oldAddressWords(path, writtenIn), formerWords: listedTwiceWords(path, writtenIn) },
            ] as const;
          }),
        ),
      ),
      ...site.routes.map((route) => {
        const [collection, entry, field] =
          route.kind === 'page'
            ? (['pages', route.page, undefined] as const)
            : route.kind === 'listing'
              ? (['categories', route.category, ADDRESS_FIELDS.categories] as const)
              : (['products', route.product, ADDRESS_FIELDS.products] as const);
        const holder = officeField(placeOf(entry.filePath ?? entry.id, field));
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
    positions: listPlaces(
      Object.fromEntries(
        (['products', 'categories', 'staff', 'locations', 'declarations', 'testimonials'] as const).map((collection) => [
          collection,
          site.entries[collection].map(withFile),
        ]),
      ) as unknown as Parameters<typeof listPlaces>[0],
    ).map(({ file: _file, ...place }) => place),
    categoryTitles: Object.fromEntries(site.entries.categories.map(({ id, data }) => [id, data.title])),
  };
  return new Response(JSON.stringify(references), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
