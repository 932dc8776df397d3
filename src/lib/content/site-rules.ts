// The checks between entries that no single entry's schema can make, in one place, for the build
// (src/data/site.ts), the dev server's problem list (the same load) and `npm run validate`
// (src/validation/content.ts), so the three give one verdict. What each refuses stops the build;
// what it warns of is said everywhere and stops nothing:
// - refused: two entries on one path or position, a link or old address to no page, a PDF that is
//   not there, a placeholder the site does not fill in;
// - warned: a count of depots typed by hand that is wrong, words that still name a paused product
//   or a deleted entry, the newest declaration of a kind a season out of date, two products with
//   one picture.
// Each problem names the entry and field (src/lib/content/content-problems.ts words it for a
// developer and for the office), and says what to change: content is added, removed and moved by
// people, and a link into a missing page must stop the build rather than go live.
import { posix } from 'node:path';
import { REDIRECTS_FILE, redirectMap, type Redirect } from '../paths/redirects.ts';
import { listingPath, normalisePath } from '../../conventions/paths.ts';
import { isPaused, routeClaims, routeTable, siteRedirects, type PathEntries, type RouteClaim } from '../paths/route-claims.ts';
import { UPLOADED_FILES } from '../paths/files.ts';
import { paperReferences, resolvePapers, type Paper, type PaperSources } from '../company/papers.ts';
import { declarationKind, newestOfEachKind, seasonEnd, seasonPast } from '../company/declarations.ts';
import { displayDate } from '../company/declarations.ts';
import { byKeyPath, problem, type ContentProblem, type PlaceOf } from './content-problems.ts';
import { type Place } from '../../conventions/places.ts';
import { markdownLinks } from './markdown-rules.ts';
import { listingOrder } from './order.ts';
import { checkPositions, type PositionedCollections } from './positions.ts';
import { COUNTS, numberWord, placeholder, unknownPlaceholders, wordsOf, wrongCounts, type CountName } from './typed-counts.ts';
import { sectionLinks } from '../../schemas/section-kinds.ts';

/** A link written in the content: where, and where to. */
interface Link {
  place: Place;
  href: string;
}

export interface PathTable {
  /** Path → the route, naming the entry that claims it. */
  routes: Map<string, RouteClaim>;
  /** Old address → the page it leads to. */
  redirects: Map<string, string>;
}

/** The words of an old address's or a claim's place, for a developer: the redirect table is a file of its own. */
const OLD_ADDRESSES = `the old addresses (${REDIRECTS_FILE}, or an entry's formerPaths)`;

/** Every category's page is served, and its short path leads to a page or an old address that redirects. */
function categoryLinkProblems(
  categories: PathEntries['categories'],
  routes: ReadonlyMap<string, RouteClaim>,
  redirectSources: ReadonlySet<string>,
  placeOf: PlaceOf,
): ContentProblem[] {
  return categories.flatMap(({ file, data: { href, shortHref } }) => [
    ...(routes.has(href)
      ? []
      : [
          problem(
            'refuse',
            placeOf(file, 'href'),
            `"${href}" is not a page of the site; use ${listingPath('<name>')} for a listing, or the address of an existing page`,
          ),
        ]),
    ...(!shortHref || routes.has(shortHref) || redirectSources.has(shortHref)
      ? []
      : [
          problem(
            'refuse',
            placeOf(file, 'shortHref'),
            `"${shortHref}" is neither a page nor an old address; add it to the former addresses, or leave it empty`,
          ),
        ]),
  ]);
}

