// The PDFs as the built site offers them: every PDF and video link leads somewhere that answers
// (a PDF in dist/ or a host known to answer), each PDF of the site's own says its size, the
// newest declaration of each kind says "Latest" while current, and the account application form is
// offered where opening an account is explained. Expectations come from the entries and dist/.
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { attribute, elements, textContent, type HtmlElement } from '../../src/lib/built/built-site.ts';
import { findServedFile } from '../../src/integrations/built-files.ts';
import { fileUrl, formatFileSize } from '../../src/lib/paths/files.ts';
import { pagePath } from '../../src/conventions/paths.ts';
import { buildDate } from '../../src/conventions/build-date.ts';
import { DIST, listPages, readPage } from '../../scripts/lib/site-metrics.ts';
import { deadEndLinks } from '../lib/page-checks.ts';
import { declarations, pages, settings, someOf, staffByGroup } from '../fixtures/site-content.ts';

const text = (element: HtmlElement) => textContent(element).replace(/\s+/g, ' ').trim();
const hasClass = (element: HtmlElement, name: string) => attribute(element, 'class')?.split(' ').includes(name) ?? false;
const pdfLinks = listPages(DIST).flatMap(({ file, path }) =>
  readPage(`${DIST}/${file}`)
    .elements.filter((el) => el.tagName === 'a' && /\.pdf$/i.test(attribute(el, 'href') ?? ''))
    .map((link) => ({ path, link, href: attribute(link, 'href')! })),
);

describe('links that answer', () => {
  it('no PDF, video or other link of any page leads to a host that never answers or a missing file', () => {
    const answering = [settings.fileStorageBase, settings.videoEmbedBase].flatMap((base) => (base ? [new URL(base).hostname] : []));
    const dead = deadEndLinks(settings.url, answering).map(({ page, reference, problem }) => `${page}: ${reference} (${problem})`);
    expect(dead, dead.join('\n')).toEqual([]);
  });

  // With no file storage in the settings, every PDF is the site's own.
  it.skipIf(settings.fileStorageBase !== undefined)('every PDF link leads to a file of the site\u2019s own', () => {
    someOf(pdfLinks, 'PDF links');
    for (const { path, href } of pdfLinks) {
      expect(href, path).toMatch(/^\/files\//);
      expect(findServedFile(href, DIST), `${path}: ${href}`).not.toBeNull();
    }
  });
});

describe('the check itself', () => {
  it('finds a sample host, a PDF that is not one and a video player on an unknown host', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const root = mkdtempSync(join(tmpdir(), 'dead-ends-'));
    mkdirSync(join(root, 'files'));
    writeFileSync(join(root, 'files/good.pdf'), '%PDF-1.4\n');
    writeFileSync(join(root, 'files/bad.pdf'), '<!doctype html>');
    writeFileSync(
      join(root, 'index.html'),
      '<a href="/files/good.pdf">ok</a><a href="/files/bad.pdf">x</a><a href="/files/gone.pdf">x</a>' +
        '<a href="https://files.feeds.example/a.pdf">x</a><a href="https://www.feeds.example/about">ok: the site</a>' +
        '<a href="https://other.co.nz/a.pdf">x</a><a href="https://other.co.nz/about">ok</a>' +
        '<iframe srcdoc="<a href=&quot;https://player.unknown.nz/embed/1&quot;>x</a>"></iframe>' +
        '<iframe srcdoc="<a href=&quot;https://www.youtube-nocookie.com/embed/abc&quot;>ok</a>"></iframe>',
    );
    expect(
      deadEndLinks('https://www.feeds.example', ['files.feeds.example', 'www.youtube-nocookie.com'], root).map(
        ({ reference, problem }) => `${reference} (${problem})`,
      ),
    ).toEqual([
      '/files/bad.pdf (not a PDF)',
      '/files/gone.pdf (no such file)',
      'https://files.feeds.example/a.pdf (files.feeds.example never answers)',
      'https://other.co.nz/a.pdf (other.co.nz is not a host known to answer)',
      'https://player.unknown.nz/embed/1 (player.unknown.nz is not a host known to answer)',
    ]);
  });
});

describe('PDF sizes', () => {
  const own = pdfLinks.filter(({ href }) => href.startsWith('/'));
  // A site whose PDFs are all on its file storage (the go-live rehearsal's) has none of its own.
  it.skipIf(own.length === 0 && settings.fileStorageBase !== undefined)(
    'every link to a PDF of the site\u2019s own says "PDF" and the file\u2019s size',
    () => {
      for (const { path, link, href } of someOf(own, 'links to PDFs of the site\u2019s own')) {
        const size = formatFileSize(statSync(findServedFile(href, DIST)!).size);
        const shown = [...elements(link)].filter((el) => hasClass(el, 'pdf-size')).map(text);
        expect(shown, `${path}: ${href}`).toEqual([`(PDF, ${size})`]);
      }
    },
  );
});

