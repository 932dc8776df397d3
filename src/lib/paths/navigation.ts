// The site's navigation, defined once: the header, the mobile menu and the footer all read it.
import { HOME_PAGE_ID, PRODUCTS_PATH, normalisePath, pagePath } from '../../conventions/paths.ts';

export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup {
  label: string;
  children: NavLink[];
}

export type NavItem = NavLink | NavGroup;

/** Half the business's name and its best tool: added to the spec's list, at the top level, one tap at every width. */
export const molassesNav: NavLink[] = [
  { label: 'Molasses', href: pagePath('molasses') },
  { label: 'Conedose Calculator', href: pagePath('conedose-calculator') },
];

/** The spec's navigation in the spec's order, with Molasses and the calculator after Products. */
export const mainNav: NavItem[] = [
  { label: 'Home', href: pagePath(HOME_PAGE_ID) },
  { label: 'Products', href: PRODUCTS_PATH },
  ...molassesNav,
  {
    label: 'Resources',
    children: [
      { label: 'Feed Quality Declarations', href: pagePath('feed-quality-declarations') },
      { label: 'Health and Safety', href: pagePath('health-and-safety') },
    ],
  },
  { label: 'Feed Trailers', href: pagePath('feed-trailers') },
  { label: 'Contact Us', href: pagePath('contact-us') },
  { label: 'About Us', href: pagePath('about-us') },
  { label: 'Testimonials', href: pagePath('testimonials') },
];

export function isNavGroup(item: NavItem): item is NavGroup {
  return 'children' in item;
}

/** Every link of the navigation in menu order, groups expanded in place. */
export function flattenNav(items: NavItem[] = mainNav): NavLink[] {
  return items.flatMap((item) => (isNavGroup(item) ? item.children : [item]));
}

/** A page's name in the menu ("Home", "Contact Us"), if the menu names it: the editor lists and names the pages by it. */
export const menuLabel = (path: string): string | undefined => flattenNav().find(({ href }) => href === path)?.label;

/** True when `href` is the page being shown. */
export function isCurrentPage(href: string, pathname: string): boolean {
  return normalisePath(href) === normalisePath(pathname);
}

/** True when the group holds the page being shown, so its summary can say so. */
export function groupHoldsPage(group: NavGroup, pathname: string): boolean {
  return group.children.some((child) => isCurrentPage(child.href, pathname));
}

/** The footer's quick links: every navigation link, so all stay reachable without JavaScript. */
export const footerQuickLinks: NavLink[] = flattenNav(mainNav);
