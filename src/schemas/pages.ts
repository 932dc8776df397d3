import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { linkSchema, pdfPathSchema, videoSchema } from './common';

/** The drawn icons a feature card can show (src/components/FeatureIcon.astro). */
export const featureIcons = ['quality', 'local', 'trailer', 'advice', 'truck', 'blend'] as const;

/**
 * Lists drawn from other collections or from settings that a section can show under its heading.
 * The page's template fills each one; asking for a list the page does not offer fails the build.
 */
export const sectionLists = [
  'key-figures',
  'contact-details',
  'sites',
  'staff',
  'depots',
  'testimonial',
  'testimonials',
  'declarations',
] as const;

const pictureSchema = ({ image }: SchemaContext) =>
  z.object({
    /** The image file, relative to the Markdown file, e.g. ../../assets/home/hero.jpg. */
    src: image(),
    /** What the picture shows, for people who cannot see it. */
    alt: z.string().min(1),
  });

const sectionSchema = (context: SchemaContext) =>
  z.object({
    /** The section's heading. */
    heading: z.string().min(1),
    /** `warning` draws a red warning box labelled "Warning"; `highlight` a tinted promotion band. */
    tone: z.enum(['plain', 'warning', 'highlight']).default('plain'),
    /** One paragraph of plain text under the heading. */
    text: z.string().min(1).optional(),
    /** Bullet points. */
    items: z.array(z.string().min(1)).default([]),
    /** Cards with a heading, a sentence and an optional icon (the home page's Why cards). */
    cards: z
      .array(
        z.object({
          /** Card heading. */
          heading: z.string().min(1),
          /** One or two sentences. */
          text: z.string().min(1),
          /** Which drawn icon the card shows. */
          icon: z.enum(featureIcons).optional(),
        }),
      )
      .default([]),
    /** Terms and what they mean, shown as a definition list, e.g. { label: Width, value: 1.58 m }. */
    facts: z.array(z.object({ label: z.string().min(1), value: z.string().min(1) })).default([]),
    /** A list from another collection or settings shown under the text (see sectionLists). */
    list: z.enum(sectionLists).optional(),
    /** Photos: one sits beside the text, two or more form a gallery. */
    photos: z.array(pictureSchema(context)).default([]),
    /** A video shown as a click-to-play facade. */
    video: videoSchema.optional(),
    /** PDF downloads, each opening in a new tab; paths relative to settings.fileStorageBase. */
    pdfs: z.array(z.object({ label: z.string().min(1), path: pdfPathSchema })).default([]),
    /** Call-to-action links shown as buttons. */
    actions: z.array(linkSchema).default([]),
  });

/** Front matter of a fixed page's copy (src/content/pages/*.md); the Markdown body is the intro prose under the heading. */
export const pageSchema = (context: SchemaContext) =>
  z.object({
    /** The page's main heading (h1) and the start of its browser title. */
    title: z.string().min(1),
    /** Meta description for search results and link previews. */
    description: z.string().min(1),
    /** Optional line under the heading. */
    lead: z.string().min(1).optional(),
    /** The page's main picture beside the heading, above the fold, so it loads first (eager, high priority). */
    hero: pictureSchema(context).optional(),
    /** The page's sections, in order. */
    sections: z.array(sectionSchema(context)).default([]),
    /** A Get in Touch card with the phone numbers and a Contact Us button, after the sections. */
    getInTouch: z
      .object({
        /** Card heading; "Get in Touch" when left out. */
        heading: z.string().min(1).optional(),
        /** One line above the numbers; the pricing terms from settings when left out. */
        text: z.string().min(1).optional(),
      })
      .optional(),
  });
