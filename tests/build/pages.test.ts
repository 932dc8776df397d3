// Every content route has its page in dist/, as a document of its own: one h1, the site's
// language and its canonical address. (The browser tests check that the servers answer each
// route with 200 at exactly its path; they no longer open every page for these.)
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { attribute, elements, textContent, type HtmlElement } from '../../src/lib/built/built-site.ts';
import { findServedFile } from '../../src/integrations/built-files.ts';
import { footerQuickLinks } from '../../src/lib/paths/navigation.ts';
import { fileUrl } from '../../src/lib/paths/files.ts';
import { isReservedPath, pagePath } from '../../src/conventions/paths.ts';
import { DIST, readPage } from '../../scripts/lib/site-metrics.ts';
import { comparison } from '../../src/lib/content/key-figures.ts';
import { contentRoutes, listings, locations, pages, products, productsOf, settings, someOf } from '../fixtures/site-content.ts';

describe('content routes in dist/', () => {
  it.each(someOf(contentRoutes, 'route'))('%s is a page with one h1, lang en-NZ and its canonical address', (route) => {
    const file = findServedFile(route, DIST);
    expect(file, `no page in dist/ for ${route}`).not.toBeNull();
    const { elements } = readPage(file!);
    expect(elements.filter((el) => el.tagName === 'h1')).toHaveLength(1);
    expect(elements.filter((el) => el.tagName === 'html').map((el) => attribute(el, 'lang'))).toEqual(['en-NZ']);
    const canonical = elements
      .filter((el) => el.tagName === 'link' && attribute(el, 'rel') === 'canonical')
      .map((el) => attribute(el, 'href'));
    expect(canonical).toHaveLength(1);
    expect(new URL(canonical[0]!).pathname.replace(/(.)\/$/, '$1')).toBe(route);
  });
});

describe('key figures in dist/', () => {
  // Every key-figures section of every page: the numbers come from the settings and the depots,
  // the words after each from the section.
  const sections = pages.flatMap((page) =>
    page.data.sections.flatMap((section) => (section.type === 'key-figures' ? [{ path: pagePath(page.id), section }] : [])),
  );
  it.each(sections)('$path shows the year founded, the staff and the depots, each with its words', ({ path, section }) => {
    const { elements } = readPage(findServedFile(path, DIST)!);
    const figures = elements
      .filter((el) => el.tagName === 'ul' && attribute(el, 'class')?.split(' ').includes('key-figures'))
      .flatMap((list) =>
        list.childNodes.filter((node) => node.nodeName === 'li').map((item) => textContent(item).replace(/\s+/g, ' ').trim()),
      );
    const depots = locations.filter(({ data }) => data.kind === 'depot').length;
    expect(figures).toEqual([
      `${settings.foundedYear} ${section.founded}`,
      `${section.staffBefore ? `${section.staffBefore} ` : ''}${settings.staffCount} ${section.staff}`,
      `${depots} ${section.depots}`,
    ]);
  });
});

describe('product figures in dist/', () => {
  // A figure in a key figure's chip or a nutrition cell is kept whole on its line (FigureText.astro):
  // no figure of the product's values is left outside a span that keeps it together.
  const FIGURE = /\d[\s-\u2013]+\d|[A-Za-z]\s\d|\d\s[A-Za-z%]/;
  it.each(someOf(products, 'product').map(({ data }) => ({ path: data.path })))(
    '$path keeps each figure of its chips and table whole',
    ({ path }) => {
      const page = readPage(findServedFile(path, DIST)!).elements;
      const chips = page.filter((el) => el.tagName === 'dl' && attribute(el, 'class')?.split(' ').includes('key-figures'));
      const cells = [
        ...page.filter((el) => el.tagName === 'td'),
        ...chips.flatMap((list) => [...elements(list)].filter((el) => el.tagName === 'dd')),
      ];
      for (const cell of cells) {
        const loose = cell.childNodes
          .filter((node) => !(node.nodeName === 'span' && attribute(node as HtmlElement, 'class') === 'figure'))
          .map((node) => ('value' in node ? String(node.value) : textContent(node as HtmlElement)))
          .join('|');
        expect(loose, `${path}: "${textContent(cell)}"`).not.toMatch(FIGURE);
      }
    },
  );
});

