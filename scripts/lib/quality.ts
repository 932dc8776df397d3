// The quality budgets (docs/requirements.md, "Budgets") and the accessibility scan's settings: one
// copy, read by the tests and by `npm run audit`.

const KB = 1024;

export const BUDGETS = {
  /** HTML plus the CSS a page needs to render, gzipped: the first network round trip. */
  htmlCssGzip: 14 * KB,
  /**
   * The home page with the sample content: a kilobyte under the budget, kept for what a business's
   * own content adds there (a longer name, more categories, its own words). Any other content's
   * home page has the whole budget.
   */
  sampleHomeHtmlCssGzip: 13 * KB,
  /** JavaScript a page may load in all, gzipped. */
  jsGzip: (route: string) => (route === '/conedose-calculator' ? 85 : 75) * KB,
  /** Largest Contentful Paint in milliseconds, Lighthouse mobile: the median of the audit's runs. */
  lcpMs: 1000,
  /** Lighthouse, mobile preset. */
  lighthouse: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as Record<string, number>,
  axeViolations: 0,
  /** Milliseconds until the h1 is visible at 400 kbps with 400 ms round trips. */
  slowNetworkH1Ms: 3000,
} as const;

/** axe-core rule tags: WCAG 2.0 to 2.2, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The widths every page is checked at: a phone and a desktop. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
