// The path table: every path the site serves with the entry that claims it, and every old path
// with the page it leads to, made once per build from the content (route-claims.ts makes the claims
// and the old paths; src/conventions/paths.ts spells each path). Made with it, what is wrong
// with them: two entries on one path, a claim on an old path, an old path listed twice or
// leading nowhere, a category whose page nothing serves, and every link the content writes to no
// page (content-links.ts). The pages are generated from its routes (src/data/site.ts).
import { listingPath } from '../../conventions/paths.ts';
import type { Place } from '../../conventions/places.ts';
import { byKeyPath, problem, type ContentProblem, type PlaceOf } from '../content/content-problems.ts';
import { listingOrder } from '../content/order.ts';
import { contentLinkProblems } from './content-links.ts';
import { redirectMap, type Redirect } from './redirects.ts';
import { routeClaims, routeTable, siteRedirects, type PathEntries, type RouteClaim } from './route-claims.ts';

export interface PathTable {
  /** Path → the route, naming the entry that claims it. */
  routes: Map<string, RouteClaim>;
  /** Old path → the page it leads to. */
  redirects: Map<string, string>;
  /** What is wrong with the paths and the links: a conflicting claim is left out of the routes, the first kept, so the local site still shows every page. */
  problems: ContentProblem[];
}

/** The words of an old path's place, for a developer. */
const OLD_PATHS = `the old addresses (an entry's formerPaths)`;

/** Every category's page is served, and its short path leads to a page or an old path that redirects. */
function categoryLinkProblems(
  categories: PathEntries['categories'],
  routes: ReadonlyMap<string, RouteClaim>,
  redirectSources: ReadonlySet<string>,
  placeOf: PlaceOf,
): ContentProblem[] {
  return categories.flatMap(({ file, data: { path, shortPath } }) => [
    ...(routes.has(path)
      ? []
      : [
          problem(
            'refuse',
            placeOf(file, 'path'),
            `"${path}" is not a page of the site; use ${listingPath('<name>')} for a listing, or the address of an existing page`,
          ),
        ]),
    ...(!shortPath || routes.has(shortPath) || redirectSources.has(shortPath)
      ? []
      : [
          problem(
            'refuse',
            placeOf(file, 'shortPath'),
            `"${shortPath}" is neither a page nor an old address; add it to the former addresses, or leave it empty`,
          ),
        ]),
  ]);
}

/** Says an entry cannot have a path another has; the editor's form says it in the same words before a save. */
export const takenWords = (path: string, holder: string) =>
  `"${path}" is already taken by ${holder}; every page needs an address of its own`;

/** Says an entry cannot have an old path of the site, in the office's words (the form's too, naming where it is written when it knows). */
export const formerPathWords = (path: string, writtenIn?: string) =>
  `"${path}" is an old address that leads to another page${writtenIn ? ` (${writtenIn})` : ''}; choose another address`;

/**
 * Says an entry's former path is a page's path now, at the former path, naming the page:
 * either is the one to change. The editor's form says it in the same words before a save.
 */
export const formerTakenWords = (path: string, holder: string) =>
  `"${path}" is already the address of ${holder}; a former address must be one no page has: remove it from these former addresses, or give that page another address`;

/** Says an old path is written in two places; the form says it in the same words. */
export const listedTwiceWords = (path: string, earlier: string) =>
  `the old address ${path} is listed twice (also in ${earlier}); keep it in one place`;

/**
 * The redirects without the entries' former paths that a page has now, and those, each with
 * the page's claim: the page keeps its path, and the former path is named where it is
 * written, with the page one click away.
 */
function withoutTakenFormerPaths(redirects: readonly Redirect[], claims: readonly RouteClaim[]) {
  const pages = new Map<string, RouteClaim>();
  for (const claim of claims) if (!pages.has(claim.path)) pages.set(claim.path, claim);
  const taken: { path: string; writtenIn: Place; claim: RouteClaim }[] = [];
  const kept = redirects.flatMap((redirect) => {
    if (!redirect.former || !redirect.writtenIn) return [redirect];
    const from = redirect.from.filter((path) => {
      const claim = pages.get(path);
      if (claim) taken.push({ path, writtenIn: redirect.writtenIn!, claim });
      return !claim;
    });
    return from.length === redirect.from.length ? [redirect] : from.length > 0 ? [{ ...redirect, from }] : [];
  });
  return { kept, taken };
}

/** The claims on paths the route table could not take, and the old paths listed twice. */
function claimProblems(
  conflicts: ReturnType<typeof routeTable>['conflicts'],
  twice: ReturnType<typeof redirectMap>['twice'],
): ContentProblem[] {
  return [
    ...conflicts.map(({ claim, earlier }) =>
      earlier
        ? problem('refuse', claim.place, (name) => takenWords(claim.path, name(earlier.place)), [earlier.place])
        : problem('refuse', claim.place, {
            developer: `"${claim.path}" is an old address that redirects elsewhere (${OLD_PATHS}); choose another path, or take it out of the old addresses first`,
            office: formerPathWords(claim.path),
          }),
    ),
    ...twice.map(({ source, writtenIn, earlier }) =>
      problem('refuse', writtenIn, (name) => listedTwiceWords(source, name(earlier)), [earlier]),
    ),
  ];
}

/** Every old path leads to a page, in one hop. */
const redirectTargetProblems = (redirects: readonly Redirect[], routes: ReadonlyMap<string, RouteClaim>): ContentProblem[] =>
  redirects.flatMap(({ from, to, writtenIn }) =>
    routes.has(to)
      ? []
      : [
          problem(
            'refuse',
            writtenIn,
            `the old address ${from.join(', ')} leads to ${to}, which is not a page of the site; point it at a page that exists, or remove it`,
          ),
        ],
  );

/**
 * The routes and old paths of the content, and what is wrong with them: two entries on one
 * path, a link or old path to no page. The build's old paths are the entries' (siteRedirects).
 */
export function pathTable(entries: PathEntries, placeOf: PlaceOf = byKeyPath): PathTable {
  // In listing order, so of two products on one path the one further down is named.
  const products = [...entries.products].sort((a, b) => listingOrder(a.data, b.data));
  const sorted = { ...entries, products };
  return pathTableWith(sorted, siteRedirects(sorted, placeOf), placeOf);
}

/**
 * The route table and the given old paths, checked against each other and every link. A
 * conflicting claim is left out of the table, the first one kept, so the dev server still shows
 * every page.
 */
export function pathTableWith(entries: PathEntries, redirects: readonly Redirect[], placeOf: PlaceOf = byKeyPath): PathTable {
  const claims = routeClaims(entries, placeOf);
  const { kept, taken } = withoutTakenFormerPaths(redirects, claims);
  const { map: redirectTable, twice } = redirectMap(kept);
  const redirectSources = new Set(redirectTable.keys());
  const { routes, conflicts } = routeTable(claims, redirectSources);
  return {
    routes,
    redirects: redirectTable,
    problems: [
      ...taken.map(({ path, writtenIn, claim }) =>
        problem('refuse', writtenIn, (name) => formerTakenWords(path, name(claim.place)), [claim.place]),
      ),
      ...claimProblems(conflicts, twice),
      ...categoryLinkProblems(entries.categories, routes, redirectSources, placeOf),
      ...redirectTargetProblems(kept, routes),
      ...contentLinkProblems(entries, routes, redirectSources, placeOf),
    ],
  };
}