describe('fixed pages in dist/', () => {
  // The pages written in src/content/pages (the calculator's has tests of its own; the offline and
  // not-found pages are the site's own files).
  const fixedPages = pages.filter(({ id }) => id !== 'conedose-calculator' && !isReservedPath(pagePath(id)));
  const mainOf = (path: string): HtmlElement[] => {
    const main = readPage(findServedFile(path, DIST)!).elements.find((el) => el.tagName === 'main');
    expect(main, `${path} has a main element`).toBeDefined();
    return [...elements(main!)];
  };

  it.each(fixedPages.map((entry) => ({ path: pagePath(entry.id), entry })))(
    "$path has its entry's heading, headings in order and no script of its own",
    ({ path, entry }) => {
      const main = mainOf(path);
      const headings = main.filter((el) => /^h[1-6]$/.test(el.tagName));
      expect(headings.filter((el) => el.tagName === 'h1').map((el) => textContent(el).trim())).toEqual([entry.data.title]);
      const levels = headings.map((el) => Number(el.tagName[1]));
      levels.forEach((level, index) => {
        if (index > 0) expect(level, `heading ${index} skips a level`).toBeLessThanOrEqual(levels[index - 1]! + 1);
      });
      expect(main.filter((el) => el.tagName === 'script')).toEqual([]);
    },
  );

  it.each(fixedPages.map((entry) => ({ path: pagePath(entry.id), entry })))(
    '$path: PDFs and external links open in a new tab with noopener noreferrer',
    ({ path, entry }) => {
      const links = mainOf(path).filter((el) => el.tagName === 'a');
      const hrefs = links.map((el) => attribute(el, 'href') ?? '');
      for (const link of links.filter((el) => /\.pdf$|^http/.test(attribute(el, 'href') ?? ''))) {
        expect(attribute(link, 'target'), attribute(link, 'href')).toBe('_blank');
        expect(attribute(link, 'rel'), attribute(link, 'href')).toBe('noopener noreferrer');
      }
      const pdfs = entry.data.sections.flatMap((section) => ('pdfs' in section ? section.pdfs : []));
      for (const { path: pdf } of pdfs) expect(hrefs.filter((href) => href === fileUrl(settings.fileStorageBase, pdf))).toHaveLength(1);
    },
  );

  it.each(fixedPages.map((entry) => ({ path: pagePath(entry.id), entry })))(
    '$path: raster images have a size and only a main picture loads eagerly',
    ({ path, entry }) => {
      const images = mainOf(path).filter((el) => el.tagName === 'img');
      for (const image of images) {
        expect(attribute(image, 'width')).toMatch(/^\d+$/);
        expect(attribute(image, 'height')).toMatch(/^\d+$/);
        if (attribute(image, 'loading') === 'eager') expect(attribute(image, 'fetchpriority')).toBe('high');
      }
      expect(images.filter((image) => attribute(image, 'loading') === 'eager')).toHaveLength(entry.data.mainPicture ? 1 : 0);
      if (entry.data.mainPicture) expect(attribute(images[0]!, 'loading')).toBe('eager');
    },
  );
});

