// Reading the built site in dist/: which file a path is served from, the pages there, and a walk
// over a page's elements. The one copy of these rules, shared by the build's host files
// (host-files.ts), the budget and link checks (scripts/lib/site-metrics.ts) and the audit.
// Imports carry their .ts extension so Node can run the scripts that use this module directly.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix, resolve, sep } from 'node:path';
import { parse as parseModule } from 'es-module-lexer';
import type { DefaultTreeAdapterMap } from 'parse5';
import { normalisePath } from '../../conventions/paths.ts';

export type HtmlNode = DefaultTreeAdapterMap['node'];
export type HtmlElement = DefaultTreeAdapterMap['element'];

/** `about-us.html` → `/about-us`, `index.html` → `/`, `x/index.html` → `/x`: the path a static host serves a page at. */
export function pathServedFrom(htmlFile: string): string {
  return normalisePath(`/${htmlFile.replace(/\\/g, '/').replace(/^\/+/, '')}`);
}

/** Every built page under `root`, sorted, as { file, path }: its file and the path it is served at. */
export function listPages(root: string): { file: string; path: string }[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => ({ file, path: pathServedFrom(file) }));
}

/** `/about-us` → `about-us.html`, `/` → `index.html`: the file the build writes a page at `path` to. */
export function pageFileFor(path: string): string {
  return `${path.replace(/^\/+/, '') || 'index'}.html`;
}

/** The file a URL path is served from, trying the forms a static host tries (pretty URLs), or null. */
export function findServedFile(path: string, root: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  // A root given as a folder URL's path ends in a slash; the containment check needs it without.
  const folder = resolve(root);
  const base = join(folder, decoded);
  const candidates = [base, `${base.replace(/\/+$/, '')}.html`, join(base, 'index.html')];
  return candidates.find((file) => file.startsWith(folder + sep) && existsSync(file) && statSync(file).isFile()) ?? null;
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

/**
 * A built script's imports, static and dynamic, read from its file under `root` (none when it is
 * not there): what moduleGraph follows. es-module-lexer's `init` must have been awaited.
 */
export function moduleImports(path: string, root: string): { specifier: string; dynamic: boolean }[] {
  const file = findServedFile(path, root);
  if (!file) return [];
  const [imports] = parseModule(readFileSync(file, 'utf8'));
  // d === -1 marks a static import; dynamic ones load only when the code asks for them.
  return imports.filter((entry) => entry.n !== undefined).map((entry) => ({ specifier: entry.n!, dynamic: entry.d !== -1 }));
}
