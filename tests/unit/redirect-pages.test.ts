import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { attribute, elements, textContent } from '../../src/lib/built/built-site.ts';
import { findInlineSources } from '../../src/lib/built/headers.ts';
import { redirectPage } from '../../src/lib/paths/redirect-page.ts';
import { pageFileFor } from '../../src/lib/built/built-site.ts';

const site = { url: 'https://www.southlandstockfeed.example', name: 'Southland Stockfeed & Molasses' };

describe('redirect pages', () => {
  const html = redirectPage('/collections/all', '/products', site);
  const all = [...elements(parse(html))];
  const find = (tag: string, attr: string, value: string) => all.find((el) => el.tagName === tag && attribute(el, attr) === value);

  it('is written where the site writes the page of that path', () => {
    expect(pageFileFor('/collections/all')).toBe('collections/all.html');
    expect(pageFileFor('/condose')).toBe('condose.html');
  });

  it('sends the visitor on at once with no script, in the refresh syntax HTML asks for', () => {
    expect(attribute(find('meta', 'http-equiv', 'refresh')!, 'content')).toBe('0; url=/products');
    expect(findInlineSources(html)).toEqual({ scripts: [], styles: [], styleAttributes: [], eventHandlers: [] });
  });

  it('declares its language and title, and keeps search engines on the new page', () => {
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="en-NZ">')).toBe(true);
    expect(textContent(all.find((el) => el.tagName === 'title')!)).toBe('Page moved | Southland Stockfeed & Molasses');
    expect(attribute(find('meta', 'name', 'robots')!, 'content')).toBe('noindex');
    expect(attribute(find('link', 'rel', 'canonical')!, 'href')).toBe('https://www.southlandstockfeed.example/products');
  });

  it('names the address asked for and links to the new one', () => {
    const main = all.find((el) => el.tagName === 'main')!;
    expect(textContent(main)).toContain('The page at /collections/all is now at https://www.southlandstockfeed.example/products.');
    expect(find('a', 'href', '/products')).toBeDefined();
  });

  it('escapes what it writes into the page', () => {
    const odd = redirectPage('/a"<b>', '/c?d=1&e=2', { ...site, name: 'A <B>' });
    expect(odd).toContain('content="0; url=/c?d=1&amp;e=2"');
    expect(odd).toContain('<title>Page moved | A &lt;B&gt;</title>');
    expect(odd).toContain('The page at /a&quot;&lt;b&gt; is now at');
  });
});
