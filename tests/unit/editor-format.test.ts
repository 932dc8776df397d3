// @vitest-environment node
// The content is stored in exactly the format the browser editor writes, so a save changes only
// the lines an editor changed: every entry of src/content goes through Decap CMS's own serializer
// (its front matter and YAML formatters, loaded from node_modules/decap-cms-core) and must come
// back unchanged. scripts/lib/editor-format.ts, which
// `npm run format:content` writes the files with, must agree with it entry by entry.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error Decap's formatters have no type declarations
import { frontmatterYAML } from 'decap-cms-core/dist/esm/formats/frontmatter.js';
// @ts-expect-error Decap's formatters have no type declarations
import decapYaml from 'decap-cms-core/dist/esm/formats/yaml.js';
import { editorConfig } from '../../src/admin/config';
import { COLLECTIONS, COLLECTION_NAMES, type CollectionName } from '../../src/collections';
import { listEntryFiles } from '../../src/loaders/entry-files';
import { SPEC_SITE } from '../../scripts/lib/output';
import { editorFormat, fieldOrder } from '../../scripts/lib/editor-format';

interface Formatter {
  fromFile(text: string): Record<string, unknown>;
  toFile(data: Record<string, unknown>, sortedKeys: string[], comments: Record<string, string>): string;
}
const frontMatter = frontmatterYAML() as Formatter;
const yamlFormat = decapYaml as Formatter;

const config = editorConfig({
  localBackendPort: '8081',
  siteUrl: 'https://www.example.co.nz',
  repo: 'owner/site',
  branch: 'main',
  editorialWorkflow: true,
  categories: [],
});

/** The form's top-level field names, in order: what Decap sorts an entry's keys by (backend.js fieldsOrder). */
function formOrder(collection: CollectionName): string[] {
  const entry = config.collections.find(({ name }) => name === collection) as {
    fields?: { name: string }[];
    files?: { fields: { name: string }[] }[];
  };
  const fields = entry.fields ?? entry.files![0]!.fields;
  return fields.map(({ name }) => name);
}

/** Decap's save of an entry left as it was loaded (backend.js entryToRaw). */
function decapSave(text: string, collection: CollectionName): string {
  const formatter = COLLECTIONS[collection].format === 'markdown' ? frontMatter : yamlFormat;
  const file = formatter.toFile(formatter.fromFile(text), formOrder(collection), {});
  return file.endsWith('\n') ? file : `${file}\n`;
}

/** Every entry file of a content folder, with its collection. */
const entriesIn = (contentDir: string) =>
  COLLECTION_NAMES.flatMap((collection) =>
    listEntryFiles(join(contentDir, collection), COLLECTIONS[collection].format).map(({ file }) => ({ collection, file })),
  );

describe('the content', () => {
  const entries = entriesIn('src/content');

  it('has entries to check', () => expect(entries.length).toBeGreaterThan(20));

  it.each(entries.map(({ collection, file }) => [file, collection] as const))(
    '%s is stored as the editor writes it',
    (file, collection) => {
      const text = readFileSync(file, 'utf8');
      expect(text).toBe(decapSave(text, collection));
    },
  );
});

// The spec's frozen content stays as it was written (tests patch it by its text); the editor tests
// put their copy of it in the editor's format first, with the same script.
it.each(['src/content', SPEC_SITE.contentDir])('npm run format:content writes each entry of %s as the editor does', (contentDir) => {
  const entries = entriesIn(contentDir);
  expect(entries.length).toBeGreaterThan(20);
  for (const { collection, file } of entries) {
    const text = readFileSync(file, 'utf8');
    expect(editorFormat(text, collection, COLLECTIONS[collection].format), file).toBe(decapSave(text, collection));
  }
});

it('sorts keys in the order of the form\u2019s fields', () => {
  for (const collection of COLLECTION_NAMES)
    expect(fieldOrder(collection, COLLECTIONS[collection].format), collection).toEqual(formOrder(collection));
});
