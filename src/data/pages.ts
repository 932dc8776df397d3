import { getCollection, type CollectionEntry } from 'astro:content';
import type { Photo } from '../schemas/common';

export type PageEntry = CollectionEntry<'pages'>;

/** The fixed pages' copy, by id (home, about-us, ...). */
export async function loadPages(): Promise<Map<string, PageEntry>> {
  return new Map((await getCollection('pages')).map((page) => [page.id, page]));
}

/** A page's own picture: its main picture, else the first photo or poster among its sections. */
export function pagePicture(page: PageEntry['data']): Photo | undefined {
  if (page.hero) return page.hero;
  for (const section of page.sections) {
    if (section.type === 'text' && section.photo) return section.photo;
    if (section.type === 'gallery') return section.photos[0];
    if (section.type === 'video' && section.poster) return section.poster;
  }
  return undefined;
}
