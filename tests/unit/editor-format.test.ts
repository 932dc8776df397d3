// @vitest-environment node
// The content is stored in exactly the format the browser editor writes, so a save changes only
// the lines an editor changed: every entry of src/content goes through Decap CMS's own serializer
// (tests/fixtures/decap-format.ts) and must come back unchanged. scripts/lib/editor-format.ts, which
// `npm run format:content` writes the files with, must agree with it entry by entry: on
// src/content, and on entries written in another order and style (tests/fixtures/entries.ts). The
// baseline is checked with its other facts (tests/spec/editor-format.test.ts).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, COLLECTION_NAMES, collectionSchema, withoutImagePipeline } from '../../src/collections.ts';
import { withoutEmptyValues } from '../../src/loaders/prepare-entries.ts';
import { takeEntryIdsFrom } from '../../src/schemas/common.ts';
import { editorFormat, fieldOrder, fromFile } from '../../scripts/lib/editor-format.ts';
import { decapSave, entriesIn, formOrder } from '../fixtures/decap-format.ts';
import { fileText, site } from '../fixtures/entries.ts';

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

// Every entry of the content, each formatted twice: a second or two alone, longer beside the builds.
it('npm run format:content writes each entry of src/content as the editor does', { timeout: 30_000 }, () => {
  const entries = entriesIn('src/content');
  expect(entries.length).toBeGreaterThan(20);
  for (const { collection, file } of entries) {
    const text = readFileSync(file, 'utf8');
    expect(editorFormat(text, collection, COLLECTIONS[collection].format), file).toBe(decapSave(text, collection));
  }
});

it('npm run format:content writes an entry saved in another order and style as the editor does', { timeout: 30_000 }, () => {
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

describe('a file as a person would write it', () => {
  // A product as the editor held it after the office removed its only former address, cleared a
  // guideline and chose On sale: the editor's list and choice as Decap writes them.
  const held = [
    '---',
    'name: Hay Pellets',
    'category: dairy',
    'path: /dairy-feed/hay-pellets',
    'formerPaths: []',
    'summary: Pellets of hay.',
    'order: 3',
    'availability: on-sale',
    'feeding:',
    "  - ''",
    'packSizes:',
    '  - 25 kg bags',
    '---',
    'Good hay.',
    '',
  ].join('\n');

  it('leaves out a cleared list and a value at the site\u2019s default, and keeps the rest', () => {
    const saved = editorFormat(held, 'products', 'markdown');
    expect(saved).not.toMatch(/^formerPaths:|^availability:|^feeding:|\[\]/m);
    expect(saved).toContain('packSizes:\n  - 25 kg bags');
    // It means what it meant: the site reads the two alike.
    takeEntryIdsFrom((collection) => (collection === 'categories' ? ['dairy'] : []));
    const read = (text: string) => {
      const { body, ...data } = fromFile(text, 'markdown');
      return { body, data: collectionSchema('products', withoutImagePipeline).parse(withoutEmptyValues(data)) };
    };
    expect(read(saved)).toEqual(read(held));
  });

  it('is what npm run format:content writes, and what its --check asks for', () => {
    const dir = mkdtempSync(join(tmpdir(), 'format-'));
    const file = join(dir, 'products', 'hay-pellets.md');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, held);
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['scripts/format-content.ts', ...args], { env: { ...process.env, CONTENT_DIR: dir }, encoding: 'utf8' });
    try {
      const check = run('--check');
      expect(check.status, check.stderr).toBe(1);
      expect(check.stdout).toContain(file);
      expect(run().status).toBe(0);
      expect(readFileSync(file, 'utf8')).toBe(editorFormat(held, 'products', 'markdown'));
      expect(run('--check').status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Three runs of the script, beside the builds on two cores.
  }, 30_000);
});
