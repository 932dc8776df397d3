import { getCollection, type CollectionEntry } from 'astro:content';
import type { Declaration } from '../schemas/resources';

export type TestimonialEntry = CollectionEntry<'testimonials'>;

export interface Resources {
  declarations: Declaration[];
  testimonials: TestimonialEntry[];
}

export async function loadResources(): Promise<Resources> {
  const [declarations, testimonials] = await Promise.all([getCollection('declarations'), getCollection('testimonials')]);
  return {
    declarations: declarations.map(({ data }) => data).sort((a, b) => a.order - b.order),
    testimonials: [...testimonials].sort((a, b) => a.data.order - b.data.order),
  };
}
