// The `_headers` file for static hosts (Netlify and Cloudflare Pages share the format): security
// headers with a Content-Security-Policy that allows exactly the inline code the build emitted,
// and caching. A fixed handful of pattern rules, whatever the size of the catalogue.
import { createHash } from 'node:crypto';
import { parse } from 'parse5';
import { attribute, elements, textContent, type HtmlElement } from './built-site.ts';
import { ASSETS_FOLDER } from '../../conventions/paths.ts';

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
  // Parsed as with scripting off, so a <style> inside <noscript> is seen too.
  return inlineSourcesIn(elements(parse(html, { scriptingEnabled: false })));
}

/** The inline code of a page already parsed (as with scripting off): its elements, in order. */
export function inlineSourcesIn(page: Iterable<HtmlElement>): InlineSources {
  const found: InlineSources = { scripts: [], styles: [], styleAttributes: [], eventHandlers: [] };
  const frames: InlineSources[] = [];
  for (const element of page) {
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

export const uniqueHashes = (sources: string[]) => [...new Set(sources.map(cspHash))].sort();

/**
 * A page's own policy for its styles, given in its <meta> (src/lib/built/page-styles.ts): its
 * inline styles by hash only. Each page's CSS is its own, so the hashes differ from page to page.
 */
export function stylePolicy(inline: Pick<InlineSources, 'styles' | 'styleAttributes'>): string {
  const hashes = uniqueHashes([...inline.styles, ...inline.styleAttributes]);
  // 'unsafe-hashes' lets style="" attributes match the hashes too; it only ever widens styles.
  return ['style-src', `'self'`, ...(inline.styleAttributes.length > 0 ? [`'unsafe-hashes'`] : []), ...hashes].join(' ');
}

/**
 * The Content-Security-Policy value: same-origin everything, inline scripts by hash only, frames
 * from `frameSources` only (origins from validated settings), plus any `extra` directives
 * (e.g. worker-src for the service worker). Inline styles are left to each page's own <meta>
 * policy: a browser applies both, so a style runs only where the page's policy lists its hash.
 */
export function contentSecurityPolicy(inline: Pick<InlineSources, 'scripts'>, frameSources: string[], extra: string[] = []): string {
  const directives = [
    `default-src 'self'`,
    ['script-src', `'self'`, ...uniqueHashes(inline.scripts)].join(' '),
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data:`,
    ['frame-src', ...frameSources].join(' '),
    ...extra,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
    `upgrade-insecure-requests`,
  ];
  return directives.join('; ');
}

export const securityHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // browsing-topics replaces the retired interest-cohort, which Chromium reports as an error.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), browsing-topics=()',
  'X-Frame-Options': 'DENY',
};

/** Content-hashed files under /_astro/ never change: a year, immutable. Pages keep each host's default, which revalidates on every visit. */
const assetCacheControl = 'public, max-age=31536000, immutable';

/** A rule of the `_headers` file: a path pattern and the headers it sets. */
export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
  /** Headers an earlier, wider rule set that this rule takes away first (Cloudflare's `! Name`). */
  detach?: string[];
}

export interface HeadersFileInput {
  inline: InlineSources;
  /** Allowed frame sources: origins only, from validated settings. */
  frameSources: string[];
  /** More CSP directives for the whole site. */
  extraDirectives?: string[];
  /** More rules after the site-wide ones (the service worker, the editor). */
  extraRules?: HeaderRule[];
}

const render = ({ pattern, headers, detach = [] }: HeaderRule) =>
  [pattern, ...detach.map((name) => `  ! ${name}`), ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');

/**
 * The `_headers` rules. Each header name comes from one rule per path, except where a later rule
 * detaches it first: hosts join same-named headers of overlapping rules.
 */
export function headerRules({ inline, frameSources, extraDirectives = [], extraRules = [] }: HeadersFileInput): HeaderRule[] {
  return [
    {
      pattern: '/*',
      headers: { 'Content-Security-Policy': contentSecurityPolicy(inline, frameSources, extraDirectives), ...securityHeaders },
    },
    { pattern: `${ASSETS_FOLDER}*`, headers: { 'Cache-Control': assetCacheControl } },
    ...extraRules,
  ];
}

/** The `_headers` file text. */
export function headersFile(input: HeadersFileInput): string {
  return `# Generated at build time by src/integrations/host-files.ts; do not edit.\n${headerRules(input).map(render).join('\n')}\n`;
}
