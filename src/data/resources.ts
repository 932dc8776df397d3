import { getCollection, type CollectionEntry } from 'astro:content';
import type { Declaration } from '../schemas/resources';

export type TestimonialEntry = CollectionEntry<'testimonials'>;

/** A declaration as its card shows it: its own description, or the season it covers written out. */
export type DeclarationCard = Declaration & { summary: string };

export interface Resources {
  /** Newest season first; within a season, in order. */
  declarations: DeclarationCard[];
  testimonials: TestimonialEntry[];
}

/** `24/25` → `2024/25`. */
export const seasonYears = (season: string) => `20${season.slice(0, 2)}/${season.slice(3)}`;

/** Newest season first (seasons are YY/YY, so their text sorts as their years do); then by order. */
export const newestSeasonFirst = (a: Declaration, b: Declaration) => b.season.localeCompare(a.season) || a.order - b.order;

export async function loadResources(): Promise<Resources> {
  const [declarations, testimonials] = await Promise.all([getCollection('declarations'), getCollection('testimonials')]);
  return {
    declarations: declarations
      .map(({ data }) => ({ ...data, summary: data.description ?? `Season ${seasonYears(data.season)}` }))
      .sort(newestSeasonFirst),
    testimonials: [...testimonials].sort((a, b) => a.data.order - b.data.order),
  };
}
