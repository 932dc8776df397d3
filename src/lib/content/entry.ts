// An entry of the content as every check and page reads it, whichever reader gave it (Astro's
// content layer in the build and the local site, the folder readers in scripts and tests).

/** One entry: a file of src/content/<collection>/, its id the file's name. */
export interface Entry<Data = Record<string, unknown>> {
  /** The file's name without its extension, e.g. pke. */
  id: string;
  /** Path from the project root, e.g. src/content/products/pke.md. */
  file: string;
  /** Its fields, validated by its collection's schema. */
  data: Data;
  /** The Markdown text, for Markdown collections. */
  body?: string | undefined;
}

/** The words that name an entry: a person's or product's name, a page's or category's title, a testimonial's author. */
export const entryName = (data: Record<string, unknown>): string | undefined =>
  [data['name'], data['title'], data['author']].find((value): value is string => typeof value === 'string');
