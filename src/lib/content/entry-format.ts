// How a collection's entries are written, and the file extension each way takes: shared by the
// registry of collections (src/collections.ts) and the reader of their files (src/loaders/).

/** YAML records, or Markdown with YAML front matter. */
export type EntryFormat = 'yaml' | 'markdown';

/** The extension of an entry file of each format. */
export const ENTRY_EXTENSIONS: Record<EntryFormat, string> = { yaml: '.yaml', markdown: '.md' };
