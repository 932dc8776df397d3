// Reading the built site's HTML: the path a page file is served at and the file a page is written
// to, a walk over a page's elements, and the scripts a page loads. Pure: the files are read by
// src/integrations/built-files.ts. The one copy of these rules, shared by the build's host files
// (host-files.ts), the budget and link checks (scripts/lib/site-metrics.ts) and the audit.
// Imports carry their .ts extension so Node can run the scripts that use this module directly.
import { posix } from 'node:path';
import type { DefaultTreeAdapterMap } from 'parse5';
import { normalisePath } from '../../conventions/paths.ts';

export type HtmlNode = DefaultTreeAdapterMap['node'];
export type HtmlElement = DefaultTreeAdapterMap['element'];

/** `about-us.html` → `/about-us`, `index.html` → `/`, `x/index.html` → `/x`: the path a static host serves a page at. */
export function pathServedFrom(htmlFile: string): string {
  return normalisePath(`/${htmlFile.replace(/\\/g, '/').replace(/^\/+/, '')}`);
}

/** `/about-us` → `about-us.html`, `/` → `index.html`: the file the build writes a page at `path` to. */
export function pageFileFor(path: string): string {
  return `${path.replace(/^\/+/, '') || 'index'}.html`;
}

/** Every element under a node, depth first, including inside <template>. */
export function* elements(node: HtmlNode): Generator<HtmlElement> {
  if ('tagName' in node) yield node;
  const children = 'content' in node ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
}

/** An element's attribute value, or undefined. */
export const attribute = (element: HtmlElement, name: string): string | undefined =>
  element.attrs.find((attr) => attr.name === name)?.value;

/** The text of a node and its descendants. */
export function textContent(node: HtmlNode): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return 'childNodes' in node ? node.childNodes.map(textContent).join('') : '';
}

/**
 * The same-origin scripts a page can run, as site paths: `atLoad` are fetched while the page loads
 * (`<script src>`, modulepreload, `client:load` islands); `later` are islands that wait for idle
 * time, a media query or visibility.
 */
export function pageScriptEntries(page: Iterable<HtmlElement>): { atLoad: string[]; later: string[] } {
  const atLoad: string[] = [];
  const later: string[] = [];
  for (const element of page) {
    if (element.tagName === 'script' && attribute(element, 'src')) atLoad.push(attribute(element, 'src')!);
    if (element.tagName === 'link' && attribute(element, 'rel') === 'modulepreload') atLoad.push(attribute(element, 'href')!);
    if (element.tagName === 'astro-island') {
      const urls = ['component-url', 'renderer-url', 'before-hydration-url']
        .map((name) => attribute(element, name))
        .filter((url): url is string => !!url);
      (attribute(element, 'client') === 'load' ? atLoad : later).push(...urls);
    }
  }
  const local = (paths: string[]) => [...new Set(paths.filter((path) => path.startsWith('/') && !path.startsWith('//')))];
  return { atLoad: local(atLoad), later: local(later) };
}

/**
 * The entry scripts and every module they import, transitively, as site paths. `imports` lists a
 * module's imports (from es-module-lexer); `dynamic` says whether to follow import() too.
 */
export function moduleGraph(
  entries: readonly string[],
  imports: (path: string) => { specifier: string; dynamic: boolean }[],
  dynamic = false,
): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (seen.has(path)) continue;
    seen.add(path);
    for (const { specifier, dynamic: isDynamic } of imports(path)) {
      if (isDynamic && !dynamic) continue;
      if (specifier.startsWith('.')) queue.push(posix.join(posix.dirname(path), specifier));
      else if (specifier.startsWith('/') && !specifier.startsWith('//')) queue.push(specifier);
    }
  }
  return [...seen].sort();
}
