// The places a photo shows in, each a frame of one shape: what the components draw it at, what the
// form shows the office before a save (the photo as each place cuts it), and the size below which
// a photo looks soft in its largest place. One table, so the page and the form never disagree.
import type { PhotoPlace } from '../../schemas/common.ts';
import { TWO_COLUMN_SIZES } from './image-sizes.ts';

export interface PlaceFrame {
  /** What the office calls it, in the form. */
  label: string;
  /** Width over height. */
  aspect: number;
  /** Cut to a circle (a portrait). */
  round?: boolean;
  /** The widest it shows at, in CSS pixels. */
  cssWidth: number;
  /** The widths of the files the build writes, in pixels. */
  widths: readonly number[];
  /** How wide it shows at each screen width (the `sizes` attribute). */
  sizes: string;
  /** Left out of the warning of a photo too small: a link preview is drawn small by every app. */
  forgiving?: boolean;
}

export const PLACES: Record<PhotoPlace, PlaceFrame> = {
  card: {
    label: 'Card on a listing',
    aspect: 4 / 3,
    cssWidth: 368,
    widths: [180, 360, 720],
    sizes: '(min-width: 72rem) 23rem, (min-width: 36rem) 46vw, calc(100vw - 4rem)',
  },
  tile: {
    label: 'Tile on the home page',
    aspect: 4 / 3,
    cssWidth: 272,
    widths: [160, 320, 640],
    sizes: '(min-width: 72rem) 17rem, (min-width: 40rem) 31vw, 46vw',
  },
  product: {
    label: 'The product\u2019s page',
    aspect: 4 / 3,
    cssWidth: 352,
    widths: [200, 400, 800],
    sizes: '(min-width: 56rem) 22rem, calc(100vw - 2rem)',
  },
  page: {
    label: 'Beside the page\u2019s heading',
    aspect: 3 / 2,
    cssWidth: 544,
    widths: [480, 800, 1200, 1600],
    sizes: TWO_COLUMN_SIZES,
  },
  section: {
    label: 'Beside the section\u2019s text',
    aspect: 3 / 2,
    cssWidth: 544,
    widths: [400, 800, 1200],
    sizes: TWO_COLUMN_SIZES,
  },
  gallery: {
    label: 'In the gallery',
    aspect: 3 / 2,
    cssWidth: 560,
    widths: [480, 800, 1200],
    // One to a row in the column beside Get in Touch, two on a wider page, one on a phone.
    sizes: '(min-width: 64rem) 35rem, (min-width: 40rem) 50vw, 100vw',
  },
  portrait: {
    label: 'Round portrait on Contact Us',
    aspect: 1,
    round: true,
    cssWidth: 72,
    widths: [72, 144],
    sizes: '72px',
  },
  poster: {
    label: 'Before the video plays',
    aspect: 16 / 9,
    cssWidth: 768,
    widths: [480, 800, 1200],
    sizes: '(min-width: 52rem) 48rem, 100vw',
  },
  share: {
    label: 'When a link is shared',
    aspect: 1200 / 630,
    cssWidth: 600,
    widths: [1200],
    sizes: '1200px',
    forgiving: true,
  },
};

/** A frame's height for `width`, in whole pixels. */
export const heightAt = (place: PhotoPlace, width: number) => Math.round(width / PLACES[place].aspect);

/** The widths to write for a photo `available` pixels wide: the place's, none wider than the photo (Astro never enlarges). */
export function widthsFor(place: PhotoPlace, available: number): number[] {
  const fitting = PLACES[place].widths.filter((width) => width <= available);
  return fitting.length > 0 ? fitting : [available];
}

/** What a photo needs to look sharp in a place on a phone's screen: twice the widest it shows at, in the place's shape. */
export function neededSize(place: PhotoPlace): { width: number; height: number } {
  const width = PLACES[place].cssWidth * 2;
  return { width, height: heightAt(place, width) };
}

/** What the form says of a photo of `size` for `places`: too small for the largest, or the wrong shape for a portrait. */
export function photoWarnings(size: { width: number; height: number }, places: readonly PhotoPlace[]): string[] {
  const warnings: string[] = [];
  const strict = places.filter((place) => !PLACES[place].forgiving);
  const largest = [...strict].sort((a, b) => neededSize(b).width - neededSize(a).width)[0];
  if (largest) {
    const need = neededSize(largest);
    // The part of the photo the frame keeps must be that big: a tall photo in a wide frame keeps its full width.
    const keptWidth = Math.min(size.width, size.height * PLACES[largest].aspect);
    if (keptWidth < need.width) {
      warnings.push(
        `This photo is ${size.width} \u00d7 ${size.height} pixels: too small for its largest place (${PLACES[largest].label}), ` +
          `which needs at least ${need.width} \u00d7 ${need.height} once cut to its shape, or it looks soft on a phone. ` +
          'Upload the original from the camera or phone if you have it.',
      );
    }
  }
  if (places.includes('portrait') && size.width > size.height * 1.1) {
    warnings.push(
      `This photo is wider than it is tall (${size.width} \u00d7 ${size.height}): the round portrait keeps only a square of it. ` +
        'A head-and-shoulders photo, upright or square, fills it best; set the focus on the face.',
    );
  }
  return warnings;
}
