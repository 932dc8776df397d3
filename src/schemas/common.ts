import { z } from 'astro/zod';

/** A telephone number as shown and as dialled. */
export const phoneSchema = z.object({
  /** The number as a farmer reads it, e.g. "0800 555 188". */
  display: z.string().min(1),
  /** The same number in international form for `tel:` links, e.g. "+64800555188". */
  tel: z.string().regex(/^\+\d{6,15}$/, 'tel must be + then 6 to 15 digits, e.g. +6435550142'),
});

/** A site path such as /dairy-feed/pke: leading slash, lower case, no trailing slash. */
export const sitePathSchema = z
  .string()
  .regex(/^\/([a-z0-9]+(-[a-z0-9]+)*)(\/[a-z0-9]+(-[a-z0-9]+)*)*$/, 'must look like /dairy-feed/pke (lower case, no trailing slash)');

/** A PDF on the file storage: a path relative to settings.fileStorageBase, e.g. "spec-sheets/pke.pdf". */
export const pdfPathSchema = z.string().regex(/^[a-z0-9][a-z0-9/._-]*\.pdf$/, 'must be a relative path ending in .pdf, e.g. spec-sheets/pke.pdf');

/** A link shown on a page. */
export const linkSchema = z.object({
  /** Visible link text. */
  label: z.string().min(1),
  /** A site path (/feed-trailers) or a full https:// address. */
  href: z.union([sitePathSchema, z.url()]),
});

/** A video on the video host, shown as a click-to-play facade. */
export const videoSchema = z.object({
  /** The video host's ID for the video (the part after /embed/). */
  id: z.string().regex(/^[A-Za-z0-9_-]{6,20}$/, 'must be the video ID only, e.g. dQw4w9WgXcQ'),
  /** What the video shows; used as the player's title and the facade's label. */
  title: z.string().min(1),
});
