// Reads the built site in dist/: what each page downloads and how much. Shared by the budget
// checks (tests/build/) and `npm run audit`; the checks of links are tests/lib/page-checks.ts.
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { init as initLexer } from 'es-module-lexer';
import { parse } from 'parse5';
import { attribute, elements, moduleGraph, pageScriptEntries, textContent, type HtmlElement } from '../../src/lib/built/built-site.ts';
import { findServedFile, listPages, moduleImports } from '../../src/integrations/built-files.ts';
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
export const srcsetUrls = (srcset: string) =>
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

export { listPages, findServedFile };
