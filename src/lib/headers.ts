// The `_headers` file for static hosts (Netlify and Cloudflare Pages share the format): security
// headers with a Content-Security-Policy that allows exactly the inline code the build emitted,
// and caching rules. Pure: the build integration feeds it the built HTML.
import { createHash } from 'node:crypto';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Inline code in the built HTML that the CSP has to allow by hash. */
export interface InlineSources {
  /** Texts of `<script>` elements without `src` that the browser runs. */
  scripts: string[];
  /** Texts of `<style>` elements. */
  styles: string[];
  /** Values of `style=""` attributes. */
  styleAttributes: string[];
  /** `on…=""` handler attributes, as `<tag onclick>`: a hash-based CSP cannot allow them. */
  eventHandlers: string[];
}

// Script types the browser executes; others (application/ld+json, …) are data, outside the CSP.
const executableScriptTypes = new Set(['', 'module', 'text/javascript', 'application/javascript']);

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

function textContent(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return 'childNodes' in node ? node.childNodes.map(textContent).join('') : '';
}

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  // A <template>'s children live in its content fragment.
  const children = 'content' in node ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
}

/** All the inline code of several pages (or frames) in one. */
export function mergeInlineSources(all: InlineSources[]): InlineSources {
  return {
    scripts: all.flatMap((sources) => sources.scripts),
    styles: all.flatMap((sources) => sources.styles),
    styleAttributes: all.flatMap((sources) => sources.styleAttributes),
    eventHandlers: all.flatMap((sources) => sources.eventHandlers),
  };
}

/** The inline scripts, styles and style attributes of a page, including `<iframe srcdoc>` documents (they inherit the page's CSP). */
export function findInlineSources(html: string): InlineSources {
  const found: InlineSources = { scripts: [], styles: [], styleAttributes: [], eventHandlers: [] };
  const frames: InlineSources[] = [];
  // Parsed as with scripting off, so a <style> inside <noscript> is seen too.
  for (const element of elements(parse(html, { scriptingEnabled: false }))) {
    if (element.tagName === 'script' && attribute(element, 'src') === undefined) {
      const type = (attribute(element, 'type') ?? '').trim().toLowerCase();
      if (executableScriptTypes.has(type)) found.scripts.push(textContent(element));
    }
    if (element.tagName === 'style') found.styles.push(textContent(element));
    const style = attribute(element, 'style');
    if (style !== undefined) found.styleAttributes.push(style);
    for (const { name } of element.attrs) {
      if (name.startsWith('on')) found.eventHandlers.push(`<${element.tagName} ${name}>`);
    }
    // parse5 has already decoded the attribute's entities: this is the frame's own HTML.
    const srcdoc = attribute(element, 'srcdoc');
    if (element.tagName === 'iframe' && srcdoc !== undefined) frames.push(findInlineSources(srcdoc));
  }
  return mergeInlineSources([found, ...frames]);
}

/** A CSP hash source for an inline script, style or style attribute. */
export function cspHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

const uniqueHashes = (sources: string[]) => [...new Set(sources.map(cspHash))].sort();

/** The Content-Security-Policy value: same-origin everything, inline code by hash only, frames from `frameSources` only. */
export function contentSecurityPolicy(inline: InlineSources, frameSources: string[]): string {
  const styleHashes = uniqueHashes([...inline.styles, ...inline.styleAttributes]);
  const directives = [
    `default-src 'self'`,
    ['script-src', `'self'`, ...uniqueHashes(inline.scripts)].join(' '),
    // 'unsafe-hashes' lets style="" attributes match the hashes too; it only ever widens styles.
    ['style-src', `'self'`, ...(inline.styleAttributes.length > 0 ? [`'unsafe-hashes'`] : []), ...styleHashes].join(' '),
    `img-src 'self' data:`,
    ['frame-src', ...frameSources].join(' '),
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
    `upgrade-insecure-requests`,
  ];
  return directives.join('; ');
}

/** `/about-us.html` → `/about-us`, `/index.html` → `/`, `/x/index.html` → `/x`: the path a static host serves a page at. */
export function pagePath(htmlFile: string): string {
  const path = htmlFile.replace(/\\/g, '/').replace(/^\/?/, '/').replace(/(\/index)?\.html$/, '');
  return path === '' ? '/' : path;
}

export const securityHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // browsing-topics replaces the retired interest-cohort, which Chromium reports as an error.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), browsing-topics=()',
  'X-Frame-Options': 'DENY',
};

export const assetCacheControl = 'public, max-age=31536000, immutable';
export const pageCacheControl = 'public, max-age=300, must-revalidate';

export interface HeadersFileInput {
  /** Paths the pages are served at (see `pagePath`). */
  pagePaths: string[];
  inline: InlineSources;
  /** Allowed frame sources, e.g. the video host's embed URL. */
  frameSources: string[];
}

const rule = (pattern: string, headers: Record<string, string>) =>
  [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');

/**
 * The `_headers` file. Hosts combine same-named headers of overlapping rules, so each header name
 * comes from one rule per path: security headers from `/*` (which also covers the 404 page at any
 * path), long caching from `/_astro/*` (content-hashed files), short caching from one rule per page.
 */
export function headersFile({ pagePaths, inline, frameSources }: HeadersFileInput): string {
  const rules = [
    rule('/*', { 'Content-Security-Policy': contentSecurityPolicy(inline, frameSources), ...securityHeaders }),
    rule('/_astro/*', { 'Cache-Control': assetCacheControl }),
    ...[...new Set(pagePaths)].sort().map((path) => rule(path, { 'Cache-Control': pageCacheControl })),
  ];
  return `# Generated at build time by src/integrations/host-files.ts; do not edit.\n${rules.join('\n')}\n`;
}
