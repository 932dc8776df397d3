// Each page's own CSS. Astro bundles one stylesheet per route file, so every page that
// src/pages/[page].astro draws carries the rules of every section kind any page could have (a
// third of /contact-us's CSS selected nothing on it), and a page whose HTML and CSS run past the
// first round trip paints a round trip later (docs/quality.md). After the build each page keeps
// only the rules that can select something on it, in one <style>, and names that style's hash in a
// policy of its own (a <meta> CSP): the site-wide header cannot list one hash per page.
// Pure: src/integrations/page-styles.ts reads and writes the files.
import { transform, type Selector } from 'lightningcss';
import { parse } from 'parse5';
import { CSS_TARGETS } from '../browser/browser-support.ts';
import { attribute, elements, type HtmlElement } from './built-site.ts';
import { inlineSourcesIn, stylePolicy } from './headers.ts';

/** Astro marks each element a component's scoped styles may select with one of these. */
const SCOPE_PREFIX = 'data-astro-cid-';

/** What a page's elements carry that a rule can depend on: class names and Astro's style scopes. */
export interface PageMarks {
  classes: ReadonlySet<string>;
  scopes: ReadonlySet<string>;
}

/** The classes and style scopes on a page's elements, <template> and <noscript> contents included. */
function pageMarks(page: Iterable<HtmlElement>): PageMarks {
  const classes = new Set<string>();
  const scopes = new Set<string>();
  for (const element of page) {
    for (const name of (attribute(element, 'class') ?? '').split(/\s+/)) if (name) classes.add(name);
    for (const { name } of element.attrs) if (name.startsWith(SCOPE_PREFIX)) scopes.add(name);
  }
  return { classes, scopes };
}

/**
 * True when the selector needs a class or scope that `marks` lacks, so it selects nothing on the
 * page. `:is()` and `:where()` need one of their alternatives; what `:not()`, `:has()` and the
 * rest ask is never taken as a need, so a doubtful rule stays.
 */
function selectsNothing(selector: Selector, marks: PageMarks): boolean {
  return selector.some((part) => {
    if (part.type === 'class') return !marks.classes.has(part.name);
    if (part.type === 'attribute') return part.name.startsWith(SCOPE_PREFIX) && !marks.scopes.has(part.name);
    if (part.type === 'pseudo-class' && (part.kind === 'is' || part.kind === 'where')) {
      return part.selectors.every((alternative) => selectsNothing(alternative, marks));
    }
    return false;
  });
}

/**
 * The stylesheet without the rules that select nothing on the page: a rule stays while one of its
 * selectors can match. `alwaysKept` are classes an island sets after it loads (a warning's colour),
 * which the built HTML cannot show. Returned unchanged when nothing goes.
 */
export function pageCss(css: string, marks: PageMarks, alwaysKept: ReadonlySet<string> = new Set()): string {
  const withKept: PageMarks = { classes: new Set([...marks.classes, ...alwaysKept]), scopes: marks.scopes };
  let dropped = 0;
  const { code } = transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    targets: CSS_TARGETS,
    visitor: {
      Rule: {
        style(rule) {
          if (!rule.value.selectors.every((selector) => selectsNothing(selector, withKept))) return undefined;
          dropped += 1;
          return [];
        },
      },
    },
  });
  if (dropped === 0) return css;
  // Once more, so an @media whose every rule went goes too.
  return transform({ filename: 'page.css', code, minify: true, targets: CSS_TARGETS }).code.toString();
}

/** A page rewritten with its own CSS and policy, and the bytes its styles took before and after. */
export interface PageStyles {
  html: string;
  cssBefore: number;
  cssAfter: number;
}

/**
 * The page with the plain <style> elements of its head pruned to its own rules and joined into one
 * in their order (where the first stood), and a CSP <meta> first in the head that allows exactly
 * its inline styles. A page with no head end tag is left as it is.
 */
export function pageStyles(
  source: string,
  alwaysKept: ReadonlySet<string> = new Set(),
  /** Each stylesheet's own rules for a set of marks, worked out once for the pages that share them (a build's products). */
  known: Map<string, string> = new Map(),
): PageStyles {
  const document = parse(source, { scriptingEnabled: false, sourceCodeLocationInfo: true });
  const all = [...elements(document)];
  const head = all.find((element) => element.tagName === 'head');
  const headStart = head?.sourceCodeLocation?.startTag?.endOffset;
  if (!head || headStart === undefined || !head.sourceCodeLocation?.endTag) return { html: source, cssBefore: 0, cssAfter: 0 };
  const styles = head.childNodes.filter(
    (node): node is HtmlElement => 'tagName' in node && node.tagName === 'style' && node.attrs.length === 0,
  );
  const texts = styles.map(({ sourceCodeLocation: at }) => source.slice(at!.startTag!.endOffset, at!.endTag!.startOffset));
  const css = texts.join('');
  const marks = pageMarks(all);
  const key = `${[...marks.classes].sort().join(' ')}\u0000${[...marks.scopes].sort().join(' ')}\u0000${css}`;
  const own = css ? (known.get(key) ?? known.set(key, pageCss(css, marks, alwaysKept)).get(key)!) : '';

  // The charset stays first; the policy comes before any style it governs.
  const charset = head.childNodes.find(
    (node): node is HtmlElement => 'tagName' in node && node.tagName === 'meta' && attribute(node, 'charset') !== undefined,
  );
  const policyAt = charset?.sourceCodeLocation?.endOffset ?? headStart;
  const edits = styles.map(({ sourceCodeLocation: at }, index) => ({
    start: at!.startOffset,
    end: at!.endOffset,
    text: index === 0 ? `<style>${own}</style>` : '',
  }));
  const apply = (changes: { start: number; end: number; text: string }[]) =>
    // From the end, so each change's offsets still point into the text as parsed.
    changes
      .toSorted((a, b) => b.start - a.start || b.end - a.end)
      .reduce((text, { start, end, text: put }) => text.slice(0, start) + put + text.slice(end), source);
  // The page's inline styles as they will be: the joined ones as the one, the rest (style
  // attributes, a frame's styles) as they are.
  const inline = inlineSourcesIn(all);
  const joined = [...texts];
  const others = inline.styles.filter((text) => {
    const at = joined.indexOf(text);
    if (at < 0) return true;
    joined.splice(at, 1);
    return false;
  });
  const policy = stylePolicy({ styles: [...(styles.length > 0 ? [own] : []), ...others], styleAttributes: inline.styleAttributes });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  const html = apply([...edits, { start: policyAt, end: policyAt, text: meta }]);
  return { html, cssBefore: css.length, cssAfter: own.length };
}
