import { getCollection, type CollectionEntry } from 'astro:content';
import { newestSeasonFirst, seasonYears } from '../lib/declarations';
import type { Declaration } from '../schemas/resources';

type TestimonialEntry = CollectionEntry<'testimonials'>;

/** A declaration as its card shows it: its own description, or the season it covers written out. */
type DeclarationCard = Declaration & { summary: string };

export interface Resources {
  /** Newest season first; within a season, in order. */
  declarations: DeclarationCard[];
  testimonials: TestimonialEntry[];
}

export async function loadResources(): Promise<Resources> {
  const [declarations, testimonials] = await Promise.all([getCollection('declarations'), getCollection('testimonials')]);
  return {
    declarations: declarations
      .map(({ data }) => ({ ...data, summary: data.description ?? `Season ${seasonYears(data.season)}` }))
      .sort(newestSeasonFirst),
    testimonials: [...testimonials].sort((a, b) => a.data.order - b.data.order),
  };
}