describe('each listing\u2019s range compared in dist/', () => {
  const text = (element: HtmlElement) => textContent(element).replace(/\s+/g, ' ').trim();
  const cells = (row: HtmlElement) => row.childNodes.filter((node): node is HtmlElement => 'tagName' in node);
  const ranges = listings.map(({ id, data }) => ({ path: data.path, title: data.title, products: productsOf(id) }));

  it.each(someOf(ranges, 'listing'))(
    '$path: two or more products side by side on the figures most of them give, a row each linked to its page',
    ({ path, title, products }) => {
      const all = readPage(findServedFile(path, DIST)!).elements;
      const tables = all.filter((el) => el.tagName === 'table');
      const compared = comparison(products.map(({ data }) => data));
      if (!compared) {
        expect(tables, `${path}: ${products.length} products, nothing to compare`).toEqual([]);
        return;
      }
      expect(products.length).toBeGreaterThanOrEqual(2);
      expect(tables).toHaveLength(1);
      const inTable = [...elements(tables[0]!)];
      expect(text(inTable.find((el) => el.tagName === 'caption')!)).toContain(title);
      // Named, scrolling inside its own frame, reached by keyboard.
      const frame = tables[0]!.parentNode as HtmlElement;
      expect([attribute(frame, 'role'), attribute(frame, 'tabindex')]).toEqual(['region', '0']);
      expect(text(all.find((el) => el.tagName === 'h2' && attribute(el, 'id') === attribute(frame, 'aria-labelledby'))!)).toContain(title);
      const [head, ...rows] = inTable.filter((el) => el.tagName === 'tr');
      expect(cells(head!).map((cell) => [cell.tagName, attribute(cell, 'scope')])).toEqual(
        ['Product', ...compared.columns].map(() => ['th', 'col']),
      );
      expect(cells(head!).slice(1).map(text)).toEqual(compared.columns);
      // A row per product, in the listing's order, its name linked to its page and its own figures.
      expect(rows.map((row) => cells(row).map(text))).toEqual(
        products.map(({ data }, index) => [
          data.name,
          ...compared.rows[index]!.figures.map((figure) => (figure ?? '\u2013not given').replaceAll('\u00a0', ' ')),
        ]),
      );
      expect(rows.map((row) => [cells(row)[0]!.tagName, attribute(cells(row)[0]!, 'scope')])).toEqual(products.map(() => ['th', 'row']));
      // Figures most of the range gives: each column given by more than half the products, and at
      // most a quarter of the cells without a figure.
      const figures = rows.map((row) => cells(row).slice(1).map(text));
      const empty = (cell: string) => cell.endsWith('not given');
      for (const column of compared.columns.keys())
        expect(figures.filter((row) => !empty(row[column]!)).length, compared.columns[column]).toBeGreaterThan(rows.length / 2);
      expect(figures.flat().filter(empty).length / figures.flat().length).toBeLessThanOrEqual(1 / 4);
      expect(
        rows.map((row) =>
          attribute(
            [...elements(cells(row)[0]!)].find((el) => el.tagName === 'a')!,
            'href',
          ),
        ),
      ).toEqual(products.map(({ data }) => data.path));
    },
  );
});

describe('the footer in dist/', () => {
  // On every page: the quick links, the head office, the phones and e-mails under the settings'
  // headings, and the copyright line with the year of the build.
  it.each(someOf(contentRoutes, 'route'))('%s has the footer the spec asks for', (route) => {
    const footer = readPage(findServedFile(route, DIST)!).elements.find((el) => el.tagName === 'footer');
    expect(footer, `${route} has a footer`).toBeDefined();
    const inside = [...elements(footer!)];
    const { links, office, contact } = settings.footerHeadings;
    expect(inside.filter((el) => el.tagName === 'h2').map((el) => textContent(el).trim())).toEqual([links, office, contact]);
    const hrefs = inside.filter((el) => el.tagName === 'a').map((el) => attribute(el, 'href'));
    for (const { href } of footerQuickLinks) expect(hrefs).toContain(href);
    for (const phone of [settings.freePhone, settings.officePhone]) expect(hrefs).toContain(`tel:${phone.tel}`);
    for (const { address } of settings.emails) expect(hrefs).toContain(`mailto:${address}`);
    const text = textContent(footer!).replace(/\s+/g, ' ');
    expect(text).toContain(settings.headOffice.street);
    expect(text).toContain(`© ${new Date().getFullYear()} ${settings.name}`);
  });
});

