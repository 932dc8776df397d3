// @vitest-environment node
// Every problem a build refuses is listed where the office sees it (the local site's problem list,
// and `npm run check:content` on a pull request, in the same words): a reference to a deleted
// entry, a PDF or a picture that is not there. Each names the entry and the field by the form's
// labels, and leads straight to the entry's form in the editor. On a content folder of this
// file's own (tests/fixtures/entries.ts).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLECTION_NAMES, collectionSchema, withoutImagePipeline, type CollectionName } from '../../src/collections';
import { problemEntries } from '../../src/lib/content/content-problems';
import { contentProblems } from '../../src/checks/content';
import { TEXT_FIELD, fieldLabels } from '../../src/schemas/labels';
import { site } from '../fixtures/entries';

const content = await vi.hoisted(async () => (await import('../fixtures/entries')).contentFolder());
afterAll(() => content.remove());
beforeEach(() => content.reset());

const entryOf = (collection: CollectionName, id: string) => site().find((entry) => entry.collection === collection && entry.id === id)!;
const nameOf = (entry: ReturnType<typeof site>[number]) => String((entry.data as Record<string, unknown>)['name']);
/** A field's labels as the form shows them, read from the schema. */
const labelsOf = (collection: CollectionName, path: (string | number)[]) =>
  fieldLabels(collectionSchema(collection, withoutImagePipeline), path)!.join(' \u203a ');

describe('contentProblems', () => {
  it('names a reference to a deleted entry, a missing PDF and a missing picture, each with its entry, field label and editor link', () => {
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

    const problems = contentProblems();
    const expected = [
      { entry: based, field: ['location'], says: `"${depot}" is not a location` },
      { entry: product, field: ['specSheet'], says: 'the PDF "/files/pke-spec-0a1b2c3d.pdf" does not exist' },
      { entry: pictured, field: ['photo', 'src'], says: 'the picture "../../assets/staff/kiri-gone.jpg" does not exist' },
    ];
    expect(problems).toHaveLength(expected.length);
    for (const { entry, field, says } of expected) {
      const file = content.fileOf(entry);
      const problem = problems.find((line) => line.startsWith(`${file}: `));
      expect(problem, file).toContain(`\u201c${nameOf(entry)}\u201d \u203a ${labelsOf(entry.collection, field)}`);
      expect(problem).toContain(says);
      expect(problemEntries(problem!, COLLECTION_NAMES)).toEqual([
        { collection: entry.collection, name: nameOf(entry), editor: `/admin#/collections/${entry.collection}/entries/${entry.id}` },
      ]);
    }
  });
  it('names a count of depots typed in a page\u2019s words that the site no longer has', () => {
    const depots = site().filter((entry) => entry.collection === 'locations' && (entry.data as { kind: string }).kind === 'depot').length;
    const page = entryOf('pages', 'molasses');
    content.write({ ...page, body: `Molasses from ${depots + 1} depots.` });
    const problems = contentProblems().filter((problem) => problem.includes('depots'));
    expect(problems).toEqual([
      `${content.fileOf(page)}: \u201c${String((page.data as { title: string }).title)}\u201d \u203a ${TEXT_FIELD.label} \u2014 body: "${depots + 1} depots", but the site has ${depots} depots; write ${depots}, or let a Key figures section count them`,
    ]);
  });

  it('names a count of depots typed in a category\u2019s or a product\u2019s words, by the field\u2019s label', () => {
    const depots = site().filter((entry) => entry.collection === 'locations' && (entry.data as { kind: string }).kind === 'depot').length;
    const category = site().find((entry) => entry.collection === 'categories')!;
    content.write({ ...category, data: { ...category.data, description: `Molasses from ${depots + 2} depots.` } });
    const product = site().find((entry) => entry.collection === 'products')!;
    content.write({ ...product, body: `Delivered from any of our ${depots + 3} depots.` });
    const problems = contentProblems().filter((problem) => problem.includes(' depots'));
    expect(problems).toEqual([
      `${content.fileOf(category)}: \u201c${String((category.data as { title: string }).title)}\u201d \u203a ${labelsOf('categories', ['description'])} \u2014 description: "${depots + 2} depots", but the site has ${depots} depots; write ${depots}, or let a Key figures section count them`,
      `${content.fileOf(product)}: \u201c${nameOf(product)}\u201d \u203a ${TEXT_FIELD.label} \u2014 body: "${depots + 3} depots", but the site has ${depots} depots; write ${depots}, or let a Key figures section count them`,
    ]);
  });

  it('names everything a deleted depot breaks at once: the person based there and the count typed in words', () => {
    const depotsOf = () => site().filter((entry) => entry.collection === 'locations' && (entry.data as { kind: string }).kind === 'depot');
    const based = site().find(
      (entry) => entry.collection === 'staff' && depotsOf().some((depot) => depot.id === (entry.data as { location: string }).location),
    )!;
    const depots = depotsOf().length;
    const page = entryOf('pages', 'molasses');
    content.write({ ...page, body: `Molasses from ${depots} depots.` });
    const about = (problems: string[], entry: typeof page) =>
      problems.filter((problem) => problem.startsWith(`${content.fileOf(entry)}: `));
    expect([...about(contentProblems(), based), ...about(contentProblems(), page)]).toEqual([]);

    rmSync(content.fileOf(entryOf('locations', (based.data as { location: string }).location)));
    const problems = contentProblems();
    expect(about(problems, based)).toHaveLength(1);
    expect(about(problems, page)).toEqual([expect.stringContaining(`"${depots} depots", but the site has ${depots - 1} depots`)]);
  });
});

describe('problemEntries', () => {
  it('leads a problem in the settings, a file collection, to its one form', () => {
    expect(problemEntries('src/content/settings/site.yaml: url: must be an address', COLLECTION_NAMES)).toEqual([
      { collection: 'settings', name: 'site', editor: '/admin#/collections/settings/entries/site' },
    ]);
  });

  it('leads a problem between two entries to both, the one it is about first', () => {
    const problem =
      'src/content/products/copycat.md: \u201cCopycat Pellets\u201d \u203a Page address \u2014 path "/dairy-feed/pke" is already taken by ' +
      'src/content/products/pke.md (\u201cPKE\u201d \u203a Page address \u2014 path "/dairy-feed/pke"); every page needs a path of its own';
    expect(problemEntries(problem, COLLECTION_NAMES)).toEqual([
      { collection: 'products', name: 'Copycat Pellets', editor: '/admin#/collections/products/entries/copycat' },
      { collection: 'products', name: 'PKE', editor: '/admin#/collections/products/entries/pke' },
    ]);
  });

  it('links no problem that names no entry', () => {
    expect(problemEntries('src/content/products: this content folder is missing', COLLECTION_NAMES)).toEqual([]);
    expect(
      problemEntries('src/lib/paths/redirects.ts: the old address /pages/a leads to /a, which is not a page', COLLECTION_NAMES),
    ).toEqual([]);
  });
});
