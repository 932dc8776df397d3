// The category bar's tabs: ALL, then the categories in order. Which tab is current follows the
// category of the entry being shown, never a list of paths.
import { PRODUCTS_PATH } from '../../conventions/paths.ts';

/** What the bar needs to know about a category. */
export interface BarCategory {
  id: string;
  tabLabel: string;
  path: string;
  shortPath?: string | undefined;
  barUsesShortLinks: boolean;
}

export interface BarTab {
  label: string;
  href: string;
  /** The page shown belongs to this tab; rendered as aria-current="page". */
  current: boolean;
}

/** The first tab, the /products page itself. */
export const allProductsTab = { label: 'All', href: PRODUCTS_PATH } as const;

export interface BarOptions {
  /** Id of the category the page belongs to; leave out on /products, where ALL is current. */
  current?: string | undefined;
  /** True on the current category's own listing page, where barUsesShortLinks applies. */
  onListing?: boolean | undefined;
}

/** The tabs of the bar for one page; `categories` must already be in bar order. */
export function categoryBarTabs(categories: readonly BarCategory[], { current, onListing = false }: BarOptions = {}): BarTab[] {
  const currentCategory = categories.find((category) => category.id === current);
  if (current !== undefined && !currentCategory) {
    throw new Error(`Category bar: current "${current}" is not a category id (${categories.map((c) => c.id).join(', ')})`);
  }
  const useShortLinks = onListing && currentCategory?.barUsesShortLinks === true;
  return [
    { ...allProductsTab, current: current === undefined },
    ...categories.map((category) => ({
      label: category.tabLabel,
      href: useShortLinks && category !== currentCategory && category.shortPath ? category.shortPath : category.path,
      current: category === currentCategory,
    })),
  ];
}
