import { describe, expect, it } from 'vitest';
import { conformHtml } from '../../src/lib/built/conform-html.ts';
import { cspHash, findInlineSources } from '../../src/lib/built/headers.ts';

const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="en-NZ"><head><title>T</title>${head}</head><body>${body}</body></html>`;

describe('conformHtml', () => {
  it("moves Astro's island style from the body to the end of the head, unchanged", () => {
    const before = page(
      '<style>a{color:red}</style>',
      `<a href="/">Skip</a>${ISLAND_STYLE}<script>1</script><astro-island></astro-island>`,
    );
    const { html, stylesMoved } = conformHtml(before);
    expect(html).toBe(
      page(`<style>a{color:red}</style>${ISLAND_STYLE}`, '<a href="/">Skip</a><script>1</script><astro-island></astro-island>'),
    );
    expect(stylesMoved).toBe(1);
    // The CSP hashes the same inline code before and after.
    const hashes = (text: string) => findInlineSources(text).styles.map(cspHash).sort();
    expect(hashes(html)).toEqual(hashes(before));
  });

  it('keeps the order of several body styles, nested ones included', () => {
    const { html } = conformHtml(page('', '<main><style>b{}</style><p>x</p><div><style>c{}</style></div></main>'));
    expect(html).toBe(page('<style>b{}</style><style>c{}</style>', '<main><p>x</p><div></div></main>'));
  });

  it('leaves SVG styles, template contents and styles already in the head where they are', () => {
    const body = '<svg viewBox="0 0 1 1"><style>path{fill:red}</style><path d="M0 0"/></svg><template><style>d{}</style><br/></template>';
    const before = page('<style>a{}</style>', body);
    expect(conformHtml(before)).toEqual({ html: before, stylesMoved: 0, slashesDropped: 0 });
  });

  it('drops the slash that ends a void element, with the space before it', () => {
    const { html, slashesDropped } = conformHtml(
      page('<meta name="x" content="y" />', '<input id="a" value="600"/><br/><img src="/a.png" alt="" /><input disabled/>'),
    );
    expect(html).toBe(page('<meta name="x" content="y">', '<input id="a" value="600"><br><img src="/a.png" alt=""><input disabled>'));
    expect(slashesDropped).toBe(5);
  });

  it('keeps a slash that belongs to an unquoted value, and text in scripts and attributes', () => {
    const before = page(
      '',
      `<img src=/a/ alt=""><img alt="" src=/b/><script>const t = '<br/>';</script><p title="&lt;br/&gt;">&lt;br/&gt;</p>`,
    );
    expect(conformHtml(before).html).toBe(before);
  });

  it('changes nothing on a conformant page, and gives the same page when run twice', () => {
    const conformant = page(ISLAND_STYLE, '<input value="1"><astro-island></astro-island>');
    expect(conformHtml(conformant).html).toBe(conformant);
    const once = conformHtml(page('', `${ISLAND_STYLE}<input value="1"/>`)).html;
    expect(conformHtml(once).html).toBe(once);
  });
});
