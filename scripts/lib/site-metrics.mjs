// Reads the built site in dist/: its pages, what each page downloads and how much, and every
// internal reference. Shared by the budget tests (tests/unit/budgets.test.ts) and `npm run audit`.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { init as initLexer, parse as parseModule } from 'es-module-lexer';
import { parse } from 'parse5';

await initLexer;

export const DIST = resolve('dist');

/** Every built page as { file, path }: its file under dist/ and the path a static host serves it at. */
export function listPages(root = DIST) {
  return readdirSync(root, { recursive: true })
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => ({ file, path: `/${file}`.replace(/(\/index)?\.html$/, '') || '/' }));
}

/** The file a URL path is served from, trying the forms a static host tries (pretty URLs), or null. */
export function fileForPath(path, root = DIST) {
  const base = join(root, decodeURIComponent(path));
  const candidates = [base, `${base.replace(/\/+$/, '')}.html`, join(base, 'index.html')];
  return candidates.find((file) => file.startsWith(root + sep) && existsSync(file) && statSync(file).isFile()) ?? null;
}

const gzipSize = (file) => gzipSync(readFileSync(file)).length;

/** All elements of a parsed document, depth first, including inside <template>. */
function* elements(node) {
  if (node.tagName) yield node;
  for (const child of node.content?.childNodes ?? node.childNodes ?? []) yield* elements(child);
}

const attr = (element, name) => element.attrs.find((a) => a.name === name)?.value;
const textOf = (element) => element.childNodes.map((child) => child.value ?? '').join('');

/** URLs of a `srcset` attribute. */
const srcsetUrls = (srcset) => srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]).filter(Boolean);

/** Parses a page once into what the metrics and checks need. */
export function readPage(file) {
  const all = [...elements(parse(readFileSync(file, 'utf8')))];
  // Fragment targets: ids, and the names of old-style <a name> anchors.
  const ids = new Set(all.flatMap((el) => [attr(el, 'id'), el.tagName === 'a' ? attr(el, 'name') : undefined]).filter(Boolean));
  return { elements: all, ids };
}

/** Static imports of a JS chunk, resolved to site paths. */
function staticImports(path, root) {
  const file = fileForPath(path, root);
  if (!file) return [];
  const [imports] = parseModule(readFileSync(file, 'utf8'));
  // d === -1 marks a static import; dynamic ones load only when the code asks for them.
  return imports.filter((entry) => entry.d === -1 && entry.n?.startsWith('.')).map((entry) => posix.join(posix.dirname(path), entry.n));
}

/** The entry scripts and everything they import statically, transitively. */
export function moduleGraph(entries, root = DIST) {
  const seen = new Set();
  const queue = [...entries];
  while (queue.length > 0) {
    const path = queue.shift();
    if (seen.has(path)) continue;
    seen.add(path);
    queue.push(...staticImports(path, root));
  }
  return [...seen];
}

/**
 * The scripts a page can load, as site paths: `atLoad` are fetched while the page loads (`<script src>`,
 * modulepreload, `client:load` islands); `all` adds islands that wait for idle time, a media query or
 * visibility. Both include their static imports.
 */
export function pageScripts(page, root = DIST) {
  const atLoad = [];
  const later = [];
  for (const el of page.elements) {
    if (el.tagName === 'script' && attr(el, 'src')) atLoad.push(attr(el, 'src'));
    if (el.tagName === 'link' && attr(el, 'rel') === 'modulepreload') atLoad.push(attr(el, 'href'));
    if (el.tagName === 'astro-island') {
      const urls = ['component-url', 'renderer-url', 'before-hydration-url'].map((name) => attr(el, name)).filter(Boolean);
      (attr(el, 'client') === 'load' ? atLoad : later).push(...urls);
    }
  }
  const local = (paths) => paths.filter((path) => path.startsWith('/'));
  return { atLoad: moduleGraph(local(atLoad), root), all: moduleGraph(local([...atLoad, ...later]), root) };
}

/** Scripts in <head> that block rendering: classic `<script src>` without defer or async. */
export function renderBlockingScripts(page) {
  const head = page.elements.find((el) => el.tagName === 'head');
  return [...elements(head)]
    .filter((el) => el.tagName === 'script' && attr(el, 'src') && attr(el, 'type') !== 'module')
    .filter((el) => attr(el, 'defer') === undefined && attr(el, 'async') === undefined)
    .map((el) => attr(el, 'src'));
}

