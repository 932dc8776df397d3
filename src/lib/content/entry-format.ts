// How a collection's entries are written, and the file extension each way takes: shared by the
// registry of collections (src/collections.ts) and the reader of their files (src/loaders/), with
// the pictures' extensions, which are no entry's.

/** YAML records, or Markdown with YAML front matter. */
export type EntryFormat = 'yaml' | 'markdown';

/** The extension of an entry file of each format. */
export const ENTRY_EXTENSIONS: Record<EntryFormat, string> = { yaml: '.yaml', markdown: '.md' };

/** The kinds of picture the image pipeline reads, by file extension. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif', 'tif', 'tiff'] as const;

/** A picture file's name or path. */
export const IMAGE_PATH = new RegExp(`\\.(?:${IMAGE_EXTENSIONS.join('|')})$`, 'i');
