import { z } from 'astro/zod';
import { pdfPathSchema } from './common';

export const testimonialPlacements = ['testimonials', 'molasses'] as const;

export const declarationSchema = z.object({
  /** Card heading, e.g. "Molasses 24/25". */
  title: z.string().min(1),
  /** What the declaration covers, one or two sentences. */
  description: z.string().min(1),
  /** Season it applies to, as YY/YY, e.g. "24/25". */
  season: z.string().regex(/^\d{2}\/\d{2}$/, 'must be a season like 24/25'),
  /** The PDF, relative to settings.fileStorageBase. */
  pdf: pdfPathSchema,
  /** Position on the page (1 first). */
  order: z.number().int().positive(),
});

export const testimonialSchema = z.object({
  /** The customer's words. */
  quote: z.string().min(1),
  /** Who said it. */
  author: z.string().min(1),
  /** Their farm or district, e.g. "Dairy farmer, Edendale". */
  place: z.string().min(1),
  /** Star rating, 1 to 5. */
  rating: z.number().int().min(1).max(5),
  /** Pages it is shown on. */
  showOn: z.array(z.enum(testimonialPlacements)).min(1),
  /** Position on the page (1 first). */
  order: z.number().int().positive(),
});
