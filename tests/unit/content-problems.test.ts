// @vitest-environment node
// Every problem the checks find is said once, two ways: a developer's line with the file and key
// path (the build, `npm run validate`, the pull request), and the office's words with the
// form's labels alone (the local site's bar, the editor), each place a link that opens its field.
// A reference to a deleted entry, a PDF or a picture that is not there, a count typed by hand:
// on a content folder of this file's own (tests/fixtures/entries.ts).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectionSchema, withoutImagePipeline, type CollectionName } from '../../src/collections.ts';
import { developerLine, entryOfFile, officeLine, problem, type ContentProblem } from '../../src/lib/content/content-problems.ts';
import { type Place } from '../../src/conventions/places.ts';
import { editorFieldPath } from '../../src/conventions/paths.ts';
import { contentProblems } from '../../src/validation/content.ts';
import { TEXT_FIELD, fieldLabels } from '../../src/schemas/labels.ts';
import { numberWord } from '../../src/lib/content/typed-counts.ts';
import { site } from '../fixtures/entries.ts';

const content = await vi.hoisted(async () => (await import('../fixtures/entries.ts')).contentFolder());
afterAll(() => content.remove());
beforeEach(() => content.reset());

const entryOf = (collection: CollectionName, id: string) => site().find((entry) => entry.collection === collection && entry.id === id)!;
const nameOf = (entry: ReturnType<typeof site>[number]) => String((entry.data as Record<string, unknown>)['name']);
/** A field's labels as the form shows them, read from the schema. */
const labelsOf = (collection: CollectionName, path: (string | number)[]) =>
  fieldLabels(collectionSchema(collection, withoutImagePipeline), path)!.join(' \u203a ');
/** The address of a place's form at its field, as the local site's bar links it (src/components/ContentProblems.astro). */
const editorLink = (place: Place) => {
  const entry = entryOfFile(place.file);
  return entry && editorFieldPath(entry.collection, entry.id, place.keyPath ?? []);
};
const depotsOf = () => site().filter((entry) => entry.collection === 'locations' && (entry.data as { kind: string }).kind === 'depot');

/** True when the office's words name no file and no key path. */
const inOfficeWords = (found: ContentProblem) => !/src\/|\.ya?ml|\.md\b|\w\.\d+\.\w|[a-z][A-Z]\w*\.\w/.test(officeLine(found));