describe('the latest declarations', () => {
  // A kind is what the title says without its season: "Dry Feed 25/26" is dry feed.
  const kindOf = (data: (typeof declarations)[number]['data']) => data.title.replace(data.season, '').trim().toLowerCase();
  // A season runs June to May; its declarations are current until a year after it ended (24/25: until 31 May 2026).
  const current = (season: string) => buildDate() <= `20${Number(season.slice(3)) + 1}-05-31`;
  const newest = new Set(
    [...Map.groupBy(someOf(declarations, 'declarations'), ({ data }) => kindOf(data)).values()]
      .map((ofKind) =>
        ofKind.reduce((a, b) =>
          b.data.season > a.data.season || (b.data.season === a.data.season && (b.data.date ?? '') > (a.data.date ?? '')) ? b : a,
        ),
      )
      .filter(({ data }) => current(data.season))
      .map(({ data }) => data.title),
  );
  const showing = someOf(
    pages.filter(({ data }) => data.sections.some((section) => section.type === 'list' && section.list === 'declarations')),
    'page listing the declarations',
  );

  it.each(showing.map(({ id }) => pagePath(id)))('%s marks the newest of each kind "Latest" while current, and no other', (path) => {
    const cards = [...elements(readPage(findServedFile(path, DIST)!).elements.find((el) => el.tagName === 'main')!)].filter((el) =>
      hasClass(el, 'declaration'),
    );
    const marked = cards.filter((card) => [...elements(card)].some((el) => el.tagName === 'p' && text(el) === 'Latest'));
    expect(marked.map((card) => text([...elements(card)].find((el) => el.tagName === 'h3')!)).sort()).toEqual([...newest].sort());
  });

  it.each(showing.map(({ id }) => pagePath(id)))('%s shows each declaration\u2019s season and, where known, its date', (path) => {
    const main = text(readPage(findServedFile(path, DIST)!).elements.find((el) => el.tagName === 'main')!);
    for (const { data } of declarations) {
      const [year, month, day] = (data.date ?? '').split('-').map(Number);
      const season = `Season 20${data.season.slice(0, 2)}/${data.season.slice(3)}`;
      const date = data.date
        ? `, dated ${day} ${new Date(Date.UTC(year!, month! - 1, day)).toLocaleString('en-NZ', { month: 'long', timeZone: 'UTC' })} ${year}`
        : '';
      expect(main).toContain(`${season}${date}`);
    }
  });
});

describe('how to open an account, in dist/', () => {
  // On each page that lists it, in the settings' words, with the person to ring from their own
  // entry, and the application form: the office's upload, or the sample the site makes.
  const { account } = settings;
  const listing = pages.filter(({ data }) => data.sections.some((section) => section.type === 'list' && section.list === 'account'));
  const person = staffByGroup.flatMap(({ members }) => members).find(({ id }) => id === account?.contact)?.data;

  it.runIf(account !== undefined && listing.length > 0).each(listing.map(({ id }) => pagePath(id)))(
    '%s says what opening an account takes, who to ring, and offers the form',
    (path) => {
      const block = readPage(findServedFile(path, DIST)!).elements.find((el) => attribute(el, 'id') === 'account')!;
      expect(block, `${path} has the account`).toBeDefined();
      const words = text(block);
      for (const said of [account!.time, ...account!.ready, person!.name, person!.role]) expect(words).toContain(said);
      const hrefs = [...elements(block)].filter((el) => el.tagName === 'a').map((el) => attribute(el, 'href'));
      expect(hrefs).toContain(`tel:${person!.phones[0]!.tel}`);
      expect(hrefs).toContain(`mailto:${person!.email}`);
      if (account!.form) expect(hrefs).toContain(fileUrl(settings.fileStorageBase, account!.form));
    },
  );

  it.runIf(account?.form !== undefined && settings.sample?.includes('form') === true && !settings.fileStorageBase)(
    'offers the sample form as a real one-page PDF, with the account\u2019s words',
    () => {
      const file = findServedFile(fileUrl(undefined, account!.form!), DIST);
      expect(file, 'the sample form is in dist/').not.toBeNull();
      const pdf = readFileSync(file!).toString('latin1');
      expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
      expect(pdf.endsWith('%%EOF\n')).toBe(true);
      expect(pdf.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(1);
      expect(pdf).toContain('(Account application form) Tj');
      // Its last line on the person to return it to ends with their e-mail.
      expect(pdf).toContain(`${person!.email}) Tj`);
    },
  );
});
