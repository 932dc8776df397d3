import { z } from 'astro/zod';
import { LIMITS, entry, list, order, pdfPath, probedBy, ref, text } from './common.ts';

// Every season written YY/YY, 00/01 to 99/00: a pattern rather than arithmetic, so the editor's
// form refuses 24/26 as the build does.
const CONSECUTIVE_YEARS = new RegExp(
  `^(?:${Array.from({ length: 100 }, (_, year) => [year, (year + 1) % 100].map((y) => String(y).padStart(2, '0')).join('/')).join('|')})$`,
);

/** One feed quality declaration (src/content/declarations/<id>.yaml). */
export const declarationSchema = entry({
  title: text(LIMITS.name).meta({
    title: 'Title',
    description:
      'Card heading: what it declares and its season, e.g. "Molasses 24/25". The newest season of each kind (the title without its season) is marked Latest.',
  }),
  description: text(LIMITS.sentence).optional().meta({ title: 'Description', description: 'Optional sentence on what it covers.' }),
  season: z
    .string()
    .trim()
    .regex(/^\d{2}\/\d{2}$/, { message: 'must be a season like 24/25', abort: true })
    .regex(CONSECUTIVE_YEARS, 'must be two years in a row, like 24/25')
    .meta({ title: 'Season', description: 'The season it applies to, as YY/YY, e.g. 24/25.', ...probedBy('00/00') }),
  date: z
    .string()
    .trim()
    .regex(/^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/, { message: 'must be a date written like 2025-07-01', abort: true })
    .refine((date) => !Number.isNaN(Date.parse(date)) && new Date(date).toISOString().startsWith(date), 'is not a date in the calendar')
    .optional()
    .meta({
      title: 'Date',
      description:
        'Optional: the day it was issued, as YYYY-MM-DD, e.g. 2025-07-01. Shown on its card; between two of one kind and season, the later is Latest.',
    }),
  pdf: pdfPath.meta({
    title: 'PDF',
    description: 'One already on the PDF storage (when the settings name one) is typed as its path, e.g. declarations/molasses-24-25.pdf.',
  }),
  order: order.meta({
    title: 'Order',
    description: 'Place among the declarations of its season (the newest season comes first): 1 comes first.',
  }),
});

/** One customer testimonial (src/content/testimonials/<id>.yaml). */
export const testimonialSchema = entry({
  quote: text(LIMITS.paragraph).meta({ title: 'Quote', description: 'The customer\u2019s own words.' }),
  author: text(LIMITS.name).meta({ title: 'Name', description: 'Who said it.' }),
  place: text(LIMITS.name).meta({ title: 'Farm or district', description: 'e.g. "Dairy farmer, Edendale".' }),
  rating: z.number().int().min(1, 'must be 1 to 5 stars').max(5, 'must be 1 to 5 stars').meta({ title: 'Stars', description: '1 to 5.' }),
  featuredOn: list(ref('pages', 'a page'), 'page')
    .default([])
    .meta({ title: 'Also shown on', description: 'Pages that feature this testimonial (the molasses page shows one).' }),
  order: order.meta({ title: 'Order', description: 'Place among the testimonials: 1 comes first.' }),
});

export type Declaration = z.output<typeof declarationSchema>;
export type Testimonial = z.output<typeof testimonialSchema>;
