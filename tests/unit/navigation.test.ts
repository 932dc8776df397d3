import { describe, expect, it } from 'vitest';
import {
  flattenNav,
  groupHoldsPage,
  isCurrentPage,
  isNavGroup,
  mainNav,
  molassesNav,
  type NavGroup,
} from '../../src/lib/paths/navigation.ts';
import { isHeaderCompact, COMPACT_HEADER_THRESHOLD_PX } from '../../src/lib/browser/scroll-header.ts';
import { expectedNav } from '../fixtures/routes.ts';

describe('navigation data', () => {
  it('lists the spec navigation in order, Resources holding its two pages', () => {
    const specHrefs = new Set(expectedNav.map(([, href]) => href));
    const links = flattenNav().map(({ label, href }) => [label, href]);
    expect(links.filter(([, href]) => specHrefs.has(href!))).toEqual(expectedNav);
    const resources = mainNav.find(isNavGroup) as NavGroup;
    expect(resources.label).toBe('Resources');
    expect(resources.children.map((c) => c.href)).toEqual(['/feed-quality-declarations', '/health-and-safety']);
  });

  it('adds only Molasses and the calculator, at the top level right after Products, one tap away', () => {
    const specHrefs = new Set(expectedNav.map(([, href]) => href));
    expect(flattenNav().filter(({ href }) => !specHrefs.has(href))).toEqual(molassesNav);
    const topLevel = mainNav.filter((item) => !isNavGroup(item));
    const products = topLevel.findIndex(({ label }) => label === 'Products');
    expect(topLevel.slice(products + 1, products + 1 + molassesNav.length)).toEqual(molassesNav);
  });

  it('marks only the page being shown as current', () => {
    expect(isCurrentPage('/', '/index.html')).toBe(true);
    expect(isCurrentPage('/products', '/products/')).toBe(true);
    expect(isCurrentPage('/products', '/products/dairy-feed')).toBe(false);
    expect(isCurrentPage('/', '/about-us')).toBe(false);
  });

  it('knows when a dropdown group holds the current page', () => {
    const resources = mainNav.find(isNavGroup) as NavGroup;
    expect(groupHoldsPage(resources, '/health-and-safety')).toBe(true);
    expect(groupHoldsPage(resources, '/about-us')).toBe(false);
  });
});

describe('scroll header threshold', () => {
  it('is 50 px and compacts strictly past it', () => {
    expect(COMPACT_HEADER_THRESHOLD_PX).toBe(50);
    expect(isHeaderCompact(0)).toBe(false);
    expect(isHeaderCompact(50)).toBe(false);
    expect(isHeaderCompact(51)).toBe(true);
  });
});
