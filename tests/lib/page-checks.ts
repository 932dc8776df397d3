// Checks over the built pages that only the build tests make: scripts that block rendering, and
// links that lead nowhere (a missing file or fragment) or to a host that will not answer.
import { closeSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'parse5';
import { attribute, elements, textContent } from '../../src/lib/built/built-site.ts';
import { findServedFile, listPages } from '../../src/integrations/built-files.ts';
import { isEditorPath } from '../../src/conventions/paths.ts';
import { DIST, readPage, srcsetUrls, type ParsedPage } from '../../scripts/lib/site-metrics.ts';

/** Scripts in <head> that block rendering: classic `<script src>` without defer or async. */
export function renderBlockingScripts(page: ParsedPage): string[] {
  const head = page.elements.find((el) => el.tagName === 'head');
  if (!head) return [];
  return [...elements(head)]
    .filter((el) => el.tagName === 'script' && attribute(el, 'src') && attribute(el, 'type') !== 'module')
    .filter((el) => attribute(el, 'defer') === undefined && attribute(el, 'async') === undefined)
    .map((el) => attribute(el, 'src')!);
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
      // The editor's own addresses are its forms, in a fragment of its page (#/collections/...).
      if (isEditorPath(new URL(reference, `${origin}${path}`).pathname) && reference.includes('#/')) continue;
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
