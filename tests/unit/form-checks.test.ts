// @vitest-environment node
// What the editor's form says before a save, in the build's words (src/admin/form-checks.ts), and
// what its search finds in the words (src/admin/text-search-results.ts).
import { describe, expect, it } from 'vitest';
import { pathTaken, formerPathTaken, goneEntries, orderTaken, type FormChecks } from '../../src/admin/form-checks.ts';
import { findInTexts } from '../../src/admin/text-search-results.ts';

const checks: FormChecks = {
  paths: {
    '/dairy-feed/pke': { collection: 'products', id: 'pke', page: true, words: 'taken by PKE', formerWords: 'PKE’s page' },
    '/pages/palm-kernel': { collection: 'products', id: 'pke', page: false, words: 'an old address of PKE', formerWords: 'listed twice' },
    '/condose': { collection: '', id: '', page: false, words: 'an old address', formerWords: 'an old address' },
    '/molasses': { collection: 'pages', id: 'molasses', page: true, words: 'taken by the Molasses page', formerWords: 'the Molasses page' },
    '/products/dairy-feed': { collection: 'categories', id: 'dairy', page: true, words: 'taken by Dairy', formerWords: 'Dairy’s page' },
  },
  listPlaces: [
    { collection: 'products', id: 'pke', name: 'PKE', list: 'Dairy Feed', field: 'order', order: 1 },
    { collection: 'categories', id: 'dairy', name: 'Dairy Feed', list: 'the category bar', field: 'order', order: 1 },
  ],
  listNames: { categories: { dairy: 'Dairy Feed', calf: 'Calf Feed' }, groups: { office: 'In The Office' } },
};

describe('pathTaken', () => {
  it('says what the build says of an address another entry has, or an old address, with or without a trailing slash', () => {
    expect(pathTaken('/dairy-feed/pke/', { collection: 'products', id: '' }, checks)).toBe('taken by PKE');
    expect(pathTaken('/pages/palm-kernel', { collection: 'products', id: 'hay' }, checks)).toBe('an old address of PKE');
    expect(pathTaken('/condose', { collection: 'products', id: 'hay' }, checks)).toBe('an old address');
  });

  it('lets a category link to a page it shares, as the build does, but not take another listing', () => {
    // The Molasses category's page is the Molasses page: no listing of its own, no claim on the address.
    expect(pathTaken('/molasses', { collection: 'categories', id: 'molasses' }, checks)).toBeUndefined();
    expect(pathTaken('/products/dairy-feed', { collection: 'categories', id: 'calf' }, checks)).toBe('taken by Dairy');
    // A product never shares.
    expect(pathTaken('/molasses', { collection: 'products', id: 'drum' }, checks)).toBe('taken by the Molasses page');
  });

  it('lets an entry keep its own address, and says nothing of a free one or an empty field', () => {
    expect(pathTaken('/dairy-feed/pke', { collection: 'products', id: 'pke' }, checks)).toBeUndefined();
    expect(pathTaken('/dairy-feed/hay', { collection: 'products', id: '' }, checks)).toBeUndefined();
    expect(pathTaken(' ', { collection: 'products', id: '' }, checks)).toBeUndefined();
  });
});

describe('formerPathTaken', () => {
  const crushed = { collection: 'products', id: 'crushed-grain' };

  it('says what the build says of a former address that is a page, another entry’s former address or an old address of the site', () => {
    expect(formerPathTaken('/dairy-feed/pke', crushed, {}, checks)).toBe('PKE’s page');
    expect(formerPathTaken('/molasses/', crushed, {}, checks)).toBe('the Molasses page');
    expect(formerPathTaken('/pages/palm-kernel', crushed, {}, checks)).toBe('listed twice');
    expect(formerPathTaken('/condose', crushed, {}, checks)).toBe('an old address');
  });

  it('says an address listed twice in the entry’s own former addresses', () => {
    expect(formerPathTaken('/crushed', crushed, { formerPaths: ['/crushed', '/crushed/'] }, checks)).toMatch(/listed twice/);
    expect(formerPathTaken('/crushed', crushed, { formerPaths: ['/crushed', '/grain'] }, checks)).toBeUndefined();
  });

  it('lets an entry keep its own former addresses, and says nothing of a free one or an empty item', () => {
    expect(formerPathTaken('/pages/palm-kernel', { collection: 'products', id: 'pke' }, {}, checks)).toBeUndefined();
    expect(formerPathTaken('/grain', crushed, {}, checks)).toBeUndefined();
    expect(formerPathTaken('', crushed, {}, checks)).toBeUndefined();
  });
});

