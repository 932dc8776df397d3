// /admin/references.json: which entries point to which (src/admin/references.ts), for the
// editor's delete confirmation. Built with the site; under `npm run edit` it follows each save.
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { referrers, relations } from '../../admin/references';
import { COLLECTION_NAMES, type CollectionName } from '../../collections';

export const GET: APIRoute = async () => {
  const fields = relations(COLLECTION_NAMES);
  const loaded = new Map<CollectionName, { id: string; data: Record<string, unknown> }[]>();
  for (const { collection } of fields)
    loaded.set(collection, (await getCollection(collection)) as { id: string; data: Record<string, unknown> }[]);
  return new Response(JSON.stringify(referrers(fields, (collection) => loaded.get(collection) ?? [])), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
