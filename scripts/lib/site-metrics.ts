// Reads the built site in dist/: what each page downloads and how much, and every internal
// reference. Shared by the budget and link checks (tests/build/) and `npm run audit`.
import { openSync, readFileSync, readSync, closeSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { init as initLexer } from 'es-module-lexer';
import { parse } from 'parse5';
import {
  attribute,
  elements,
  findServedFile,
  listPages,
  moduleGraph,
  moduleImports,
  pageScriptEntries,
  textContent,
  type HtmlElement,
} from '../../src/lib/built/built-site.ts';
import { DIST_DIR } from './output.ts';

await initLexer;

export const DIST = resolve(DIST_DIR);

export interface ParsedPage {
  elements: HtmlElement[];
  /** Fragment targets: ids, and the names of old-style <a name> anchors. */
  ids: Set<string>;
}

const gzipSize = (file: string) => gzipSync(readFileSync(file)).length;

/** URLs of a `srcset` attribute. */
const srcsetUrls = (srcset: string) =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);

/** Parses a page once into what the metrics and checks need. */
export function readPage(file: string): ParsedPage {
  const all = [...elements(parse(readFileSync(file, 'utf8')))];
  const ids = new Set(
    all.flatMap((el) => [attribute(el, 'id'), el.tagName === 'a' ? attribute(el, 'name') : undefined]).filter((id): id is string => !!id),
  );
  return { elements: all, ids };
}

/**
 * The scripts a page can load, as site paths: `atLoad` are fetched while the page loads; `all`
 * adds islands that wait for idle time, a media query or visibility. Both include their static imports.
 */
export function pageScripts(page: ParsedPage, root = DIST): { atLoad: string[]; all: string[] } {
  const { atLoad, later } = pageScriptEntries(page.elements);
  const graph = (entries: string[]) => moduleGraph(entries, (path) => moduleImports(path, root));
  return { atLoad: graph(atLoad), all: graph([...atLoad, ...later]) };
}

/** Scripts in <head> that block rendering: classic `<script src>` without defer or async. */
export function renderBlockingScripts(page: ParsedPage): string[] {
  const head = page.elements.find((el) => el.tagName === 'head');
  if (!head) return [];
  return [...elements(head)]
    .filter((el) => el.tagName === 'script' && attribute(el, 'src') && attribute(el, 'type') !== 'module')
    .filter((el) => attribute(el, 'defer') === undefined && attribute(el, 'async') === undefined)
    .map((el) => attribute(el, 'src')!);
}

/**
 * Image files a page can download: for each image, the candidates of the first format the browser
 * is offered (a `<picture>`'s first `<source>`, else the `<img>`'s srcset and src).
 */
function pageImages(page: ParsedPage): string[][] {
  const images: string[][] = [];
  for (const el of page.elements) {
    if (el.tagName !== 'img') continue;
    const parent = el.parentNode as HtmlElement | null;
    const firstSource =
      parent?.tagName === 'picture'
        ? (parent.childNodes.find((child) => 'tagName' in child && child.tagName === 'source') as HtmlElement | undefined)
        : undefined;
    const candidates = firstSource
      ? srcsetUrls(attribute(firstSource, 'srcset') ?? '')
      : [...srcsetUrls(attribute(el, 'srcset') ?? ''), attribute(el, 'src') ?? ''];
    images.push(candidates.filter((url) => url.startsWith('/')));
  }
  return images;
}

const sum = (numbers: number[]) => numbers.reduce((total, n) => total + n, 0);

export interface PageWeights {
  htmlCssGzip: number;
  jsGzipBeforeLoad: number;
  /** Inline scripts (Astro's island loader and client directives), each gzipped on its own; also part of the HTML. */
  jsGzipInline: number;
  jsGzipTotal: number;
  jsFiles: string[];
  imageBytes: number;
  requests: number;
}

/** The code of a page's inline scripts (not JSON-LD or other data blocks). */
function inlineScripts(page: ParsedPage): string[] {
  return page.elements
    .filter((el) => el.tagName === 'script' && !attribute(el, 'src'))
    .filter((el) => ['', 'module', 'text/javascript'].includes(attribute(el, 'type') ?? ''))
    .map(textContent);
}

/**
 * What one page weighs, in bytes: HTML (with its inline CSS) plus any linked CSS, gzipped; JS
 * gzipped, fetched at load, inline, and in all (fetched and inline); images (largest candidate each); and the number of requests a full
 * visit makes (page, CSS, scripts, one file per image, icons).
 */
export function pageWeights(path: string, root = DIST): PageWeights {
  const file = findServedFile(path, root);
  if (!file) throw new Error(`no built page for ${path}`);
  const page = readPage(file);
  const links = page.elements.filter((el) => el.tagName === 'link');
  const stylesheets = links
    .filter((el) => attribute(el, 'rel') === 'stylesheet' && attribute(el, 'href')?.startsWith('/'))
    .map((el) => attribute(el, 'href')!);
  const icons = links.filter((el) => /\bicon\b/.test(attribute(el, 'rel') ?? ''));
  const scripts = pageScripts(page, root);
  const existing = (paths: string[]) => paths.map((p) => findServedFile(p.split('?')[0]!, root)).filter((f): f is string => f !== null);
  const jsGzip = (paths: string[]) => sum(existing(paths).map(gzipSize));
  const jsGzipInline = sum(inlineScripts(page).map((code) => gzipSync(code).length));
  const images = pageImages(page);
  const largestImage = (candidates: string[]) => Math.max(0, ...existing(candidates).map((f) => statSync(f).size));
  return {
    htmlCssGzip: gzipSize(file) + sum(existing(stylesheets).map(gzipSize)),
    jsGzipBeforeLoad: jsGzip(scripts.atLoad),
    jsGzipInline,
    jsGzipTotal: jsGzip(scripts.all) + jsGzipInline,
    jsFiles: scripts.all,
    imageBytes: sum(images.map(largestImage)),
    requests: 1 + stylesheets.length + scripts.all.length + images.length + icons.length,
  };
}

