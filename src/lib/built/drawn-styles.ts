// Astro inlines into each page the scoped styles of every component its route can draw: a page made
// of sections carries the rules of every kind of section, and the contact page the testimonials'.
// A component's scoped rules each name its scope attribute (data-astro-cid-…), which every element it
// draws carries; on a page where no element carries it, none of those rules can match anything, so
// they go. A page's HTML and CSS share one first round trip, 14 KB (docs/quality.md).
// Imports carry their .ts extension so Node can run the scripts that use this module directly.
import { transform, type Rule, type Selector } from 'lightningcss';
import { CSS_TARGETS } from '../browser/browser-support.ts';

const SCOPE_ATTRIBUTE = 'data-astro-cid-';

/** The scopes of the components a page draws: every data-astro-cid-… attribute outside its styles. */
export function drawnScopes(html: string): Set<string> {
  const markup = html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '');
  return new Set([...markup.matchAll(/\bdata-astro-cid-([a-z0-9]+)/g)].map(([, scope]) => scope!));
}

/**
 * Whether a selector can match on a page that draws only the components of `drawn`: every scope it
 * names must be drawn, and of `:is()`, `:where()` or `:has()` one of the selectors inside must be
 * able to match (`:not()` can match without what it names).
 */
function canMatch(selector: Selector, drawn: ReadonlySet<string>): boolean {
  return selector.every((part) => {
    if (part.type === 'attribute' && part.name.startsWith(SCOPE_ATTRIBUTE)) return drawn.has(part.name.slice(SCOPE_ATTRIBUTE.length));
    if (part.type === 'pseudo-class' && (part.kind === 'is' || part.kind === 'where' || part.kind === 'has')) {
      return part.selectors.some((inner) => canMatch(inner, drawn));
    }
    return true;
  });
}

/** A style rule without the selectors of undrawn components; none when no selector is left. */
function keepDrawnRule(rule: Rule, drawn: ReadonlySet<string>): Rule[] {
  if (rule.type === 'style') {
    const selectors = rule.value.selectors.filter((selector) => canMatch(selector, drawn));
    if (selectors.length === rule.value.selectors.length) return [rule];
    return selectors.length === 0 ? [] : [{ ...rule, value: { ...rule.value, selectors } }];
  }
  if (rule.type === 'media' || rule.type === 'supports') {
    const rules = rule.value.rules.flatMap((inner) => keepDrawnRule(inner, drawn));
    if (rules.length === rule.value.rules.length && rules.every((inner, i) => inner === rule.value.rules[i])) return [rule];
    return rules.length === 0 ? [] : [{ ...rule, value: { ...rule.value, rules } } as Rule];
  }
  return [rule];
}

/** What a rule visitor returns: nothing for a rule kept as it is, else what takes its place. */
function changed(rule: Rule, drawn: ReadonlySet<string>) {
  const kept = keepDrawnRule(rule, drawn);
  return kept.length === 1 && kept[0] === rule ? undefined : kept;
}

/**
 * A page's stylesheet without the scoped rules of the components it does not draw, minified for the
 * supported browsers as the build minifies every stylesheet. A stylesheet with no scoped rule is
 * returned as it is.
 */
export function drawnStyles(css: string, drawn: ReadonlySet<string>): string {
  if (!css.includes(SCOPE_ATTRIBUTE)) return css;
  return transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    targets: CSS_TARGETS,
    // Only the rules that change are handed back: Lightning CSS cannot take back every kind of rule
    // it hands out (some at-rules fail to deserialize), and the rest it keeps as it parsed them.
    visitor: {
      Rule: {
        style: (rule) => changed(rule, drawn),
        media: (rule) => changed(rule, drawn),
        supports: (rule) => changed(rule, drawn),
      },
    },
  }).code.toString();
}

/** The page with each of its stylesheets keeping only the rules of the components it draws. */
export function withDrawnStyles(html: string): string {
  const drawn = drawnScopes(html);
  return html.replace(
    /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi,
    (_, open: string, css: string, close: string) => open + drawnStyles(css, drawn) + close,
  );
}
