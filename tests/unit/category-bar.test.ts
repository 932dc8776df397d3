import { describe, expect, it } from 'vitest';
import { allProductsTab, categoryBarTabs, type BarCategory } from '../../src/lib/paths/category-bar.ts';

// Categories in bar order, as the data layer hands them to the bar; the shipped ones are checked end to end.
const categories: BarCategory[] = [
  { id: 'dairy', tabLabel: 'Dairy', path: '/products/dairy-feed', barUsesShortLinks: false },
  { id: 'calf', tabLabel: 'Calf', path: '/products/calf-feed', barUsesShortLinks: true },
  { id: 'deer', tabLabel: 'Deer', path: '/products/deer-feed', shortPath: '/deer-feed', barUsesShortLinks: false },
  { id: 'goat', tabLabel: 'Goat', path: '/products/goat-feed', shortPath: '/goat-feed', barUsesShortLinks: false },
  { id: 'molasses', tabLabel: 'Molasses', path: '/molasses', barUsesShortLinks: false },
];

const currentLabels = (tabs: ReturnType<typeof categoryBarTabs>) => tabs.filter((tab) => tab.current).map((tab) => tab.label);

describe('categoryBarTabs', () => {
  it('starts with ALL, then each category in the order given, each linking to its href', () => {
    expect(categoryBarTabs(categories, { current: 'dairy' }).map(({ label, href }) => [label, href])).toEqual([
      [allProductsTab.label, '/products'],
      ['Dairy', '/products/dairy-feed'],
      ['Calf', '/products/calf-feed'],
      ['Deer', '/products/deer-feed'],
      ['Goat', '/products/goat-feed'],
      ['Molasses', '/molasses'],
    ]);
  });

  it('marks exactly the current category', () => {
    expect(currentLabels(categoryBarTabs(categories, { current: 'goat' }))).toEqual(['Goat']);
    expect(currentLabels(categoryBarTabs(categories, { current: 'molasses' }))).toEqual(['Molasses']);
  });

  it('marks ALL when no category is current (the /products page)', () => {
    expect(currentLabels(categoryBarTabs(categories))).toEqual([allProductsTab.label]);
  });

  it('uses the other tabs’ short links on the listing of a category with barUsesShortLinks', () => {
    const tabs = categoryBarTabs(categories, { current: 'calf', onListing: true });
    expect(tabs.map((tab) => tab.href)).toEqual([
      '/products',
      '/products/dairy-feed',
      '/products/calf-feed',
      '/deer-feed',
      '/goat-feed',
      '/molasses',
    ]);
  });

  it('keeps the normal links on a product page of that category (short links are for its listing only)', () => {
    const tabs = categoryBarTabs(categories, { current: 'calf' });
    expect(tabs.find((tab) => tab.label === 'Deer')?.href).toBe('/products/deer-feed');
  });

  it('keeps the normal links on the listing of a category without barUsesShortLinks', () => {
    const tabs = categoryBarTabs(categories, { current: 'dairy', onListing: true });
    expect(tabs.find((tab) => tab.label === 'Goat')?.href).toBe('/products/goat-feed');
  });

  it('refuses a current id that is not a category, so a typo fails the build', () => {
    expect(() => categoryBarTabs(categories, { current: 'molases' })).toThrow('Category bar: current "molases" is not a category id');
  });
});
