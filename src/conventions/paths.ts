// Every path the site links to or builds is made here, and nowhere else in src/ (a unit test,
// tests/unit/literal-paths.test.ts, holds the rest of the code to it): the fixed pages by id, the
// category listings, the products, the PDFs, the editor's files, and the build's own files (icons,
// manifest, service worker, sitemap, assets), and the route files' parameters for them. Which
// entry claims which path is src/lib/paths/route-claims.ts.

/**
 * The pages (by id in src/content/pages) served by a route file of their own rather than by
 * src/pages/[page].astro: the home page (index.astro), the calculator (conedose-calculator.astro),
 * the offline page (offline.astro) and the not-found page (404.astro). A unit test holds this list to the files in src/pages.
 */
export const PAGES_WITH_ROUTE_FILES: ReadonlySet<string> = new Set(['home', 'conedose-calculator', 'offline', '404']);

// The first segments of the site's own files. Their paths below are made from them, and no entry
// may claim them (RESERVED_PATH). Plain strings, so an island that reads a path from this module
// carries none of this work.
const EDITOR_SEGMENT = 'admin';
const FILES_SEGMENT = 'files';
const PREVIEW_SEGMENT = 'preview';
const ASSETS_SEGMENT = '_astro';
const FAVICON_SEGMENT = 'favicon';
const MANIFEST_SEGMENT = 'manifest';
const SERVICE_WORKER_SEGMENT = 'sw';
const SHARE_CARD_SEGMENT = 'share-card';

/** The page shown for a page asked for offline (src/content/pages/offline.md, served by offline.astro). */
export const OFFLINE_PAGE_ID = 'offline';

/** The browser editor's page; its forms are at `${EDITOR_PATH}#/collections/...`. */
export const EDITOR_PATH = `/${EDITOR_SEGMENT}`;

/** True for a page of the editor (its own at /admin, and the Going live page beside it): its own policy, no public page's rules. */
export const isEditorPath = (path: string): boolean => path === EDITOR_PATH || path.startsWith(`${EDITOR_PATH}/`);

/** The files the editor's page loads, each built beside it (src/pages/admin/, the editor's bundle). */
export const EDITOR_FILES = {
  /** Its configuration, generated from the content schemas. */
  config: `${EDITOR_PATH}/config.yml`,
  /** Decap CMS itself. */
  script: `${EDITOR_PATH}/decap-cms.js`,
  /** Which entries point to which, for the delete warning. */
  references: `${EDITOR_PATH}/references.json`,
  /** Every entry's words, field by field, for the editor's search. */
  texts: `${EDITOR_PATH}/texts.json`,
  /** The site's styles for the preview pane. */
  previewStyle: `${EDITOR_PATH}/site.css`,
} as const;

/** The editor's form of one entry. */
const editorEntryPath = (collection: string, id: string): string => `${EDITOR_PATH}#/collections/${collection}/entries/${id}`;

/** The parameter of a form's address that names the field the editor opens it at (src/admin/field-link.ts). */
export const EDITOR_FIELD_PARAM = 'field';

/** The editor's form of one entry, opened at a field (its key path, e.g. sections.1.text): unfolded, in view and marked. */
export const editorFieldPath = (collection: string, id: string, keyPath: readonly (string | number)[]): string =>
  keyPath.length > 0
    ? `${editorEntryPath(collection, id)}?${EDITOR_FIELD_PARAM}=${keyPath.map(String).join('.')}`
    : editorEntryPath(collection, id);

/** The parameter of a form's address that keeps the value at a field as it is: taken off the entry's sample values (src/admin/sample-values.ts). */
export const EDITOR_KEEP_PARAM = 'keep';

/** The editor's form of one entry at its sample values, keeping the sample value at a field (its key path) as it is. */
export const editorKeepPath = (collection: string, id: string, keyPath: readonly (string | number)[]): string =>
  `${editorFieldPath(collection, id, ['sample'])}&${EDITOR_KEEP_PARAM}=${encodeURIComponent(keyPath.map(String).join('.'))}`;

