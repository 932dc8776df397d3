// What each card of a grid shows, so a grid reads as one design however many photos the business
// has (docs/editing.md, "What shows where there is no photo yet"). A photo still among its entry's
// sample values is the sample's drawing: the drawings show only where every card of the grid
// has one, as shipped. Once a grid has any photo of the business's own, or any card without a
// picture, a card shows its own photo or else a panel of its own (a product's label, a category's
// name): never a drawing or an icon beside a photo, and never one photo on two cards (a product
// without a photo used to show its category's).

/** What a card shows: a photo of the business's own, the sample's drawing, or a panel drawn by the site. */
export type Shown<P> = { kind: 'photo'; photo: P } | { kind: 'drawing'; photo: P } | { kind: 'panel' };

export interface Pictured<P> {
  /** The entry's picture, if it has one. */
  photo?: P | undefined;
  /** The values of the sample business the entry still lists (src/lib/content/sample-values.ts). */
  sample?: readonly unknown[] | undefined;
}

/** Which file a photo shows: its path as the entry gives it, or the image pipeline's name for it. */
const fileOf = (photo: unknown): unknown => {
  const src = photo && typeof photo === 'object' && 'src' in photo ? photo.src : photo;
  return src && typeof src === 'object' && 'src' in src ? src.src : src;
};

/**
 * A picture's file from the project's assets folder on (assets/products/pke.jpg), however it is
 * given: a path from the entry, or the file the image pipeline read. The content layer's pictures in
 * a build are proxies that give their file when asked for it but do not list it, so it is asked for.
 */
const assetOf = (photo: unknown): string | undefined => {
  const src = photo && typeof photo === 'object' && 'src' in photo ? photo.src : photo;
  const file = src && typeof src === 'object' ? (src as { fsPath?: unknown }).fsPath : src;
  return typeof file === 'string' ? /(?:^|\/)(assets\/.+)$/.exec(file.replaceAll('\\', '/'))?.[1] : undefined;
};

/** Whether a photo is still the sample's (a drawing): its file is among the entry's sample values. */
export const isSamplePicture = (sample: readonly unknown[] | undefined, photo: unknown): boolean => {
  const file = assetOf(photo);
  return file !== undefined && (sample ?? []).some((record) => assetOf(record) === file);
};

/**
 * Each card's picture, in the grid's order, for entries whose picture is in `field`. A photo
 * another card of the grid already shows (a product copied with its photo) shows once: the later
 * card shows its panel.
 */
export function gridPictures<P>(items: readonly Pictured<P>[]): Shown<P>[] {
  const allDrawn = items.length > 0 && items.every(({ photo, sample }) => photo !== undefined && isSamplePicture(sample, photo));
  const shown = new Set<unknown>();
  return items.map(({ photo, sample }): Shown<P> => {
    if (photo === undefined || shown.has(fileOf(photo))) return { kind: 'panel' };
    shown.add(fileOf(photo));
    if (!isSamplePicture(sample, photo)) return { kind: 'photo', photo };
    return allDrawn ? { kind: 'drawing', photo } : { kind: 'panel' };
  });
}

/** The photos of a grid of people, each shown once: a person copied with another's photo shows their initials. */
export function onceEach<T extends { photo?: unknown }>(people: readonly T[]): T[] {
  const shown = new Set<unknown>();
  return people.map((person) => {
    if (person.photo === undefined) return person;
    const file = fileOf(person.photo);
    if (shown.has(file)) return { ...person, photo: undefined };
    shown.add(file);
    return person;
  });
}

/** Whether a grid shows a photo of the business's own: its pictureless cards then show plain panels, not icons. */
export const showsPhotos = (shown: readonly Shown<unknown>[]) => shown.some(({ kind }) => kind === 'photo');

/** The relative luminance of a #rrggbb colour (WCAG 2). */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast of white text on a #rrggbb colour. */
export const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

/**
 * A category's colour made dark enough to carry white words at AAA contrast (7 : 1), its hue kept:
 * the ground of a panel drawn in that colour.
 */
export function panelGround(hex: string): string {
  let [r, g, b] = [1, 3, 5].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16)) as [number, number, number];
  const toHex = () => `#${[r, g, b].map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
  while (contrastWithWhite(toHex()) < 7.2) [r, g, b] = [r * 0.92, g * 0.92, b * 0.92];
  return toHex();
}
