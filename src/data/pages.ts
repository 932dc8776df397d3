import { getCollection, type CollectionEntry } from 'astro:content';

export type PageEntry = CollectionEntry<'pages'>;

/** The fixed pages' copy, by id (home, about-us, ...). */
export async function loadPages(): Promise<Map<string, PageEntry>> {
  return new Map((await getCollection('pages')).map((page) => [page.id, page]));
}
