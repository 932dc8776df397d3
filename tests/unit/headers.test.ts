// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  stylePolicy,
  cspHash,
  findInlineSources,
  headersFile,
  headerRules,
  mergeInlineSources,
} from '../../src/lib/built/headers.ts';
import { headersFor, parseHeadersFile } from '../../scripts/lib/headers-file.ts';
import { pageFileFor, pathServedFrom } from '../../src/lib/built/built-site.ts';

const none = { scripts: [], styles: [], styleAttributes: [], eventHandlers: [] };
const videoHost = 'https://www.youtube-nocookie.com';

/** The directives of a policy, by name. */
const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe('cspHash', () => {
  it('is the base64 SHA-256 of the exact UTF-8 text, quoted', () => {
    // Known value: the hash browsers print for the script `alert('Hello, world.');` (CSP3 spec example).
    expect(cspHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    expect(cspHash('ā')).toBe(`'sha256-${createHash('sha256').update(Buffer.from('ā', 'utf8')).digest('base64')}'`);
  });
});

describe('findInlineSources', () => {
  it('finds inline scripts the browser runs and skips external scripts and data blocks', () => {
    const found = findInlineSources(
      '<!doctype html><head><script>a()</script><script type="module">b()</script><script src="/x.js"></script>' +
        '<script type="application/ld+json">{"@type":"Thing"}</script></head>',
    );
    expect(found.scripts).toEqual(['a()', 'b()']);
  });

  it('keeps a script text byte for byte, entities and all', () => {
    expect(findInlineSources('<script>if (a &amp;& b < c) x("</p>")\n</script>').scripts).toEqual(['if (a &amp;& b < c) x("</p>")\n']);
  });

  it('finds styles, including inside <noscript> and inline SVG', () => {
    const found = findInlineSources(
      '<style>a{b:c}</style><noscript><style>.js{display:none}</style></noscript><svg><style>path{fill:red}</style></svg>',
    );
    expect(found.styles).toEqual(['a{b:c}', '.js{display:none}', 'path{fill:red}']);
  });

  it('finds style attributes with their entities decoded', () => {
    expect(findInlineSources('<p style="font-family:&quot;A&quot;">x</p>').styleAttributes).toEqual(['font-family:"A"']);
  });

  it('finds the inline code of srcdoc frames, decoding the attribute first', () => {
    const srcdoc = '<!doctype html><style>\na::after{content:"&"}\n</style><script>go()</script><a href="x">Play</a>';
    const escaped = srcdoc.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
    const found = findInlineSources(`<p>x</p><iframe title="Video" srcdoc="${escaped}"></iframe>`);
    expect(found.styles).toEqual(['\na::after{content:"&"}\n']);
    expect(found.scripts).toEqual(['go()']);
  });

  it('reports inline event handlers', () => {
    expect(findInlineSources('<button onclick="go()">Go</button>').eventHandlers).toEqual(['<button onclick>']);
  });

  it('finds code inside <template>', () => {
    expect(findInlineSources('<template><style>t{}</style></template>').styles).toEqual(['t{}']);
  });
});

describe('mergeInlineSources', () => {
  it('concatenates every kind', () => {
    const merged = mergeInlineSources([
      { ...none, scripts: ['a'] },
      { ...none, scripts: ['b'], styles: ['c'] },
    ]);
    expect(merged).toEqual({ ...none, scripts: ['a', 'b'], styles: ['c'] });
  });
});

describe('contentSecurityPolicy', () => {
  const policy = directives(contentSecurityPolicy({ scripts: ['a()', 'a()', 'b()'] }, [videoHost]));

  it('allows scripts from the site and the hashed inline scripts, each once, and nothing unsafe', () => {
    expect(policy.get('script-src')).toEqual(["'self'", ...[cspHash('a()'), cspHash('b()')].sort()]);
  });

  it("leaves inline styles to each page's own policy", () => {
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('sets the fixed directives', () => {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('frame-src')).toEqual([videoHost]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('upgrade-insecure-requests')).toEqual([]);
  });

  it('never allows unsafe scripts', () => {
    const text = contentSecurityPolicy({ scripts: ['x'] }, [videoHost]);
    expect(directives(text).get('script-src')!.join(' ')).not.toMatch(/unsafe/);
    expect(text).not.toMatch(/unsafe-eval/);
  });
});

describe('stylePolicy', () => {
  const styleSrc = (text: string) => directives(text).get('style-src');

  it('allows styles from the site and the hashed inline styles, each once, and nothing unsafe', () => {
    expect(styleSrc(stylePolicy({ styles: ['s{}', 's{}'], styleAttributes: [] }))).toEqual(["'self'", cspHash('s{}')]);
    expect(stylePolicy({ styles: ['y'], styleAttributes: [] })).not.toMatch(/unsafe/);
  });

  it("hashes style attributes under 'unsafe-hashes'", () => {
    expect(styleSrc(stylePolicy({ styles: [], styleAttributes: ['color:red'] }))).toEqual([
      "'self'",
      "'unsafe-hashes'",
      cspHash('color:red'),
    ]);
  });
});

describe('pagePath', () => {
  it('maps built files to the paths hosts serve them at', () => {
    expect(pathServedFrom('index.html')).toBe('/');
    expect(pathServedFrom('about-us.html')).toBe('/about-us');
    expect(pathServedFrom('dairy-feed/pke.html')).toBe('/dairy-feed/pke');
    expect(pathServedFrom('products/index.html')).toBe('/products');
    expect(pathServedFrom('dairy-feed\\pke.html')).toBe('/dairy-feed/pke');
    for (const path of ['/', '/about-us', '/dairy-feed/pke']) expect(pathServedFrom(pageFileFor(path))).toBe(path);
  });
});

describe('headersFile', () => {
  const input = {
    inline: { ...none, scripts: ['a()'] },
    frameSources: ['https://www.youtube-nocookie.com'],
    extraRules: [{ pattern: '/admin', detach: ['Content-Security-Policy'], headers: { 'Content-Security-Policy': "default-src 'self'" } }],
  };
  const text = headersFile(input);
  const rules = parseHeadersFile(text);
  const headersOf = (pattern: string) => new Map(Object.entries(rules.find((rule) => rule.pattern === pattern)?.headers ?? {}));

  it('reads back as the rules it was written from', () => {
    expect(rules).toEqual(headerRules(input));
  });

  it('sets the security headers for every path', () => {
    const all = headersOf('/*');
    expect(all.get('Content-Security-Policy')).toContain(cspHash('a()'));
    expect(all.get('Content-Security-Policy')).toContain('frame-src https://www.youtube-nocookie.com;');
    expect(all.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains; preload');
    expect(all.get('X-Content-Type-Options')).toBe('nosniff');
    expect(all.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(all.get('Permissions-Policy')).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    expect(all.get('X-Frame-Options')).toBe('DENY');
  });

  it('caches hashed assets for a year in one pattern rule, whatever the number of pages', () => {
    expect(headersOf('/_astro/*').get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(rules.map(({ pattern }) => pattern)).toEqual(['/*', '/_astro/*', '/admin']);
  });

  it('never sets one header name in two rules that can match one path, unless the later rule detaches it first', () => {
    const global = new Set(headersOf('/*').keys());
    for (const { pattern, headers, detach = [] } of rules.slice(1)) {
      for (const name of Object.keys(headers)) expect(global.has(name) && !detach.includes(name), `${pattern} repeats ${name}`).toBe(false);
    }
  });

  it('writes one header per line in the Netlify / Cloudflare Pages layout', () => {
    for (const line of text.split('\n').filter(Boolean)) expect(line).toMatch(/^(#|\/| {2}! [A-Za-z-]+$| {2}[A-Za-z-]+: \S)/);
  });
});

describe('headersFor', () => {
  const rules = parseHeadersFile(['/*', '  A: site', '  B: site', '/_astro/*', '  C: year', '/admin', '  ! A', '  A: editor'].join('\n'));

  it('applies every rule whose pattern covers the path, in file order, a detached header replaced', () => {
    expect(headersFor(rules, '/about-us')).toEqual({ a: 'site', b: 'site' });
    expect(headersFor(rules, '/_astro/x.js')).toEqual({ a: 'site', b: 'site', c: 'year' });
    expect(headersFor(rules, '/admin')).toEqual({ a: 'editor', b: 'site' });
    expect(headersFor(rules, '/admin/x')).toEqual({ a: 'site', b: 'site' });
  });

  it('refuses a header line before any path, or one without a colon', () => {
    expect(() => parseHeadersFile('  A: b')).toThrow(/before any path/);
    expect(() => parseHeadersFile('/*\n  A b')).toThrow(/not "Name: value"/);
  });
});