/**
 * Image files a page can download: for each image, the largest candidate of the first format the
 * browser is offered (a `<picture>`'s first `<source>`, else the `<img>`'s srcset and src).
 */
function pageImages(page) {
  const images = [];
  for (const el of page.elements) {
    if (el.tagName !== 'img') continue;
    const firstSource = el.parentNode?.tagName === 'picture' ? el.parentNode.childNodes.find((child) => child.tagName === 'source') : undefined;
    const candidates = firstSource ? srcsetUrls(attr(firstSource, 'srcset') ?? '') : [...srcsetUrls(attr(el, 'srcset') ?? ''), attr(el, 'src')];
    images.push(candidates.filter((url) => url?.startsWith('/')));
  }
  return images;
}

const sum = (numbers) => numbers.reduce((total, n) => total + n, 0);

/**
 * What one page weighs, in bytes: HTML (with its inline CSS) plus any linked CSS, gzipped; JS
 * gzipped, at load and in all; images (largest candidate each); and the number of requests a full
 * visit makes (page, CSS, scripts, one file per image, icons).
 */
export function pageWeights(path, root = DIST) {
  const file = fileForPath(path, root);
  if (!file) throw new Error(`no built page for ${path}`);
  const page = readPage(file);
  const stylesheets = page.elements
    .filter((el) => el.tagName === 'link' && attr(el, 'rel') === 'stylesheet' && attr(el, 'href')?.startsWith('/'))
    .map((el) => attr(el, 'href'));
  const icons = page.elements.filter((el) => el.tagName === 'link' && /\bicon\b/.test(attr(el, 'rel') ?? '')).map((el) => attr(el, 'href'));
  const scripts = pageScripts(page, root);
  const jsGzip = (paths) => sum(paths.map((p) => fileForPath(p, root)).filter(Boolean).map(gzipSize));
  const images = pageImages(page);
  const largestImage = (candidates) => Math.max(0, ...candidates.map((url) => fileForPath(url.split('?')[0], root)).filter(Boolean).map((f) => statSync(f).size));
  return {
    htmlCssGzip: gzipSize(file) + sum(stylesheets.map((href) => gzipSize(fileForPath(href, root)))),
    jsGzipBeforeLoad: jsGzip(scripts.atLoad),
    jsGzipTotal: jsGzip(scripts.all),
    jsFiles: scripts.all,
    imageBytes: sum(images.map(largestImage)),
    requests: 1 + stylesheets.length + scripts.all.length + images.length + icons.length,
  };
}

/** Every URL a page refers to: href, src, srcset, poster, meta refresh targets and CSS url()s. */
export function pageReferences(page) {
  const urls = [];
  for (const el of page.elements) {
    for (const name of ['href', 'src', 'poster', 'action']) {
      const value = attr(el, name);
      if (value !== undefined) urls.push(value);
    }
    for (const name of ['srcset', 'imagesrcset']) urls.push(...srcsetUrls(attr(el, name) ?? ''));
    const refresh = el.tagName === 'meta' && attr(el, 'http-equiv')?.toLowerCase() === 'refresh' ? attr(el, 'content') : undefined;
    if (refresh) urls.push(refresh.replace(/^\s*\d+\s*;\s*url=/i, ''));
    const css = el.tagName === 'style' ? textOf(el) : (attr(el, 'style') ?? '');
    urls.push(...[...css.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)].map((m) => m[1]));
  }
  return urls;
}

/**
 * Internal references of every page that lead nowhere: a path with no file in dist/ (pretty URLs and
 * redirect pages count), or a `#fragment` with no element of that id on its page.
 * `siteUrl` is the site's own origin: absolute links to it are internal too.
 */
export function brokenReferences(siteUrl, root = DIST) {
  const origin = new URL(siteUrl).origin;
  const pages = new Map();
  const pageAt = (file) => pages.get(file) ?? pages.set(file, readPage(file)).get(file);
  const broken = [];
  for (const { file, path } of listPages(root)) {
    for (const reference of pageReferences(pageAt(join(root, file)))) {
      if (/^(mailto|tel|data|javascript|blob):/i.test(reference)) continue;
      const url = new URL(reference, `${origin}${path}`);
      if (url.origin !== origin) continue;
      const target = fileForPath(url.pathname, root);
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (!target) broken.push({ page: path, reference, problem: 'no such file' });
      else if (fragment && fragment !== 'top' && target.endsWith('.html') && !pageAt(target).ids.has(fragment)) {
        broken.push({ page: path, reference, problem: `no element with id "${fragment}"` });
      }
    }
  }
  return broken;
}
