// The links the content writes to pages of the site, checked against the route table: every link in
// a product's links and text, a page's buttons, sections and text, and a notice's link leads to a
// page or to an old path that redirects to one, never to a paused product (which has no page);
// and every page a notice is shown on is a page the site serves. Part of the path table's checks
// (path-table.ts): a link into a missing page must stop the build rather than go live.
import { normalisePath } from '../../conventions/paths.ts';
import type { Place } from '../../conventions/places.ts';
import { problem, type ContentProblem, type PlaceOf } from '../content/content-problems.ts';
import { markdownLinks } from '../content/markdown-rules.ts';
import { sectionLinks } from '../../schemas/section-kinds.ts';
import { isPaused, type PathEntries, type RouteClaim } from './route-claims.ts';

/** A link written in the content: where, and where to. */
interface Link {
  place: Place;
  href: string;
}

/** The site path a link leads to, or undefined for a link that leaves the site (https:, tel:, mailto:, #fragment). */
function linkedPath(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  return normalisePath(href.replace(/[?#].*$/, ''));
}

/** Each path of a paused product (its page and former paths) → the product. */
function pausedPaths(products: PathEntries['products']): Map<string, PathEntries['products'][number]> {
  return new Map(
    products
      .filter(isPaused)
      .flatMap((product) => [product.data.path, ...product.data.formerPaths].map((path) => [path, product] as const)),
  );
}

/** A link to a paused product, refused by the product's name: it would land on its category, not on what it names. */
function pausedLinkProblem(
  { place, href }: Link,
  path: string,
  paused: ReturnType<typeof pausedPaths>,
  placeOf: PlaceOf,
): ContentProblem[] {
  const product = paused.get(path);
  if (!product) return [];
  const availability = placeOf(product.file, 'availability');
  return [
    problem(
      'refuse',
      place,
      `"${href}" leads to "${product.data.name}", which is paused (hidden from the site); link to another page, or set its Availability back to On sale`,
      [availability],
    ),
  ];
}

/** Every link to a page of this site leads to a page, or to an old path that redirects to one; none to a paused product. */
function linkProblems(
  links: readonly Link[],
  routes: ReadonlyMap<string, RouteClaim>,
  redirectSources: ReadonlySet<string>,
  paused: ReturnType<typeof pausedPaths>,
  placeOf: PlaceOf,
): ContentProblem[] {
  return links.flatMap((link) => {
    const path = linkedPath(link.href);
    if (path === undefined) return [];
    const pausedLink = pausedLinkProblem(link, path, paused, placeOf);
    if (pausedLink.length > 0) return pausedLink;
    if (routes.has(path) || redirectSources.has(path)) return [];
    return [
      problem(
        'refuse',
        link.place,
        `"${link.href}" is not a page of the site; link to a page that exists (a removed product's old address can be listed among the former addresses of the page that replaces it)`,
      ),
    ];
  });
}

/** The links an entry writes: in the given fields, and in its Markdown text (by line). */
function entryLinks(entry: { file: string; body?: string | undefined }, fields: [field: string, href: string][], placeOf: PlaceOf): Link[] {
  return [
    ...fields.map(([field, href]) => ({ place: placeOf(entry.file, field), href })),
    ...(entry.body ? markdownLinks(entry.body) : []).map(({ href, line }) => ({
      place: { ...placeOf(entry.file, 'body'), labels: [...(placeOf(entry.file, 'body').labels ?? []), `line ${line}`] },
      href,
    })),
  ];
}

/** Every link the entries write to a page: products' links and text, pages' buttons, cards and text, notices' links. */
function contentLinks({ pages, products, notices = [] }: PathEntries, placeOf: PlaceOf): Link[] {
  return [
    // A paused product's page is not built, so its links go nowhere.
    ...products
      .filter((product) => !isPaused(product))
      .flatMap((product) =>
        entryLinks(
          product,
          product.data.links.map(({ href }, i) => [`links.${i}.href`, href]),
          placeOf,
        ),
      ),
    ...pages.flatMap((page) =>
      entryLinks(
        page,
        [
          ...(page.data.actions ?? []).map(({ href }, a): [string, string] => [`actions.${a}.href`, href]),
          // Each kind of section says which links it writes (src/schemas/section-kinds.ts).
          ...page.data.sections.flatMap((section, s) =>
            sectionLinks(section).map(([keyPath, href]): [string, string] => [`sections.${s}.${keyPath}`, href]),
          ),
        ],
        placeOf,
      ),
    ),
    ...notices.flatMap((notice) => (notice.data.link ? entryLinks(notice, [['link.href', notice.data.link.href]], placeOf) : [])),
  ];
}

/** Every page a notice names is a page of the site, as served: not an old path, nor a paused product. */
function noticePageProblems(
  notices: PathEntries['notices'] = [],
  routes: ReadonlyMap<string, RouteClaim>,
  paused: ReturnType<typeof pausedPaths>,
  placeOf: PlaceOf,
): ContentProblem[] {
  return notices.flatMap(({ file, data }) =>
    data.showOn.flatMap((path, i) => {
      const link = { place: placeOf(file, `showOn.${i}`), href: path };
      const pausedLink = pausedLinkProblem(link, path, paused, placeOf);
      if (pausedLink.length > 0 || routes.has(path)) return pausedLink;
      return [
        problem('refuse', link.place, `"${path}" is not a page of the site; give the address a page is served at, e.g. / or /contact-us`),
      ];
    }),
  );
}

/** Every problem with the links the content writes and the pages its notices name, against the served routes and the old paths. */
export function contentLinkProblems(
  entries: PathEntries,
  routes: ReadonlyMap<string, RouteClaim>,
  redirectSources: ReadonlySet<string>,
  placeOf: PlaceOf,
): ContentProblem[] {
  const paused = pausedPaths(entries.products);
  return [
    ...linkProblems(contentLinks(entries, placeOf), routes, redirectSources, paused, placeOf),
    ...noticePageProblems(entries.notices, routes, paused, placeOf),
  ];
}