/** The editor's list of what is left before going live (src/pages/admin/going-live.astro). */
export const GOING_LIVE_PATH = `${EDITOR_PATH}/going-live`;

/** A deploy preview's paths for the editor's "view preview" link: /preview/<collection>/<file name>. */
export const PREVIEW_PREFIX = `/${PREVIEW_SEGMENT}`;

/** PDFs: uploaded ones, and those the build makes, are served under this folder. */
export const FILES_FOLDER = `/${FILES_SEGMENT}/`;

/** The build's content-hashed scripts and styles. */
export const ASSETS_FOLDER = `/${ASSETS_SEGMENT}/`;

/** The icon browsers show in tabs and bookmarks. */
export const FAVICON_PATH = `/${FAVICON_SEGMENT}.svg`;

/** The app icons the service worker integration draws. */
export const ICONS_FOLDER = '/icons/';

/**
 * The path of the app icon file `name`, e.g. icon-192.png. Marked free of side effects (as is
 * pagePath), so an island's bundle drops the module-level lists these calls build and it never reads.
 */
export const iconPath = /* @__NO_SIDE_EFFECTS__ */ (name: string): string => `${ICONS_FOLDER}${name}`;

/** The path of a category's icon, drawn in its colour (src/pages/icons/category-[id].svg.ts). */
export const categoryIconPath = (id: string): string => iconPath(`category-${id}.svg`);

/** The service worker that keeps the calculator working offline; at the site's root, as its scope (every page) is the folder it is served from. */
export const SERVICE_WORKER_PATH = `/${SERVICE_WORKER_SEGMENT}.js`;

/** The web app manifest, which makes the calculator installable. */
export const MANIFEST_PATH = `/${MANIFEST_SEGMENT}.webmanifest`;

/** The picture a shared link shows when the settings name no site picture, drawn from them. */
export const SHARE_CARD_PATH = `/${SHARE_CARD_SEGMENT}.jpg`;

/** The sitemap's index, which robots.txt names. */
export const SITEMAP_INDEX_PATH = '/sitemap-index.xml';

/** Every product, by category: the page the navigation's Products and the category bar's ALL lead to. */
export const PRODUCTS_PATH = '/products';

/** Category listings live under this prefix: /products/dairy-feed is the "dairy-feed" listing. */
const LISTING_PREFIX = `${PRODUCTS_PATH}/`;

/** The listing of a category named `name`, e.g. dairy-feed. */
export const listingPath = (name: string): string => `${LISTING_PREFIX}${name}`;

/**
 * A product's path when its entry leaves it empty: its category's listing name, then its own
 * file name (the category's page /products/dairy-feed and pke.md make /dairy-feed/pke). A category
 * whose page is not a listing lends its page's last segment.
 */
export const productPath = (categoryPage: string, id: string): string => `/${categoryPage.slice(categoryPage.lastIndexOf('/') + 1)}/${id}`;

/** The listing route's parameter for a listing's path: /products/dairy-feed → dairy-feed. */
export const listingName = (path: string): string => path.slice(LISTING_PREFIX.length);

/** A rest route's parameter (src/pages/[...product].astro, [...formerPath].astro) for a path: /dairy-feed/pke → dairy-feed/pke. */
export const restParam = (path: string): string => path.slice(1);

/** The file route's parameter (src/pages/files/[...pdf].ts) for a PDF's path: /files/x/y.pdf → x/y.pdf. */
export const fileParam = (path: string): string => path.slice(FILES_FOLDER.length);

/** True for a path the listing route serves: /products/<name>. */
export function isListingPath(path: string): boolean {
  return path.startsWith(LISTING_PREFIX) && PATH_SEGMENT.test(listingName(path));
}

