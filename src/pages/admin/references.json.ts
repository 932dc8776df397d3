// /admin/references.json: which entries point to which (src/admin/references.ts), for each depot
// the entries whose words count the depots, and the pages a testimonial alone is featured on, for
// the editor's delete confirmation. Built with the site; under `npm run edit` it follows each save.
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { pageForms } from '../../admin/config';
import { countedIn, featuredAlone, referrers, relations, type EditorReferences } from '../../admin/references';
import { COLLECTION_NAMES, type CollectionName } from '../../collections';
import { WORDED_COLLECTIONS } from '../../lib/content/typed-counts';

export const GET: APIRoute = async () => {
  const fields = relations(COLLECTION_NAMES);
  const loaded = new Map<CollectionName, { id: string; data: Record<string, unknown> }[]>();
  for (const { collection } of fields)
    loaded.set(collection, (await getCollection(collection)) as { id: string; data: Record<string, unknown> }[]);
  const worded = (
    await Promise.all(
      Object.entries(WORDED_COLLECTIONS).map(async ([collection, kind]) =>
        (
          (await getCollection(collection as keyof typeof WORDED_COLLECTIONS)) as {
            id: string;
            data: Record<string, unknown>;
            body?: string;
          }[]
        ).map((entry) => ({ ...entry, kind })),
      ),
    )
  ).flat();
  const counting = countedIn(worded, 'depots');
  const depots = (await getCollection('locations')).filter(({ data }) => data.kind === 'depot');
  const pages = await getCollection('pages');
  // Each page by the name the editor lists it by ("Home").
  const pageNames = new Map(pageForms(pages.map(({ id, data }) => ({ id, title: data.title }))).map(({ id, label }) => [id, label]));
  const references: EditorReferences = {
    referrers: referrers(fields, (collection) => loaded.get(collection) ?? []),
    counted: Object.fromEntries(counting.length > 0 ? depots.map(({ id }) => [`locations/${id}`, counting]) : []),
    featuredAlone: featuredAlone(
      await getCollection('testimonials'),
      pages.map(({ id, data }) => ({ id, name: pageNames.get(id) ?? data.title, sections: data.sections })),
    ),
  };
  return new Response(JSON.stringify(references), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
