// Each collection's schema, by collection name: the content layer (src/content.config.ts) and
// the reader used outside Astro (src/loaders/read-content.ts) validate with the same ones.
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import type { CollectionName } from '../loaders/entry-files.ts';
import { categorySchema, productSchema } from './catalogue.ts';
import { locationSchema, staffSchema } from './company.ts';
import { pageSchema } from './pages.ts';
import { declarationSchema, testimonialSchema } from './resources.ts';
import { settingsSchema } from './settings.ts';

export const collectionSchemas = {
  settings: settingsSchema,
  categories: categorySchema,
  products: productSchema,
  staff: staffSchema,
  locations: locationSchema,
  declarations: declarationSchema,
  testimonials: testimonialSchema,
  pages: pageSchema,
} satisfies Record<CollectionName, unknown>;

/** A collection's schema as a zod type, given how its pictures are read (Astro's image(), or a stand-in outside Astro). */
export function collectionSchema(collection: CollectionName, context: SchemaContext): z.ZodType {
  const definition: unknown = collectionSchemas[collection];
  return (typeof definition === 'function' ? definition(context) : definition) as z.ZodType;
}

/** The schemas' context outside Astro, which has no image pipeline: a picture stays the path its entry gives. */
export const withoutImagePipeline = { image: () => z.string() } as unknown as SchemaContext;
