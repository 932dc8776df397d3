// Checks between entries that no single entry's schema can make: that no two entries claim one path
// (the claims and old addresses are src/lib/paths/site-routes.ts's), and whether every link and old
// address leads to a page; and `checkSite`, every check between entries that the build makes. Pure
// but for the problem list, so unit tests run them on entries built inline; src/data/site.ts runs
// them once per build on the content layer's entries, and
// `npm run check:content` on the same files read directly. Each failure names the file and field,
// and says what to change: content is added, removed and moved by people, and a link into a
// missing page must stop the build rather than go live.
import { REDIRECTS_FILE, redirectMap, type Redirect } from '../paths/redirects.ts';
import { listingPath, normalisePath, routeTable, type Route } from '../../conventions/routes.ts';
import { isPaused, keyPathOnly, routeClaims, siteRedirects, type FieldNamer, type PathEntries } from '../paths/site-routes.ts';
import { paperReferences, resolvePapers, type Paper, type PaperSources } from '../company/papers.ts';
import { reportProblems } from './content-problems.ts';
import { markdownLinks } from './markdown-rules.ts';
import { listingOrder } from './order.ts';
import { checkPositions, type PositionedCollections } from './positions.ts';
import { sectionLinks } from '../../schemas/section-kinds.ts';

/** A link written in the content: where, and where to. */
interface Link {
  file: string;
  /** e.g. links.0.href, or "text, line 12" for a link in Markdown. */
  field: string;
  href: string;
}

/** Every category's page is served, and its short path leads to a page or an old address that redirects. */
function checkCategoryLinks(
  categories: PathEntries['categories'],
  routes: ReadonlyMap<string, Route>,
  redirectSources: ReadonlySet<string>,
  name: FieldNamer,
): void {
  for (const {
    file,
    data: { href, shortHref },
  } of categories) {
    if (!routes.has(href)) {
      throw new Error(
        `${file}: ${name(file, 'href')} "${href}" is not a page of the site; use ${listingPath('<name>')} for a listing, or the path of an existing page`,
      );
    }
    if (shortHref && !routes.has(shortHref) && !redirectSources.has(shortHref)) {
      throw new Error(
        `${file}: ${name(file, 'shortHref')} "${shortHref}" is neither a page nor an old address; add it to formerPaths, or leave shortHref out`,
      );
    }
  }
}

/** Every old address leads to a page, in one hop. */
function checkRedirectTargets(redirects: readonly Redirect[], routes: ReadonlyMap<string, Route>): void {
  for (const { from, to, writtenIn } of redirects) {
    if (routes.has(to)) continue;
    throw new Error(
      `${writtenIn ?? REDIRECTS_FILE}: the old address ${from.join(', ')} leads to ${to}, which is not a page of the site; point it at a page that exists, or remove it`,
    );
  }
}