/** Every URL a page refers to: href, src, srcset, poster, meta refresh targets and CSS url()s. */
function pageReferences(page: ParsedPage): string[] {
  const urls: string[] = [];
  for (const el of page.elements) {
    for (const name of ['href', 'src', 'poster', 'action']) {
      const value = attribute(el, name);
      if (value !== undefined) urls.push(value);
    }
    for (const name of ['srcset', 'imagesrcset']) urls.push(...srcsetUrls(attribute(el, name) ?? ''));
    const refresh =
      el.tagName === 'meta' && attribute(el, 'http-equiv')?.toLowerCase() === 'refresh' ? attribute(el, 'content') : undefined;
    if (refresh) urls.push(refresh.replace(/^\s*\d+\s*;\s*url=/i, ''));
    const css = el.tagName === 'style' ? textContent(el) : (attribute(el, 'style') ?? '');
    urls.push(...[...css.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)].map((m) => m[1]!));
  }
  return urls;
}

export interface BrokenReference {
  page: string;
  reference: string;
  problem: string;
}

/**
 * Internal references of every page that lead nowhere: a path with no file in dist/ (pretty URLs and
 * redirect pages count), or a `#fragment` with no element of that id on its page.
 * `siteUrl` is the site's own origin: absolute links to it are internal too.
 */
export function brokenReferences(siteUrl: string, root = DIST): BrokenReference[] {
  const origin = new URL(siteUrl).origin;
  const pages = new Map<string, ParsedPage>();
  const pageAt = (file: string) => pages.get(file) ?? pages.set(file, readPage(file)).get(file)!;
  const broken: BrokenReference[] = [];
  for (const { file, path } of listPages(root)) {
    for (const reference of pageReferences(pageAt(join(root, file)))) {
      if (/^(mailto|tel|data|javascript|blob):/i.test(reference)) continue;
      const url = new URL(reference, `${origin}${path}`);
      if (url.origin !== origin) continue;
      const target = findServedFile(url.pathname, root);
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (!target) broken.push({ page: path, reference, problem: 'no such file' });
      else if (fragment && fragment !== 'top' && target.endsWith('.html') && !pageAt(target).ids.has(fragment)) {
        broken.push({ page: path, reference, problem: `no element with id "${fragment}"` });
      }
    }
  }
  return broken;
}

// Names that never answer (RFC 2606 and 6761): sample addresses use them.
const NEVER_ANSWERS = /(?:^|\.)(?:example(?:\.(?:com|net|org))?|test|invalid|localhost)$/i;

/** The first bytes of a file. */
function fileStart(file: string, length: number): string {
  const handle = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    return buffer.subarray(0, readSync(handle, buffer, 0, length, 0)).toString('latin1');
  } finally {
    closeSync(handle);
  }
}

/**
 * Links of every page that lead a visitor to a host that will not answer: any link to a name that
 * never answers (a sample address) other than the site's own; a PDF or a video player (the links in
 * an iframe's srcdoc) on a host other than those `answering` (the PDF storage and video player the
 * settings name); and a PDF of the site's own with no file in dist/ or one that is not a PDF. The
 * build cannot fetch, so it decides by host.
 */
export function deadEndLinks(siteUrl: string, answering: readonly string[], root = DIST): BrokenReference[] {
  const origin = new URL(siteUrl).origin;
  const dead: BrokenReference[] = [];
  for (const { file, path } of listPages(root)) {
    const page = readPage(join(root, file));
    const players = page.elements
      .filter((el) => el.tagName === 'iframe')
      .flatMap((el) => [
        attribute(el, 'src'),
        ...pageReferences({ elements: [...elements(parse(attribute(el, 'srcdoc') ?? ''))], ids: new Set() }),
      ])
      .filter((reference): reference is string => !!reference);
    const links = [
      ...pageReferences(page).map((reference) => ({ reference, player: false })),
      ...players.map((reference) => ({ reference, player: true })),
    ];
    for (const { reference, player } of links) {
      if (!/^(?:https?:)?\/\/|^\//i.test(reference)) continue;
      const url = new URL(reference, `${origin}${path}`);
      const pdf = url.pathname.toLowerCase().endsWith('.pdf');
      if (url.origin === origin) {
        if (!pdf) continue;
        const target = findServedFile(url.pathname, root);
        if (!target) dead.push({ page: path, reference, problem: 'no such file' });
        else if (!fileStart(target, 5).startsWith('%PDF-')) dead.push({ page: path, reference, problem: 'not a PDF' });
      } else if (NEVER_ANSWERS.test(url.hostname)) dead.push({ page: path, reference, problem: `${url.hostname} never answers` });
      else if ((pdf || player) && !answering.includes(url.hostname)) {
        dead.push({ page: path, reference, problem: `${url.hostname} is not a host known to answer` });
      }
    }
  }
  return dead;
}

export { listPages, findServedFile };
