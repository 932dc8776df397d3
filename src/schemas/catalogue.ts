import { reference, type SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { linkSchema, pdfPathSchema, sitePathSchema } from './common';

/** The icons CategoryIcon.astro can draw, one per category. */
export const categoryIcons = ['cow', 'calf', 'sheep', 'deer', 'goat', 'chicken', 'molasses'] as const;

/** One product category (src/content/categories.yaml), keyed by its id, e.g. dairy. */
export const categorySchema = z.object({
  /** Heading of the category's listing and card, e.g. "Dairy Feed". */
  title: z.string().min(1),
  /** Short label on the category bar tab, e.g. "Dairy". */
  tabLabel: z.string().min(1),
  /** One or two sentences for the category card on /products. */
  description: z.string().min(1),
  /** Which drawn icon the card shows. */
  icon: z.enum(categoryIcons),
  /** The page that lists this category, e.g. /products/dairy-feed (Molasses: /molasses). */
  href: sitePathSchema,
  /** A short alternative path the calf listing's bar links to instead (e.g. /deer-feed); decisions §3. */
  shortHref: sitePathSchema.optional(),
  /** When true, this category's own listing bar uses the other categories' short paths (the calf listing does). */
  barUsesShortLinks: z.boolean().default(false),
  /** Accent colour of the card, as #rrggbb. */
  colour: z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a colour like #1d5236'),
  /** Position on the bar and on /products (1 first). */
  order: z.number().int().positive(),
});

/** One product (src/content/products/*.md); the Markdown body is the page's description. */
export const productSchema = ({ image }: SchemaContext) =>
  z.object({
    /** Product name as sold, e.g. "Palm Kernel Expeller (PKE)". */
    name: z.string().min(1),
    /** The category it is listed under and highlighted as on the category bar (an id from categories.yaml). */
    category: reference('categories'),
    /** The page's address, e.g. /dairy-feed/pke. Must be unique across products. */
    path: sitePathSchema,
    /** One or two sentences for the listing card and the meta description. */
    summary: z.string().min(1),
    /** Optional strapline above the summary, e.g. "Premium Deer Feed Solutions". */
    tagline: z.string().min(1).optional(),
    /** Position on its category listing (1 first). */
    order: z.number().int().positive(),
    /** Optional photo, relative to this file; without one the category icon is drawn. */
    image: image().optional(),
    /** Describes the photo for people who cannot see it; required with an image. */
    imageAlt: z.string().min(1).optional(),
    /** Spec-sheet PDF, relative to settings.fileStorageBase. */
    specSheet: pdfPathSchema.optional(),
    /** Rows of the nutrition table, e.g. { label: Protein, value: 16% min }. */
    nutrition: z.array(z.object({ label: z.string().min(1), value: z.string().min(1) })).default([]),
    /** Feeding guidelines, one per line. */
    feeding: z.array(z.string().min(1)).default([]),
    /** Pack sizes it comes in, e.g. "25 kg bags". */
    packSizes: z.array(z.string().min(1)).default([]),
    /** Ingredients, one per line. */
    ingredients: z.array(z.string().min(1)).default([]),
    /** Key benefits, one per line. */
    benefits: z.array(z.string().min(1)).default([]),
    /** Related pages to point to, e.g. Feed Trailers. */
    links: z.array(linkSchema).default([]),
  }).refine((product) => !product.image || product.imageAlt, {
    message: 'imageAlt is required when image is set',
    path: ['imageAlt'],
  });