describe('goneEntries', () => {
  it('accepts an entry the list offers now, one added since the editor was loaded among them', () => {
    expect(goneEntries('gore', ['winton', 'gore'])).toBeUndefined();
    expect(goneEntries(['winton', 'gore'], ['winton', 'gore'])).toBeUndefined();
  });

  it('names each chosen entry that is no longer there', () => {
    expect(goneEntries('timaru', ['winton'])).toBe('"timaru" is no longer there (deleted, or renamed): choose from the list');
    expect(goneEntries(['timaru', 'winton', 'gore'], ['winton'])).toMatch(/^"timaru" and "gore" are no longer there/);
  });

  it('says nothing while the entries are not known, or of an empty field', () => {
    expect(goneEntries('timaru', undefined)).toBeUndefined();
    expect(goneEntries('', ['winton'])).toBeUndefined();
    expect(goneEntries(undefined, ['winton'])).toBeUndefined();
  });
});

describe('orderTaken', () => {
  it('says an order another entry of the same list has, the list worked out from the form', () => {
    expect(orderTaken(1, 'order', { collection: 'products', id: '' }, { name: 'Hay', category: 'dairy' }, checks)).toBe(
      '"Hay" and "PKE" both have order 1 in Dairy Feed; give each its own, e.g. 0.5 to put one ahead of the other',
    );
  });

  it('lets an order in another list, the entry\u2019s own, or an empty one be', () => {
    expect(orderTaken(1, 'order', { collection: 'products', id: '' }, { name: 'Hay', category: 'calf' }, checks)).toBeUndefined();
    expect(orderTaken(1, 'order', { collection: 'products', id: 'pke' }, { name: 'PKE', category: 'dairy' }, checks)).toBeUndefined();
    expect(orderTaken(1, 'cardOrder', { collection: 'categories', id: 'calf' }, { title: 'Calf Feed' }, checks)).toBeUndefined();
    expect(orderTaken('', 'order', { collection: 'products', id: '' }, { category: 'dairy' }, checks)).toBeUndefined();
  });
});

describe('findInTexts', () => {
  const texts = [
    { field: 'Product \u201cPKE\u201d \u203a Feeding guide \u203a 1st line', link: '#pke', text: 'Up to 3 kg/cow/day' },
    { field: 'Product \u201cHay\u201d \u203a Main text', link: '#hay', text: `${'Good hay. '.repeat(10)}Feed 2-5 g/cow/day to calves.` },
    { field: 'Home page \u203a Lead', link: '#home', text: 'Feed for every farm.' },
  ];

  it('finds words in any field, whatever their case, with a little of the words around them', () => {
    const found = findInTexts(texts, 'G/COW/DAY');
    expect(found.map(({ link }) => link)).toEqual(['#pke', '#hay']);
    expect(found[1]).toMatchObject({ match: 'g/cow/day', after: ' to calves.' });
    expect(found[1]!.before.startsWith('\u2026')).toBe(true);
    expect(found[1]!.before.endsWith('Feed 2-5 ')).toBe(true);
  });

  it('finds words typed with an ordinary space where the entry has a non-breaking one', () => {
    const kept = [
      { field: 'Product \u201cPellets\u201d \u203a Feeding guide \u203a 1st line', link: '#pellets', text: 'Feed 2-5\u00a0g/cow/day' },
    ];
    expect(findInTexts(kept, '2-5 g/cow/day')).toMatchObject([{ link: '#pellets', before: 'Feed ', match: '2-5\u00a0g/cow/day' }]);
  });

  it('finds words a main text\u2019s file wraps over two lines', () => {
    const wrapped = [{ field: 'Product \u201cCalf Grower\u201d \u203a Main text', link: '#grower', text: 'for less, Eco Calf\nFinisher.' }];
    expect(findInTexts(wrapped, 'Eco Calf Finisher')).toMatchObject([{ link: '#grower', match: 'Eco Calf\nFinisher' }]);
  });

  it('finds nothing for nothing', () => {
    expect(findInTexts(texts, '  ')).toEqual([]);
    expect(findInTexts(texts, 'barley')).toEqual([]);
  });
});