/** The site path a link leads to, or undefined for a link that leaves the site (https:, tel:, mailto:, #fragment). */
function linkedPath(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  return normalisePath(href.replace(/[?#].*$/, ''));
}

/** Each address of a paused product (its page and former addresses) → the product's name. */
function pausedAddresses(products: PathEntries['products']): Map<string, string> {
  return new Map(
    products.filter(isPaused).flatMap(({ data }) => [data.path, ...data.formerPaths].map((path) => [path, data.name] as const)),
  );
}

/** Refuses a link to a paused product by the product's name: it would land on its category, not on what it names. */
function checkNotPaused({ file, field, href }: Link, path: string, paused: ReadonlyMap<string, string>): void {
  const product = paused.get(path);
  if (product === undefined) return;
  throw new Error(
    `${file}: ${field} "${href}" leads to "${product}", which is paused (hidden from the site); link to another page, or set its Availability back to On sale`,
  );
}

/** Every link to a page of this site leads to a page, or to an old address that redirects to one; none to a paused product. */
function checkLinks(
  links: readonly Link[],
  routes: ReadonlyMap<string, Route>,
  redirectSources: ReadonlySet<string>,
  paused: ReadonlyMap<string, string>,
): void {
  for (const link of links) {
    const { file, field, href } = link;
    const path = linkedPath(href);
    if (path === undefined) continue;
    checkNotPaused(link, path, paused);
    if (routes.has(path) || redirectSources.has(path)) continue;
    throw new Error(
      `${file}: ${field} "${href}" is not a page of the site; link to a page that exists (a removed product's old address can be listed under formerPaths of the page that replaces it)`,
    );
  }
}

export interface SiteRoutes {
  /** Path → the route, naming the entry that claims it. */
  routes: Map<string, Route>;
  /** Old address → the page it leads to. */
  redirects: Map<string, string>;
}

/** The links an entry writes: in the given fields, and in its Markdown text. */
function entryLinks(entry: { file: string; body?: string | undefined }, fields: [field: string, href: string][], name: FieldNamer): Link[] {
  return [
    ...fields.map(([field, href]) => ({ file: entry.file, field: name(entry.file, field), href })),
    ...(entry.body ? markdownLinks(entry.body) : []).map(({ href, line }) => ({
      file: entry.file,
      field: `the text (line ${line} below the front matter)`,
      href,
    })),
  ];
}

/** Every link the entries write to a page: products' links and text, pages' buttons, cards and text. */
function contentLinks({ pages, products, notices = [] }: PathEntries, name: FieldNamer): Link[] {
  return [
    // A paused product's page is not built, so its links go nowhere.
    ...products
      .filter((product) => !isPaused(product))
      .flatMap((product) =>
        entryLinks(
          product,
          product.data.links.map(({ href }, i) => [`links.${i}.href`, href]),
          name,
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
        name,
      ),
    ),
    ...notices.flatMap((notice) => (notice.data.link ? entryLinks(notice, [['link.href', notice.data.link.href]], name) : [])),
  ];
}

/** Every page a notice names is a page of the site, as served: not an old address, nor a paused product. */
function checkNoticePages(
  notices: PathEntries['notices'] = [],
  routes: ReadonlyMap<string, Route>,
  paused: ReadonlyMap<string, string>,
  name: FieldNamer,
): void {
  for (const { file, data } of notices) {
    data.showOn.forEach((path, i) => {
      const link = { file, field: name(file, `showOn.${i}`), href: path };
      checkNotPaused(link, path, paused);
      if (routes.has(path)) return;
      throw new Error(
        `${file}: ${link.field} "${path}" is not a page of the site; give the address a page is served at, e.g. / or /contact-us`,
      );
    });
  }
}

/**
 * The routes and old addresses of the content, checked; throws on the first problem. The build runs
 * it once, on the content layer's entries (src/data/site.ts), before any page is written;
 * `npm run check:content` runs it on the same files read directly.
 */
export function siteRoutes(entries: PathEntries, name: FieldNamer = keyPathOnly): SiteRoutes {
  // In listing order, so of two products on one path the one further down is named.
  const products = [...entries.products].sort((a, b) => listingOrder(a.data, b.data));
  return routesWith({ ...entries, products }, siteRedirects({ ...entries, products }), name);
}

/** The route table and the given redirects, checked against each other and every link. */
export function routesWith(entries: PathEntries, redirects: readonly Redirect[], name: FieldNamer = keyPathOnly): SiteRoutes {
  const redirectTable = redirectMap(redirects);
  const redirectSources = new Set(redirectTable.keys());
  const routes = routeTable(routeClaims(entries, name), redirectSources);
  checkCategoryLinks(entries.categories, routes, redirectSources, name);
  checkRedirectTargets(redirects, routes);
  const paused = pausedAddresses(entries.products);
  checkLinks(contentLinks(entries, name), routes, redirectSources, paused);
  checkNoticePages(entries.notices, routes, paused, name);
  return { routes, redirects: redirectTable };
}

/** The entries the checks between entries read, each with its file, and the settings. */
export type CheckedEntries = PathEntries & PositionedCollections & PaperSources;

/** What the checks give the pages: the route table, the old addresses, and every PDF the content names. */
export interface CheckedSite extends SiteRoutes {
  /** Each PDF path the content names → its address, and the size and sample bytes of the site's own. */
  papers: Map<string, Paper>;
}

interface CheckOptions {
  /** Names a field as the editor's form does (src/loaders/validate-entries.ts). */
  name: FieldNamer;
  /** The size of an uploaded file, if there is one. */
  statFile: (file: string) => { size: number } | undefined;
  /**
   * True on the dev server: a failed check is reported for every page to show
   * (src/lib/content/content-problems.ts) and leaves its part empty, so the editor stays open to
   * fix it. A build stops at the first failure instead.
   */
  keepGoing: boolean;
}

/**
 * The checks between entries, once per build on the content layer's entries (src/data/site.ts):
 * positions without ties, then addresses and links, then the PDFs the entries name.
 */
export function checkSite(entries: CheckedEntries, { name, statFile, keepGoing }: CheckOptions): CheckedSite {
  const problems: string[] = [];
  const checked = <T>(check: () => T, untilFixed: T): T => {
    try {
      return check();
    } catch (error) {
      if (!keepGoing) throw error;
      problems.push((error as Error).message);
      return untilFixed;
    }
  };
  const { routes, redirects } = checked(
    () => {
      checkPositions(entries);
      return siteRoutes(entries, name);
    },
    { routes: new Map(), redirects: new Map() },
  );
  const papers = checked(
    () => resolvePapers(entries.settings.fileStorageBase, paperReferences(entries), statFile),
    new Map<string, Paper>(),
  );
  if (keepGoing) reportProblems('cross-checks', problems);
  return { routes, redirects, papers };
}
