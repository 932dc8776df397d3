// Every redirect of the site, in one table. The build turns it into Astro's static redirect
// pages (meta refresh, history entry replaced), for any host, and into a `_redirects` file of
// real 301s for Netlify and Cloudflare Pages.

export interface Redirect {
  /** Old or alternative paths, written without a trailing slash. */
  from: readonly string[];
  /** The page they land on. */
  to: string;
}

export const redirects: readonly Redirect[] = [
  // Paths from the previous site.
  { from: ['/pages/feed-trailers'], to: '/feed-trailers' },
  { from: ['/pages/deer-nuts'], to: '/deer-feed' },
  { from: ['/pages/about-us', '/pages/container-services'], to: '/about-us' },
  { from: ['/pages/feed-quality-declarations'], to: '/feed-quality-declarations' },
  {
    from: [
      '/pages/products',
      '/collections',
      '/collections/frontpage',
      '/collections/all',
      '/pages/summer-pellets',
      '/pages/barley-and-molasses-pellet',
    ],
    to: '/products',
  },
  { from: ['/pages/condose', '/pages/copy-of-conedose-calculator', '/condose'], to: '/conedose' },
  {
    from: ['/pages/contact-us-1', '/pages/winton-team', '/pages/feed-mill-products-southland-otago-only'],
    to: '/contact-us',
  },
  { from: ['/pages/health-and-safety'], to: '/health-and-safety' },
  { from: ['/pages/palm-kernel'], to: '/dairy-feed/pke' },
  {
    from: ['/pages/conedose-original-calculator', '/pages/conedose-calculator', '/condose-calculator'],
    to: '/conedose-calculator',
  },
  { from: ['/pages/calf-grower-16'], to: '/dairy-feed/calf-grower-16' },
  { from: ['/pages/supreme-dairy-pellets'], to: '/dairy-feed/high-energy-pellets' },
  { from: ['/pages/molasses'], to: '/molasses' },
  { from: ['/pages/sheep-nuts', '/sheep-feed/sheep-nuts'], to: '/products/sheep-nuts' },
  // The calf listing's Deer/Goat/Chicken tabs point at these short forms.
  { from: ['/goat-feed'], to: '/products/goat-feed' },
  { from: ['/chicken-feed'], to: '/products/chicken-feed' },
  // Short forms the live site answers.
  { from: ['/dairy-feed'], to: '/products/dairy-feed' },
  { from: ['/calf-feed'], to: '/products/calf-feed' },
  { from: ['/sheep-feed'], to: '/products/sheep-feed' },
];

/** Source path → target path, one entry per source. */
export function redirectMap(table: readonly Redirect[] = redirects): Map<string, string> {
  const map = new Map<string, string>();
  for (const { from, to } of table) {
    for (const source of from) {
      if (map.has(source)) throw new Error(`Redirect source ${source} is listed twice`);
      map.set(source, to);
    }
  }
  return map;
}

/** The `redirects` option of astro.config: static pages that replace the history entry. */
export function astroRedirects(table: readonly Redirect[] = redirects): Record<string, { status: 301; destination: string }> {
  return Object.fromEntries([...redirectMap(table)].map(([source, destination]) => [source, { status: 301 as const, destination }]));
}

/**
 * The `_redirects` lines of one source. Astro writes a redirect page at the source's path, and
 * Netlify serves a file there in preference to a rule unless the rule is forced (`301!`).
 * Cloudflare Pages always applies its rules first but rejects `301!` as a status, so it skips
 * that line and takes the plain one after it; Netlify takes the first line that matches. The
 * trailing-slash form gives Cloudflare a single 301 instead of a 308 and then a 301.
 */
export function hostRedirectLines(source: string, target: string): string[] {
  return [`${source} ${target} 301!`, `${source} ${target} 301`, `${source}/ ${target} 301`];
}

/** The `_redirects` file (Netlify and Cloudflare Pages). */
export function hostRedirectsFile(table: readonly Redirect[] = redirects): string {
  const lines = [...redirectMap(table)].flatMap(([source, target]) => hostRedirectLines(source, target));
  return [
    '# Generated from src/integrations/redirects.ts at build time; edit that table, not this file.',
    '# Each old address has a forced line for Netlify (301!), which Cloudflare Pages reports as',
    '# invalid and skips, then the plain line Cloudflare Pages uses, then the trailing-slash form.',
    ...lines,
    '',
  ].join('\n');
}