describe('phone links in dist/', () => {
  // Every number a page links, read back by the phone library on its own: a free phone (0800,
  // 0508) is dialled as written, which every network at home routes; every other number in the
  // +64 form, which dials from anywhere. The link shows the number as the library groups it.
  it.each(someOf(contentRoutes, 'route'))('%s dials each free phone as written and every other number as +64', (route) => {
    const links = readPage(findServedFile(route, DIST)!).elements.filter(
      (el) => el.tagName === 'a' && /^(?:tel|sms):/.test(attribute(el, 'href') ?? ''),
    );
    expect(links.length, `${route} links a phone number`).toBeGreaterThan(0);
    const wrong = links.flatMap((link) => {
      const href = attribute(link, 'href')!;
      const dialled = href.replace(/^(?:tel|sms):/, '').split('?')[0]!;
      const number = parsePhoneNumberFromString(dialled, 'NZ');
      if (!number?.isValid() || number.country !== 'NZ') return [`${href}: not a New Zealand number`];
      const atHome = ['TOLL_FREE', 'PREMIUM_RATE'].includes(number.getType() ?? '');
      const expected = atHome ? number.formatNational().replace(/\D/g, '') : number.number;
      if (dialled !== expected) return [`${href}: dials ${dialled}, not ${expected}`];
      const shown = textContent(link).replace(/\s+/g, ' ');
      if (href.startsWith('tel:') && !shown.includes(number.formatNational())) return [`${href}: shows "${shown.trim()}"`];
      return [];
    });
    expect(wrong).toEqual([]);
  });
});

describe('"Text us" in dist/', () => {
  // With a mobile in the settings, each product page offers a text naming the product, and the
  // page with the contact details one in the office's words for it; without, no page does.
  const textUs = settings.textUs;
  const smsLinks = (route: string) =>
    readPage(findServedFile(route, DIST)!).elements.filter((el) => el.tagName === 'a' && attribute(el, 'href')?.startsWith('sms:'));
  /** The message an sms: link writes, as a phone reads it after "&body=". */
  const messageOf = (href: string) => decodeURIComponent(href.split('&body=')[1] ?? '');

  it.each(someOf(products, 'product').map(({ data }) => ({ path: data.path, name: data.name })))(
    '$path offers a text to the office\u2019s mobile asking about the product by name',
    ({ path, name }) => {
      const links = smsLinks(path);
      if (!textUs?.mobile) return expect(links).toEqual([]);
      expect(links).toHaveLength(1);
      const href = attribute(links[0]!, 'href')!;
      expect(href.startsWith(`sms:${textUs.mobile.tel}?&body=`), href).toBe(true);
      const [before] = (textUs.productMessage ?? '').split('{product}');
      expect(messageOf(href).startsWith(before!)).toBe(true);
      if (textUs.productMessage?.includes('{product}')) expect(messageOf(href)).toContain(name);
      expect(textContent(links[0]!).trim()).toBe('Text us');
    },
  );

  it.each(
    someOf(
      pages.filter(({ data }) => data.sections.some((section) => section.type === 'list' && section.list === 'contact-details')),
      'page',
    ),
  )('the contact details of $id offer a text in the office\u2019s words', ({ id }) => {
    const links = smsLinks(pagePath(id));
    if (!textUs?.mobile) return expect(links).toEqual([]);
    expect(links).toHaveLength(1);
    const href = attribute(links[0]!, 'href')!;
    expect(href.startsWith(`sms:${textUs.mobile.tel}`), href).toBe(true);
    expect(messageOf(href).trim()).toBe(textUs.message ?? '');
    expect(textContent(links[0]!).replace(/\s+/g, ' ').trim()).toBe(textUs.mobile.display);
  });
});