/** The home page's copy is the "home" entry of the pages collection. */
export const HOME_PAGE_ID = 'home';

/** The home page's path: the site's root, under which every other path lies. */
export const HOME_PATH = '/';

/** The path a fixed page's copy (src/content/pages/<id>.md) is served at. */
export const pagePath = /* @__NO_SIDE_EFFECTS__ */ (id: string): string => (id === HOME_PAGE_ID ? HOME_PATH : `/${id}`);

/** Words as a file name or an id has them: lower case, unaccented, letters and digits joined by hyphens. */
export const slugOf = (words: string): string =>
  words
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The id of a site's or depot's card on the page listing it, so a link (a mark on the map) lands on
 * the card: made from its name as it is now ("Whangārei" → place-whangarei), not its file's name,
 * which keeps the name it was first saved under. Empty when the name has no letter or digit.
 */
export const placeAnchor = (name: string): string => {
  const words = slugOf(name);
  return words && `place-${words}`;
};

/** The path of a site's or depot's card: the page `pageId` listing it, at the card's `anchor`. */
export const placePath = (pageId: string, anchor: string): string => `${pagePath(pageId)}#${anchor}`;

// First segments the build uses for files of its own (404.html, the built assets, the editor, the
// PDFs, the offline page, robots.txt, the favicon, the share card, sitemaps, the editor's preview paths): no
// entry may claim them. A pattern rather than code, so the editor's form refuses these paths as the build does.
const RESERVED_SEGMENTS = [
  'index',
  '404',
  EDITOR_SEGMENT,
  FILES_SEGMENT,
  OFFLINE_PAGE_ID,
  PREVIEW_SEGMENT,
  ASSETS_SEGMENT,
  '_redirects',
  '_headers',
  FAVICON_SEGMENT,
  'robots',
  MANIFEST_SEGMENT,
  SERVICE_WORKER_SEGMENT,
  SHARE_CARD_SEGMENT,
  'sitemap[^/]*',
];

// Built by a function marked free of side effects, so the islands that read a path from this
// module leave the pattern out of their code.
const firstSegmentPattern = /* @__NO_SIDE_EFFECTS__ */ (segments: readonly string[]) => new RegExp(`^/(?:${segments.join('|')})(?:/|$)`);

/** Matches a path whose first segment the site keeps for its own files. */
const RESERVED_PATH = firstSegmentPattern(RESERVED_SEGMENTS);

/** True for a path the site keeps for its own files. */
export const isReservedPath = (path: string): boolean => RESERVED_PATH.test(path);

const notMatching = /* @__NO_SIDE_EFFECTS__ */ (pattern: RegExp) => new RegExp(`^(?!${pattern.source.slice(1)})`);

/** Matches a path whose first segment is not one the site keeps for its own files. */
export const UNRESERVED_PATH = notMatching(RESERVED_PATH);

// The grammar of the site's paths, written here once: a segment is lower-case words joined by
// hyphens (dairy-feed), as is an entry's id, its file name; a path is segments after slashes, with
// no trailing slash (/dairy-feed/pke); a page's path may also be the home page's, /.

/** One segment of a path, and an entry's id: lower-case letters and digits, words joined by single hyphens. */
export const PATH_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A path of the site such as /dairy-feed/pke: a leading slash, lower case, no trailing slash. */
export const SITE_PATH = /^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** A page's path: a site path, or the home page's /. */
export const PAGE_PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;

/**
 * True for a page a visitor can go to, and so the editor offers to feature or link to: not the
 * not-found page nor the offline page, which stand in for a page that cannot be shown (their paths
 * are the site's own).
 */
export const isVisitorPage = (id: string): boolean => !isReservedPath(pagePath(id));

/** A path without a trailing slash or `.html`, so `/products/`, `/products.html` and `/products` compare equal. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/\/+$/, '');
  return trimmed === '' ? HOME_PATH : trimmed;
}
