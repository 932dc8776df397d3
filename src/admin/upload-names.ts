// What the editor's upload guard (uploads.ts) decides about a picture before the editor sees it:
// the name it is saved under, and whether it is a phone's HEIC photo. Pure, so unit tests read it.

/** How many hex digits of the picture's SHA-256 its saved name carries: 2^32 names per original name. */
export const HASH_DIGITS = 8;

/** A picture by its name or type: the editor's image fields take these, and the guard renames them. */
const PICTURE = /\.(?:jpe?g|png|webp|avif|gif|tiff?|heic|heif)$/i;

export const isPicture = (name: string, type = '') => type.startsWith('image/') || PICTURE.test(name);

/** An iPhone's own photo format, by name or type (phones send either). */
export const isHeic = (name: string, type = '') => /^image\/hei[cf](?:-sequence)?$/i.test(type) || /\.hei[cf]$/i.test(name);

/**
 * The name a picture is saved under: its own name, then a short hash of its contents. Phones name
 * every photo IMG_1234.jpg; two different photos then get two files, while the same photo
 * uploaded twice keeps one. The editor makes the rest of the name lower case and safe.
 */
export function uploadName(name: string, sha256Hex: string): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  return `${stem}-${sha256Hex.slice(0, HASH_DIGITS).toLowerCase()}${extension}`;
}

/** What the form says when a HEIC photo is chosen in a browser that cannot open it. */
export const HEIC_REFUSED =
  'This photo is in the iPhone\u2019s HEIC format, which this browser cannot open, so it was not uploaded. ' +
  'Choose Most Compatible in the iPhone\u2019s camera settings (Settings \u203a Camera \u203a Formats), ' +
  'or send the photo as a JPEG, then upload it again.';
