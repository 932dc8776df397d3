import { describe, expect, it } from 'vitest';
import { byKeyPath, developerLine } from '../../src/lib/content/content-problems.ts';
import { listedNameProblems, nameGroups } from '../../src/lib/content/listed-names.ts';

const product = (name: string, category = 'dairy', availability?: string) => ({ data: { name, category, availability } });
const text = (description: string) => ({ file: 'src/content/categories/dairy.yaml', data: { description } });
const groupsOf = (products: ReturnType<typeof product>[]) =>
  nameGroups({
    categories: [{ id: 'dairy', data: { title: 'Dairy Feed' } }],
    products,
    locations: [],
    declarations: [],
  });
const warnings = (words: string, products: ReturnType<typeof product>[]) =>
  listedNameProblems([text(words)], groupsOf(products), byKeyPath).map(developerLine);

const dairy = [product('Palm Kernel Expeller (PKE)'), product('Tapioca'), product('Soya Hulls'), product('Crushed Grain')];
const LISTED = 'PKE, tapioca, soya hulls and crushed grain.';

describe('words that list a group of entries by hand', () => {
  it('are a list when they name most of the group: a product by its name or the short name it gives itself', () => {
    expect(warnings(LISTED, dairy)).toEqual([]);
  });

  it('are warned of when an entry is added that they do not name, naming it', () => {
    expect(warnings(LISTED, [...dairy, product('Lucerne Pellets')])).toEqual([
      'Warning: src/content/categories/dairy.yaml: description: names 4 of the 5 products of Dairy Feed but not "Lucerne Pellets": if it lists them all, add it, or word it so it need not list them',
    ]);
  });

  it('are not a list when they name a few of the group in passing, nor does a paused product count', () => {
    expect(warnings('Mix PKE with tapioca.', [...dairy, product('Lucerne Pellets')])).toEqual([]);
    expect(warnings(LISTED, [...dairy, product('Lucerne Pellets', 'dairy', 'paused')])).toEqual([]);
  });

  it('keep the kinds of declaration and the depots too', () => {
    const groups = nameGroups({
      categories: [],
      products: [],
      locations: ['Winton', 'Timaru', 'Hinuera', 'Gore'].map((name) => ({ data: { name, kind: 'depot' } })),
      declarations: ['Molasses 25/26', 'Dry Feed 25/26', 'Stock Feed Pellets 25/26', 'Calf Feed 25/26'].map((title) => ({
        data: { title, season: '25/26' },
      })),
    });
    const lines = listedNameProblems(
      [text('Declarations for molasses, dry feed and stock feed pellets, from Winton, Timaru and Hinuera.')],
      groups,
      byKeyPath,
    ).map(developerLine);
    expect(lines).toEqual([
      expect.stringContaining('names 3 of the 4 depots but not "Gore"'),
      expect.stringContaining('names 3 of the 4 kinds of declaration but not "calf feed"'),
    ]);
  });
});
