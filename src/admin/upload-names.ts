// What the editor's upload guard (uploads.ts) decides about a file before the editor sees it: the
// name it is saved under (every upload, a picture or a PDF, named after its entry and field where
// the form gives them, and after its contents), and whether it is a phone's HEIC photo. Runs in the browser and in unit tests alike (File and crypto.subtle
// are in both).
import { slugOf } from '../conventions/paths.ts';

/** How many hex digits of the picture's SHA-256 its saved name carries: 2^32 names per original name. */
export const HASH_DIGITS = 8;

/** An iPhone's own photo format, by name or type (phones send either). */
export const isHeic = (name: string, type = '') => /^image\/hei[cf](?:-sequence)?$/i.test(type) || /\.hei[cf]$/i.test(name);

/** Field names that say nothing of an upload beside its entry's name: a photo's picture, a declaration's PDF. */
const PLAIN_FIELDS = new Set(['src', 'pdf', 'path', 'file']);

/**
 * What an upload for a field of an entry is named after, so the media library says whose it is:
 * the entry's file name, then the field's first word unless it says nothing more ("soybean-meal-spec"
 * for a product's spec sheet, "kiri-ngata" for her photo). Undefined without an entry.
 */
export function uploadStem(entry: string | undefined, field: string | undefined): string | undefined {
  const named = entry ? slugOf(entry) : '';
  if (!named) return undefined;
  const word = field && !PLAIN_FIELDS.has(field) ? slugOf(field.replace(/([a-z])([A-Z])/g, '$1 $2')).split('-')[0] : undefined;
  return word && !named.endsWith(`-${word}`) ? `${named}-${word}` : named;
}

/**
 * The name a file is saved under: `stem` (its entry's, uploadStem) or its own name, then a short
 * hash of its contents. Phones name every photo IMG_1234.jpg, and two products' spec sheets can
 * share a name; two different files then get two names, while the same file uploaded twice keeps
 * one. So the editor's "already exists. Do you want to replace it?" only ever offers a file with the
 * same contents, and no upload replaces a file another entry uses. The editor makes the rest of the
 * name lower case and safe.
 */
export function uploadName(name: string, sha256Hex: string, stem?: string): string {
  const dot = name.lastIndexOf('.');
  const [own, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  return `${stem ?? own}-${sha256Hex.slice(0, HASH_DIGITS).toLowerCase()}${extension}`;
}

/** What the form says when a HEIC photo is chosen in a browser that cannot open it. */
export const HEIC_REFUSED =
  'This photo is in the iPhone\u2019s HEIC format, which this browser cannot open, so it was not uploaded. ' +
  'Choose Most Compatible in the iPhone\u2019s camera settings (Settings \u203a Camera \u203a Formats), ' +
  'or send the photo as a JPEG, then upload it again.';

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** The file, renamed after its stem (or its own name) and its contents. */
async function renamed(file: File, stem: string | undefined): Promise<File> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return new File([file], uploadName(file.name, hex(digest), stem), { type: file.type, lastModified: file.lastModified });
}

/**
 * The chosen files as they are uploaded, each renamed after `stem` (its entry's) and its contents;
 * a HEIC photo first made a JPEG by `heicAsJpeg`, any other file first passed through `resized`.
 * Undefined when a HEIC photo cannot be opened (nothing is uploaded then).
 */
export async function preparedUploads(
  files: readonly File[],
  heicAsJpeg: (file: File) => Promise<File | undefined>,
  stem?: string,
  resized: (file: File) => Promise<File> = (file) => Promise.resolve(file),
): Promise<File[] | undefined> {
  const ready: File[] = [];
  for (const file of files) {
    const readable = isHeic(file.name, file.type) ? await heicAsJpeg(file) : await resized(file);
    if (!readable) return undefined;
    ready.push(await renamed(readable, stem));
  }
  return ready;
}
