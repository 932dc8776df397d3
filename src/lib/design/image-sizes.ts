// `sizes` for a picture in a `.two-column` block (global.css): half the content column from
// 48rem, at most about 34rem once the page reaches its 72rem content width.
export const TWO_COLUMN_SIZES = '(min-width: 75rem) 34rem, (min-width: 48rem) 50vw, 100vw';

/** A framed photo's size (FramedPhoto.astro, and the preload that asks for it first): 3:2 at its widest width, cropped to fill. */
export const framedSize = (widths: readonly number[]) => {
  const width = Math.max(...widths);
  return { width, height: Math.round((width * 2) / 3), fit: 'cover' } as const;
};

/**
 * The formats every picture is written in: AVIF, and WebP for the browsers that read no AVIF (Safari
 * before 16) as the <img> itself. Every supported browser reads one of them, so no JPEG is listed:
 * each listed format costs a page its list of files, in bytes of the first round trip.
 */
export const PICTURE_FORMATS: { formats: 'avif'[]; fallbackFormat: 'webp' } = { formats: ['avif'], fallbackFormat: 'webp' };