describe('contentProblems', () => {
  it('names a reference to a deleted entry, a missing PDF and a missing picture, each with its entry, field label and a link to the field', () => {
    // A depot deleted under the person based there.
    const based = site().find((entry) => entry.collection === 'staff' && (entry.data as { location: string }).location !== 'main-office')!;
    const depot = (based.data as { location: string }).location;
    rmSync(content.fileOf(entryOf('locations', depot)));
    // A product whose uploaded PDF is gone, and a person whose photo is.
    const product = entryOf('products', 'pke');
    content.write({ ...product, data: { ...product.data, specSheet: '/files/pke-spec-0a1b2c3d.pdf' } });
    const pictured = entryOf('staff', 'kiri-ngata');
    const file = content.fileOf(pictured);
    writeFileSync(file, readFileSync(file, 'utf8').replace('kiri-ngata.jpg', 'kiri-gone.jpg'));

    const problems = contentProblems().filter(({ severity }) => severity === 'refuse');
    const expected = [
      { entry: based, form: 'Staff member', field: ['location'], says: 'names a location that is no longer there' },
      { entry: product, form: 'Product', field: ['specSheet'], says: 'the PDF "pke-spec-0a1b2c3d.pdf" is not among the uploaded files' },
      {
        entry: pictured,
        form: 'Staff member',
        field: ['photo', 'src'],
        says: 'the picture "kiri-gone.jpg" is not among the uploaded pictures',
      },
    ];
    expect(problems).toHaveLength(expected.length);
    for (const { entry, form, field, says } of expected) {
      const found = problems.find(({ at }) => at.file === content.fileOf(entry))!;
      expect(developerLine(found)).toContain(
        `${content.fileOf(entry)}: \u201c${nameOf(entry)}\u201d \u203a ${labelsOf(entry.collection, field)} \u2014 ${field.join('.')}: `,
      );
      expect(officeLine(found)).toBe(`${form} \u201c${nameOf(entry)}\u201d \u203a ${labelsOf(entry.collection, field)}: ${found.office}`);
      expect(found.office).toContain(says);
      // The developer's line names the id the field holds.
      if (entry === based) expect(found.developer).toContain(`"${depot}" is not a location`);
      expect(inOfficeWords(found)).toBe(true);
      expect(editorLink(found.at)).toBe(`/admin#/collections/${entry.collection}/entries/${entry.id}?field=${field.join('.')}`);
    }
  });

  it('fills in a count the words give as a placeholder, and warns of one typed by hand that is wrong, by the field\u2019s label', () => {
    const depots = depotsOf().length;
    const page = entryOf('pages', 'molasses');
    content.write({ ...page, body: `Molasses from {depots} depots, and from ${depots + 1} depots.` });
    const category = site().find((entry) => entry.collection === 'categories')!;
    content.write({ ...category, data: { ...category.data, description: `Molasses from ${depots + 2} depots.` } });
    const problems = contentProblems();
    expect(problems.map(({ severity }) => severity)).toEqual(['warn', 'warn']);
    expect(problems.map(officeLine)).toEqual([
      `Molasses page \u203a ${TEXT_FIELD.label}: "${depots + 1} depots", but the site has ${numberWord(depots)} depots; write {depots} where the number goes and the site fills it in`,
      `Category \u201c${String((category.data as { title: string }).title)}\u201d \u203a ${labelsOf('categories', ['description'])}: "${depots + 2} depots", but the site has ${numberWord(depots)} depots; write {depots} where the number goes and the site fills it in`,
    ]);
    expect(developerLine(problems[0]!)).toMatch(/^Warning: .+molasses\.md: .+ — body: /);
  });

  it('names everything a deleted depot breaks at once: the person based there, refused, and a count typed in words, warned', () => {
    const based = site().find(
      (entry) => entry.collection === 'staff' && depotsOf().some((depot) => depot.id === (entry.data as { location: string }).location),
    )!;
    const depots = depotsOf().length;
    const page = entryOf('pages', 'molasses');
    content.write({ ...page, body: `Molasses from ${depots} depots, or from our {depots} depots.` });
    expect(contentProblems()).toEqual([]);

    rmSync(content.fileOf(entryOf('locations', (based.data as { location: string }).location)));
    const problems = contentProblems();
    expect(problems.map(({ severity, at }) => [severity, at.file])).toEqual([
      ['refuse', content.fileOf(based)],
      ['warn', content.fileOf(page)],
    ]);
    expect(problems[1]!.office).toContain(`"${depots} depots", but the site has ${numberWord(depots - 1)} depots`);
  });

  it('refuses a placeholder the site does not fill in', () => {
    const page = entryOf('pages', 'molasses');
    content.write({ ...page, body: 'From our {depot} depots.' });
    expect(contentProblems().map(officeLine)).toEqual([
      `Molasses page \u203a ${TEXT_FIELD.label}: "{depot}" is not a number the site fills in; write one of {depots}, {offices}, {products}, {staff}, {founded}`,
    ]);
  });
});

describe('a problem in two readers\u2019 words', () => {
  const taken = {
    file: 'src/content/products/copycat.md',
    keyPath: ['path'],
    labels: ['Page address'],
    entry: 'Copycat',
    form: 'Product \u201cCopycat\u201d',
  };
  const holder = {
    file: 'src/content/products/pke.md',
    keyPath: ['path'],
    labels: ['Page address'],
    entry: 'PKE',
    form: 'Product \u201cPKE\u201d',
  };
  const found = problem('refuse', taken, (name) => `"/dairy-feed/pke" is already taken by ${name(holder)}`, [holder]);

  it('names places by file and key path for a developer, by form and labels for the office', () => {
    expect(developerLine(found)).toBe(
      'src/content/products/copycat.md: \u201cCopycat\u201d \u203a Page address \u2014 path: "/dairy-feed/pke" is already taken by src/content/products/pke.md (\u201cPKE\u201d \u203a Page address \u2014 path)',
    );
    expect(officeLine(found)).toBe(
      'Product \u201cCopycat\u201d \u203a Page address: "/dairy-feed/pke" is already taken by Product \u201cPKE\u201d \u203a Page address',
    );
  });

  it('marks a warning as one for a developer', () => {
    expect(developerLine({ ...found, severity: 'warn' })).toMatch(/^Warning: src\/content\/products\/copycat\.md: /);
  });

  it('links each entry\u2019s place to its form at the field, a collection of one form included, and nothing else', () => {
    expect(editorLink(found.also[0]!)).toBe('/admin#/collections/products/entries/pke?field=path');
    expect(editorLink({ file: 'src/content/settings/site.yaml', keyPath: ['url'] })).toBe(
      '/admin#/collections/settings/entries/site?field=url',
    );
    expect(editorLink({ file: 'src/content/products/pke.md' })).toBe('/admin#/collections/products/entries/pke');
    expect(editorLink({ file: 'src/lib/paths/redirects.ts' })).toBeUndefined();
  });
});