/** The site path a link leads to, or undefined for a link that leaves the site (https:, tel:, mailto:, #fragment). */
function linkedPath(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  return normalisePath(href.replace(/[?#].*$/, ''));
}

/** Each address of a paused product (its page and former addresses) → the product. */
function pausedAddresses(products: PathEntries['products']): Map<string, PathEntries['products'][number]> {
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
  paused: ReturnType<typeof pausedAddresses>,
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

/** Every link to a page of this site leads to a page, or to an old address that redirects to one; none to a paused product. */
function linkProblems(
  links: readonly Link[],
  routes: ReadonlyMap<string, RouteClaim>,
  redirectSources: ReadonlySet<string>,
  paused: ReturnType<typeof pausedAddresses>,
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

/** Every page a notice names is a page of the site, as served: not an old address, nor a paused product. */
function noticePageProblems(
  notices: PathEntries['notices'] = [],
  routes: ReadonlyMap<string, RouteClaim>,
  paused: ReturnType<typeof pausedAddresses>,
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

/** Says an entry cannot have an address another has; the editor's form says it in the same words before a save. */
export const takenWords = (path: string, holder: string) =>
  `"${path}" is already taken by ${holder}; every page needs an address of its own`;

/** Says an entry cannot have an old address of the site, in the office's words (the form's too, naming where it is written when it knows). */
export const oldAddressWords = (path: string, writtenIn?: string) =>
  `"${path}" is an old address that leads to another page${writtenIn ? ` (${writtenIn})` : ''}; choose another address`;

/**
 * Says an entry's former address is a page's address now, at the former address, naming the page:
 * either is the one to change. The editor's form says it in the same words before a save.
 */
export const formerTakenWords = (path: string, holder: string) =>
  `"${path}" is already the address of ${holder}; a former address must be one no page has: remove it from these former addresses, or give that page another address`;

/** Says an old address is written in two places; the form says it in the same words. */
export const listedTwiceWords = (path: string, earlier: string) =>
  `the old address ${path} is listed twice (also in ${earlier}); keep it in one place`;

/**
 * The redirects without the entries' former addresses that a page has now, and those, each with
 * the page's claim: the page keeps its address, and the former address is named where it is
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

/** The claims on paths the route table could not take, and the old addresses listed twice. */
function claimProblems(
  conflicts: ReturnType<typeof routeTable>['conflicts'],
  twice: ReturnType<typeof redirectMap>['twice'],
): ContentProblem[] {
  return [
    ...conflicts.map(({ claim, earlier }) =>
      earlier
        ? problem('refuse', claim.place, (name) => takenWords(claim.path, name(earlier.place)), [earlier.place])
        : problem('refuse', claim.place, {
            developer: `"${claim.path}" is an old address that redirects elsewhere (${OLD_ADDRESSES}); choose another path, or take it out of the old addresses first`,
            office: oldAddressWords(claim.path),
          }),
    ),
    ...twice.map(({ source, writtenIn, earlier }) =>
      problem('refuse', writtenIn, (name) => listedTwiceWords(source, name(earlier)), [earlier]),
    ),
  ];
}

/** Every old address leads to a page, in one hop. */
const redirectTargetProblems = (redirects: readonly Redirect[], routes: ReadonlyMap<string, RouteClaim>): ContentProblem[] =>
  redirects.flatMap(({ from, to, writtenIn = { file: REDIRECTS_FILE } }) =>
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
 * The routes and old addresses of the content, and what is wrong with them: two entries on one
 * path, a link or old address to no page. The build's old addresses are the fixed table's and the
 * entries' (siteRedirects).
 */
export function pathTable(entries: PathEntries, placeOf: PlaceOf = byKeyPath): PathTable & { problems: ContentProblem[] } {
  // In listing order, so of two products on one path the one further down is named.
  const products = [...entries.products].sort((a, b) => listingOrder(a.data, b.data));
  const sorted = { ...entries, products };
  return pathTableWith(sorted, siteRedirects(sorted, placeOf), placeOf);
}

/**
 * The route table and the given old addresses, checked against each other and every link. A
 * conflicting claim is left out of the table, the first one kept, so the dev server still shows
 * every page.
 */
export function pathTableWith(
  entries: PathEntries,
  redirects: readonly Redirect[],
  placeOf: PlaceOf = byKeyPath,
): PathTable & { problems: ContentProblem[] } {
  const claims = routeClaims(entries, placeOf);
  const { kept, taken } = withoutTakenFormerPaths(redirects, claims);
  const { map: redirectTable, twice } = redirectMap(kept);
  const redirectSources = new Set(redirectTable.keys());
  const { routes, conflicts } = routeTable(claims, redirectSources);
  const paused = pausedAddresses(entries.products);
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
      ...linkProblems(contentLinks(entries, placeOf), routes, redirectSources, paused, placeOf),
      ...noticePageProblems(entries.notices, routes, paused, placeOf),
    ],
  };
}

/** An entry with words, as the checks read it. */
interface WordedEntry {
  id: string;
  file: string;
  data: object;
  body?: string | undefined;
}

/** Every text of an entry with its key path: its fields' words and its Markdown text. */
const textsOf = ({ data, body }: WordedEntry) => [...wordsOf(data), ...(body ? [{ text: body, path: ['body'] }] : [])];

/** Counts typed by hand that no longer agree (warned), and placeholders the site does not know (refused). */
function countProblems(worded: readonly WordedEntry[], counted: Record<CountName, number>, placeOf: PlaceOf): ContentProblem[] {
  const depots = counted.depots;
  const known = Object.keys(COUNTS)
    .map((name) => placeholder(name as CountName))
    .join(', ');
  return worded.flatMap((entry) =>
    textsOf(entry).flatMap(({ text, path }) => [
      ...wrongCounts(text, 'depots', depots).map((phrase) =>
        problem(
          'warn',
          placeOf(entry.file, path),
          `"${phrase}", but the site has ${numberWord(depots)} depots; write ${placeholder('depots')} where the number goes and the site fills it in`,
        ),
      ),
      ...unknownPlaceholders(text).map((written) =>
        problem('refuse', placeOf(entry.file, path), `"${written}" is not a number the site fills in; write one of ${known}`),
      ),
    ]),
  );
}

/** What has gone from the site that its words may still name: an entry deleted since the last published version. */
export interface RemovedEntry {
  /** What it was, as the words call it: "depot", "product". */
  kind: string;
  name: string;
}

/** Text as a pattern matches it, its special characters escaped. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name as a whole word (or words) in text, in any case ("tapioca" names Tapioca). */
export const namePattern = (name: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escaped(name)}(?![\\p{L}\\p{N}])`, 'iu');

/** Words that still name a paused product or a deleted entry: warned, at each text, with the paused product one click away. */
function staleNameProblems(
  worded: readonly WordedEntry[],
  products: PathEntries['products'],
  removed: readonly RemovedEntry[],
  placeOf: PlaceOf,
): ContentProblem[] {
  const gone = [
    ...products.filter(isPaused).map(({ file, data }) => ({
      file,
      name: data.name,
      why: `which is paused (hidden from the site): change the words, or set it back on sale`,
      also: [placeOf(file, 'availability')],
    })),
    ...removed.map(({ kind, name }) => ({ file: undefined, name, why: `a ${kind} that has been deleted: change the words`, also: [] })),
  ];
  return gone.flatMap(({ file, name, why, also }) => {
    const pattern = namePattern(name);
    return worded
      .filter((entry) => entry.file !== file)
      .flatMap((entry) =>
        textsOf(entry)
          .filter(({ text }) => pattern.test(text))
          .map(({ path }) => problem('warn', placeOf(entry.file, path), `names "${name}", ${why}`, also)),
      );
  });
}

/** The newest declaration of a kind whose season ended more than a year before `today`: no longer marked Latest. */
function oldDeclarationProblems(declarations: PositionedCollections['declarations'], today: string, placeOf: PlaceOf): ContentProblem[] {
  const newest = newestOfEachKind(declarations.map(({ data }) => data));
  return declarations
    .filter(({ data }) => newest.has(data) && seasonPast(data.season, today))
    .map(({ file, data }) =>
      problem(
        'warn',
        placeOf(file, 'season'),
        `"${data.title}" is the newest ${declarationKind(data)} declaration, and its season ended on ${displayDate(seasonEnd(data.season))}, more than a year ago: the site no longer marks it Latest; add this season's declaration`,
      ),
    );
}

/** Where a picture is, so two entries naming one file compare equal: the image pipeline's address, or the path from the entry. */
function pictureKey(file: string, src: unknown): string | undefined {
  if (typeof src === 'string') return posix.join(posix.dirname(file), src);
  const address = (src as { src?: unknown } | undefined)?.src;
  return typeof address === 'string' ? address.replace(/\?.*$/, '') : undefined;
}

/** Two products showing one picture: the office's choice to make, so a warning, at the later one's picture. */
function sharedPictureProblems(products: readonly { file: string; data: { photo?: { src: unknown } | undefined } }[], placeOf: PlaceOf) {
  const first = new Map<string, string>();
  return products.flatMap(({ file, data }) => {
    const key = data.photo ? pictureKey(file, data.photo.src) : undefined;
    if (!key) return [];
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, file);
      return [];
    }
    const other = placeOf(earlier, 'photo');
    return [
      problem(
        'warn',
        placeOf(file, 'photo'),
        (name) => `shows the same picture as ${name(other)}; a picture of its own shows a farmer what they are buying`,
        [other],
      ),
    ];
  });
}

