// The `_headers` file for static hosts (Netlify and Cloudflare Pages share the format): security
// headers with a Content-Security-Policy that allows exactly the inline code the build emitted,
// and caching. A fixed handful of pattern rules, whatever the size of the catalogue.
import { createHash } from 'node:crypto';
import { parse } from 'parse5';
import { attribute, elements, textContent } from './built-site.ts';

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

/**
 * The Content-Security-Policy value: same-origin everything, inline code by hash only, frames
 * from `frameSources` only (origins from validated settings), plus any `extra` directives
 * (e.g. worker-src for the service worker).
 */
export function contentSecurityPolicy(inline: InlineSources, frameSources: string[], extra: string[] = []): string {
  const styleHashes = uniqueHashes([...inline.styles, ...inline.styleAttributes]);
  const directives = [
    `default-src 'self'`,
    ['script-src', `'self'`, ...uniqueHashes(inline.scripts)].join(' '),
    // 'unsafe-hashes' lets style="" attributes match the hashes too; it only ever widens styles.
    ['style-src', `'self'`, ...(inline.styleAttributes.length > 0 ? [`'unsafe-hashes'`] : []), ...styleHashes].join(' '),
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
export const assetCacheControl = 'public, max-age=31536000, immutable';

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
    { pattern: '/_astro/*', headers: { 'Cache-Control': assetCacheControl } },
    ...extraRules,
  ];
}

/**
 * The service worker and the app manifest: the site's policy lets the page register a worker and
 * read a manifest of its own origin, and neither file may be cached long, so an update reaches
 * every phone on its next visit.
 */
export const offlineHeaders = {
  directives: [`worker-src 'self'`, `manifest-src 'self'`],
  rules: ['/sw.js', '/manifest.webmanifest'].map((pattern): HeaderRule => ({ pattern, headers: { 'Cache-Control': 'no-cache' } })),
};

/** The path of the browser editor's page, which gets a policy of its own. */
export const EDITOR_PAGE = '/admin';

/**
 * The browser editor at /admin gets its own policy in place of the site's: Decap CMS builds its
 * styles at run time ('unsafe-inline' styles), compiles its configuration checks ('unsafe-eval'),
 * previews in blob: frames, and talks to GitHub (and the sign-in service) in production. The
 * site's policy is detached first, so the two are not both enforced.
 */
export function editorHeaders({ inline, authUrl }: { inline: InlineSources; authUrl?: string | undefined }): HeaderRule[] {
  const connect = ["'self'", 'https://api.github.com', ...(authUrl ? [new URL(authUrl).origin] : [])];
  const policy = [
    `default-src 'self'`,
    ['script-src', `'self'`, `'unsafe-eval'`, ...uniqueHashes(inline.scripts)].join(' '),
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com`,
    `font-src 'self' data:`,
    ['connect-src', ...connect].join(' '),
    `frame-src 'self' blob:`,
    `worker-src 'self' blob:`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ');
  // The editor's files are not content-hashed: revalidate them on every visit.
  const headers = { 'Content-Security-Policy': policy, 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-cache' };
  return [EDITOR_PAGE, `${EDITOR_PAGE}/*`].map((pattern) => ({ pattern, detach: ['Content-Security-Policy'], headers }));
}

/** The `_headers` file text. */
export function headersFile(input: HeadersFileInput): string {
  return `# Generated at build time by src/integrations/host-files.ts; do not edit.\n${headerRules(input).map(render).join('\n')}\n`;
}

/** A `_headers` file read back into its rules (the inverse of `headersFile`). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const rule = rules.at(-1);
    if (!line.startsWith(' ')) rules.push({ pattern: line.trim(), headers: {} });
    else if (!rule) throw new Error(`_headers: "${line.trim()}" comes before any path`);
    else if (line.trim().startsWith('! ')) (rule.detach ??= []).push(line.trim().slice(2));
    else {
      const [, name, value] = /^\s+([^:]+):\s*(.*)$/.exec(line) ?? [];
      if (!name || value === undefined) throw new Error(`_headers: "${line.trim()}" is not "Name: value"`);
      rule.headers[name] = value;
    }
  }
  return rules;
}

/** Whether a `_headers` path pattern covers `path` (a trailing `*` matches any rest, as on both hosts). */
const covers = (pattern: string, path: string) => (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern);

/** The headers the rules give a response for `path`, by lower-case name, applied in file order. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules.filter(({ pattern }) => covers(pattern, path))) {
    for (const name of rule.detach ?? []) delete headers[name.toLowerCase()];
    for (const [name, value] of Object.entries(rule.headers)) headers[name.toLowerCase()] = value;
  }
  return headers;
}
