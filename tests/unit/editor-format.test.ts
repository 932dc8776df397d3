// @vitest-environment node
// The content is stored in exactly the format the browser editor writes, so a save changes only
// the lines an editor changed: every entry of src/content goes through Decap CMS's own serializer
// (tests/fixtures/decap-format.ts) and must come back unchanged. scripts/lib/editor-format.ts, which
// `npm run format:content` writes the files with, must agree with it entry by entry: on
// src/content, and on entries written in another order and style (tests/fixtures/entries.ts). The
// baseline is checked with its other facts (tests/spec/editor-format.test.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, COLLECTION_NAMES } from '../../src/collections';
import { editorFormat, fieldOrder } from '../../scripts/lib/editor-format';
import { decapSave, entriesIn, formOrder } from '../fixtures/decap-format';
import { fileText, site } from '../fixtures/entries';

describe('the content', () => {
  const entries = entriesIn('src/content');

  it('has entries to check', () => expect(entries.length).toBeGreaterThan(20));

  it.each(entries.map(({ collection, file }) => [file, collection] as const))(
    '%s is stored as the editor writes it',
    (file, collection) => {
      const text = readFileSync(file, 'utf8');
      // An entry written by hand is set right by the command that writes it as the editor would.
      expect(text, `${file} is not as the editor saves it: run npm run format:content`).toBe(decapSave(text, collection));
    },
  );
});

it('npm run format:content writes each entry of src/content as the editor does', () => {
  const entries = entriesIn('src/content');
  expect(entries.length).toBeGreaterThan(20);
  for (const { collection, file } of entries) {
    const text = readFileSync(file, 'utf8');
    expect(editorFormat(text, collection, COLLECTIONS[collection].format), file).toBe(decapSave(text, collection));
  }
});

it('npm run format:content writes an entry saved in another order and style as the editor does', () => {
  const entries = site();
  // Entries of most collections: a collection added since has its own files checked by the test above.
  expect(new Set(entries.map((entry) => entry.collection)).size).toBeGreaterThan(COLLECTION_NAMES.length / 2);
  for (const entry of entries) {
    const text = fileText(entry, COLLECTIONS[entry.collection].format);
    const saved = decapSave(text, entry.collection);
    expect(editorFormat(text, entry.collection, COLLECTIONS[entry.collection].format), `${entry.collection}/${entry.id}`).toBe(saved);
  }
  // Some of them were not in the editor's format to begin with.
  expect(
    entries.filter(
      (entry) =>
        fileText(entry, COLLECTIONS[entry.collection].format) !==
        decapSave(fileText(entry, COLLECTIONS[entry.collection].format), entry.collection),
    ).length,
  ).toBeGreaterThan(0);
});

it('sorts keys in the order of the form\u2019s fields', () => {
  for (const collection of COLLECTION_NAMES)
    expect(fieldOrder(collection, COLLECTIONS[collection].format), collection).toEqual(formOrder(collection));
});