/** The entries the checks between entries read, each with its file, and the settings. */
export type SiteEntries = PathEntries &
  PositionedCollections &
  PaperSources & {
    products: readonly { file: string; data: { photo?: { src: unknown } | undefined } }[];
    pages: readonly WordedEntry[];
    categories: readonly WordedEntry[];
  };

/** What the checks give the pages: the route table, the old addresses, every PDF the content names, and what is wrong. */
export interface ValidatedSite extends PathTable {
  /** Each PDF path the content names → its address, and the size and sample bytes of the site's own. */
  papers: Map<string, Paper>;
  /** Every problem the checks found, the refused first. */
  problems: ContentProblem[];
}

interface ValidateOptions {
  /** Places a field as the editor's form shows it (src/loaders/validate-entries.ts). */
  placeOf: PlaceOf;
  /** The size of an uploaded file, if there is one. */
  statFile: (file: string) => { size: number } | undefined;
  /** The build's day, YYYY-MM-DD: how old the declarations are. */
  today: string;
  /** The counts the words' placeholders were filled in with (src/lib/content/typed-counts.ts). */
  counts: Record<CountName, number>;
  /** Entries deleted since the last published version, whose names the words may still use. */
  removed?: readonly RemovedEntry[];
  /**
   * Collections with an entry that failed its own checks: the checks that read them still give
   * their results (the dev server shows every page), but their problems wait until the entries
   * pass, as one broken entry would otherwise be named twice (a deleted depot under a person).
   */
  failed?: ReadonlySet<string>;
}

