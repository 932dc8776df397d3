// Where something is in the content: an entry's file and, where there is one, its field, by key
// path and by the form's labels. The paths name the entry that claims each path this way
// (src/lib/paths/route-claims.ts), and every content problem names its place so (src/lib/content/content-problems.ts).

export type KeyPath = readonly (string | number)[];

/** Where a problem is, or an entry it names: an entry's file and, where there is one, its field. */
export interface Place {
  /** From the project root, e.g. src/content/products/pke.md. */
  file: string;
  /** The file's line, for a problem in its text or its format. */
  line?: number | undefined;
  /** The field's key path in the entry, e.g. ['sections', 1, 'text']; none for the entry as a whole. */
  keyPath?: KeyPath | undefined;
  /** The field's labels on the form, from the entry down, e.g. ['Sections', '2nd section', 'Text']. */
  labels?: readonly string[] | undefined;
  /** The entry's name, e.g. PKE. */
  entry?: string | undefined;
  /** The entry's form as the office knows it, e.g. Product “PKE” or Molasses page. */
  form?: string | undefined;
}

/** A key path written with dots, its list indexes as numbers. */
export const keyPathOf = (keyPath: KeyPath | string = []): KeyPath =>
  typeof keyPath === 'string' ? keyPath.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key)) : keyPath;
