import { describe, expect, it } from 'vitest';
import { drawnScopes, drawnStyles, withDrawnStyles } from '../../src/lib/built/drawn-styles.ts';

const page = (css: string, body: string) =>
  `<!DOCTYPE html><html lang="en-NZ"><head><title>T</title><style>${css}</style></head><body>${body}</body></html>`;

describe('drawnScopes', () => {
  it('lists the scopes of the elements a page draws, and not those only its styles name', () => {
    const html = page(
      '.card[data-astro-cid-card1]{color:red}',
      '<header data-astro-cid-head1><a data-astro-cid-head1>x</a></header><svg data-astro-cid-map1></svg>',
    );
    expect(drawnScopes(html)).toEqual(new Set(['head1', 'map1']));
  });
});

describe('drawnStyles', () => {
  const drawn = new Set(['head1']);

  it("drops an undrawn component's rules and keeps the drawn one's and every unscoped rule", () => {
    const css = '.bar[data-astro-cid-head1]{color:red}.card[data-astro-cid-card1]{color:#00f}body{margin:0}';
    expect(drawnStyles(css, drawn)).toBe('.bar[data-astro-cid-head1]{color:red}body{margin:0}');
  });

  it('keeps the selectors of a list that can still match, and drops a rule needing two scopes when one is undrawn', () => {
    const css =
      '.card[data-astro-cid-card1],.bar[data-astro-cid-head1]{color:red}.bar[data-astro-cid-head1] .card[data-astro-cid-card1]{color:#00f}';
    expect(drawnStyles(css, drawn)).toBe('.bar[data-astro-cid-head1]{color:red}');
  });

  it('drops a rule whose :is() or :has() can match only in an undrawn component, and keeps one :not() names it in', () => {
    const css =
      ':is(.card[data-astro-cid-card1]>li:hover,.card[data-astro-cid-card1]>li:focus-within){color:red}' +
      ':is(.card[data-astro-cid-card1],.bar[data-astro-cid-head1]) a{color:#00f}' +
      'li:has(.card[data-astro-cid-card1]){color:green}' +
      'li:not(.card[data-astro-cid-card1]){color:#000}';
    expect(drawnStyles(css, drawn)).toBe(
      ':is(.card[data-astro-cid-card1],.bar[data-astro-cid-head1]) a{color:#00f}li:not(.card[data-astro-cid-card1]){color:#000}',
    );
  });

  it('drops a media or supports block left empty, and keeps what is left in one', () => {
    const css =
      '@media (min-width:40rem){.card[data-astro-cid-card1]{color:red}}' +
      '@media (min-width:60rem){.card[data-astro-cid-card1]{color:red}.bar[data-astro-cid-head1]{color:#00f}}' +
      '@supports (display:grid){@media (min-width:40rem){.card[data-astro-cid-card1]{display:grid}}}';
    expect(drawnStyles(css, drawn)).toBe('@media (min-width:60rem){.bar[data-astro-cid-head1]{color:#00f}}');
  });

  it('keeps media queries in the form the oldest supported Safari reads, not as ranges', () => {
    expect(drawnStyles('@media (min-width:40rem){.bar[data-astro-cid-head1]{color:red}}', drawn)).toContain('(min-width:40rem)');
  });

  it('returns a stylesheet with no scoped rule as it is, byte for byte', () => {
    const css = 'a { color: red }';
    expect(drawnStyles(css, drawn)).toBe(css);
  });
});

describe('withDrawnStyles', () => {
  it("cuts each of a page's stylesheets to the components the page draws", () => {
    const html = page(
      '.bar[data-astro-cid-head1]{color:red}.card[data-astro-cid-card1]{color:#00f}',
      '<header data-astro-cid-head1></header>',
    );
    expect(withDrawnStyles(html)).toBe(page('.bar[data-astro-cid-head1]{color:red}', '<header data-astro-cid-head1></header>'));
  });
});