/**
 * Every check between entries, once per build on the content layer's entries (src/data/site.ts),
 * and on the same files for `npm run validate`: positions without ties, addresses and links,
 * the PDFs the entries name, the counts and names in the words, the declarations' age, pictures
 * shared between products. Nothing throws: the caller decides (the build stops on a refused problem).
 */
export function validateSite(
  entries: SiteEntries,
  { placeOf, statFile, today, counts, removed = [], failed = new Set() }: ValidateOptions,
): ValidatedSite {
  /** The problems of a check that reads `collections`, unless one of them failed its own checks. */
  const after = (collections: readonly string[], found: readonly ContentProblem[]) =>
    collections.some((collection) => failed.has(collection)) ? [] : found;
  const worded = [...entries.pages, ...entries.categories, ...(entries.products as readonly WordedEntry[])];
  const routes = pathTable(entries, placeOf);
  const { papers, missing } = resolvePapers(entries.settings.fileStorageBase, paperReferences(entries), statFile);
  const problems = [
    ...after(['products', 'categories', 'staff', 'locations', 'declarations', 'testimonials'], checkPositions(entries, placeOf)),
    ...after(['pages', 'categories', 'products', 'notices'], routes.problems),
    ...after(
      ['settings', 'products', 'declarations', 'pages'],
      missing.map(({ file, field, path }) =>
        problem('refuse', placeOf(file, field), {
          developer: `the PDF "${path}" is not among the uploaded files (${UPLOADED_FILES.dir}) and the settings give no PDF storage address; upload it in the editor, or correct the name`,
          office: `the PDF "${path}" is not among the uploaded files; upload it, or choose another`,
        }),
      ),
    ),
    ...after(['pages', 'categories', 'products', 'locations'], countProblems(worded, counts, placeOf)),
    ...after(['pages', 'categories', 'products'], staleNameProblems(worded, entries.products, removed, placeOf)),
    ...after(['declarations'], oldDeclarationProblems(entries.declarations, today, placeOf)),
    ...after(['products'], sharedPictureProblems(entries.products, placeOf)),
  ];
  return {
    routes: routes.routes,
    redirects: routes.redirects,
    papers,
    problems: [...problems.filter(({ severity }) => severity === 'refuse'), ...problems.filter(({ severity }) => severity === 'warn')],
  };
}
