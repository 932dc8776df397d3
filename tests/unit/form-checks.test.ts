// @vitest-environment node
// What the editor's form says before a save, in the build's words (src/admin/form-checks.ts), and
// what its search finds in the words (src/admin/text-search-results.ts).
import { describe, expect, it } from 'vitest';
import { addressTaken, goneEntries, positionTaken, type FormChecks } from '../../src/admin/form-checks';
import { findInTexts } from '../../src/admin/text-search-results';

const checks: FormChecks = {
  addresses: {
    '/dairy-feed/pke': { collection: 'products', id: 'pke', words: 'taken by PKE' },
    '/pages/palm-kernel': { collection: '', id: '', words: 'an old address' },
  },
  positions: [
    { collection: 'products', id: 'pke', name: 'PKE', list: 'Dairy Feed', field: 'order', position: 1 },
    { collection: 'categories', id: 'dairy', name: 'Dairy Feed', list: 'the category bar', field: 'order', position: 1 },
  ],
  categoryTitles: { dairy: 'Dairy Feed', calf: 'Calf Feed' },
};

describe('addressTaken', () => {
  it('says what the build says of an address another entry has, or an old address, with or without a trailing slash', () => {
    expect(addressTaken('/dairy-feed/pke/', { collection: 'products', id: '' }, checks)).toBe('taken by PKE');
    expect(addressTaken('/pages/palm-kernel', { collection: 'products', id: 'hay' }, checks)).toBe('an old address');
  });

  it('lets an entry keep its own address, and says nothing of a free one or an empty field', () => {
    expect(addressTaken('/dairy-feed/pke', { collection: 'products', id: 'pke' }, checks)).toBeUndefined();
    expect(addressTaken('/dairy-feed/hay', { collection: 'products', id: '' }, checks)).toBeUndefined();
    expect(addressTaken(' ', { collection: 'products', id: '' }, checks)).toBeUndefined();
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

describe('positionTaken', () => {
  it('says a position another entry of the same list has, the list worked out from the form', () => {
    expect(positionTaken(1, 'order', { collection: 'products', id: '' }, { name: 'Hay', category: 'dairy' }, checks)).toBe(
      '"Hay" and "PKE" are both at position 1 in Dairy Feed; give each its own, e.g. 0.5 to put one ahead of the other',
    );
  });

  it('lets a position in another list, the entry\u2019s own, or an empty one be', () => {
    expect(positionTaken(1, 'order', { collection: 'products', id: '' }, { name: 'Hay', category: 'calf' }, checks)).toBeUndefined();
    expect(positionTaken(1, 'order', { collection: 'products', id: 'pke' }, { name: 'PKE', category: 'dairy' }, checks)).toBeUndefined();
    expect(positionTaken(1, 'cardOrder', { collection: 'categories', id: 'calf' }, { title: 'Calf Feed' }, checks)).toBeUndefined();
    expect(positionTaken('', 'order', { collection: 'products', id: '' }, { category: 'dairy' }, checks)).toBeUndefined();
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

  it('finds nothing for nothing', () => {
    expect(findInTexts(texts, '  ')).toEqual([]);
    expect(findInTexts(texts, 'barley')).toEqual([]);
  });
});
