// The browser editor's file format: how Decap CMS writes an entry when it saves one, reproduced
// with the very libraries and steps it uses (node_modules/decap-cms-core/dist/esm/formats/:
// yaml.js, frontmatter.js and helpers.js, and entryToRaw in backend.js), after the editor's own
// clean-up before a save (src/admin/empty-fields.ts). Content files stored in
// this format change only where an editor changed them. tests/unit/editor-format.test.ts holds it
// to Decap's own serializer, entry by entry.
import { createRequire } from 'node:module';
import type { z } from 'astro/zod';
import type { CollectionName } from '../../src/collections.ts';
import type { EntryFormat } from '../../src/lib/content/entry-format.ts';
import { collectionSchema, withText, withoutImagePipeline } from '../../src/collections.ts';
import { TEXT_FIELD } from '../../src/schemas/labels.ts';
import { defaultValues } from '../../src/admin/field-defaults.ts';
import { emptyPaths, withoutPaths } from '../../src/admin/empty-fields.ts';

// Decap's own copies of its dependencies: its YAML library is version 1, not the site's.
const decapRequire = createRequire(createRequire(import.meta.url).resolve('decap-cms-core/package.json'));

interface YamlNode {
  items: { key?: { toString(): string } }[];
}
interface Yaml1 {
  createNode(value: unknown): YamlNode;
  parseDocument(text: string): { errors: Error[]; toJSON(): unknown };
  Document: new () => { contents: unknown; toString(): string };
}
const yaml = decapRequire('yaml') as Yaml1;
const matter = decapRequire('gray-matter') as {
  (text: string, options: object): { data: Record<string, unknown>; content: string };
  stringify(body: string, data: object, options: object): string;
};

/** helpers.js sortKeys: keys the form has come in the form's order; others keep their place against them. */
const sortKeys =
  (sortedKeys: readonly string[]) =>
  (a: { key?: { toString(): string } }, b: { key?: { toString(): string } }): number => {
    const [first, second] = [sortedKeys.indexOf(a.key?.toString() ?? ''), sortedKeys.indexOf(b.key?.toString() ?? '')];
    if (first === -1 || second === -1) return 0;
    return first - second;
  };

/** yaml.js toFile. */
function yamlToFile(data: unknown, sortedKeys: readonly string[]): string {
  const contents = yaml.createNode(data);
  contents.items.sort(sortKeys(sortedKeys));
  const doc = new yaml.Document();
  doc.contents = contents;
  return doc.toString();
}

/** yaml.js fromFile. */
function yamlFromFile(text: string): Record<string, unknown> {
  const content = text.trim().endsWith('---') ? text.trim().slice(0, -3) : text;
  const doc = yaml.parseDocument(content);
  if (doc.errors.length > 0) throw new Error(`YAML parsing error:\n${doc.errors.map((error) => error.message).join('\n')}`);
  return doc.toJSON() as Record<string, unknown>;
}

const engines = {
  yaml: {
    parse: yamlFromFile,
    stringify: (data: unknown, options?: { sortedKeys?: string[] }) => yamlToFile(data, options?.sortedKeys ?? []),
  },
};
const FRONT_MATTER = { engines, language: 'yaml', delimiters: '---' };

/** An entry's data as the editor reads it from its file: a Markdown file's text is its `body`. */
export function fromFile(text: string, format: EntryFormat): Record<string, unknown> {
  if (format === 'yaml') return yamlFromFile(text);
  const { data, content } = matter(text, FRONT_MATTER);
  return { ...data, ...(content.trim() && { body: content }) };
}

/** An entry's file as the editor writes it; `sortedKeys` is the order of the form's fields. */
function toFile(data: Record<string, unknown>, format: EntryFormat, sortedKeys: readonly string[]): string {
  let file: string;
  if (format === 'yaml') {
    file = yamlToFile(data, sortedKeys);
  } else {
    const { body = '', ...meta } = data as { body?: string };
    const written = matter.stringify(body, meta, { ...FRONT_MATTER, sortedKeys });
    file = body.slice(-1) !== '\n' && written.slice(-1) === '\n' ? written.slice(0, -1) : written;
  }
  return file.endsWith('\n') ? file : `${file}\n`;
}

/** The order of a collection's form fields, which the editor writes an entry's keys in: the schema's, a Markdown text where its form places it. */
export function fieldOrder(collection: CollectionName, format: EntryFormat): string[] {
  const keys = Object.keys((collectionSchema(collection, withoutImagePipeline) as z.ZodObject).shape).map((name) => ({ name }));
  return (format === 'markdown' ? withText(collection, keys, TEXT_FIELD) : keys).map(({ name }) => name);
}

/**
 * An entry's data as the editor saves it: what the site reads as left out (a cleared field, an
 * emptied list, a choice at the site's own default) taken out, as the editor takes it out before a
 * save (src/admin/save-cleanup.ts).
 */
export function savedData(data: Record<string, unknown>, collection: CollectionName): Record<string, unknown> {
  return withoutPaths(data, emptyPaths(data, defaultValues(collection)));
}

/** An entry's file as the editor would save it unchanged. */
export function editorFormat(text: string, collection: CollectionName, format: EntryFormat): string {
  return toFile(savedData(fromFile(text, format), collection), format, fieldOrder(collection, format));
}
