// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { siteProblems, type SiteEntries } from '../../src/lib/content/site-rules.ts';
import { developerLine } from '../../src/lib/content/content-problems.ts';
import { pdfReferences, resolvePdfs } from '../../src/lib/company/pdfs.ts';
import { pathTable } from '../../src/lib/paths/path-table.ts';
import type { PathEntries } from '../../src/lib/paths/route-claims.ts';
import { page, pathContent } from '../fixtures/path-entries.ts';
import type { Settings } from '../../src/schemas/settings.ts';

type Entries = PathEntries;
const content = pathContent;

describe('siteProblems', () => {
  const categories = content.categories.map((entry, i) => ({
    ...entry,
    data: { ...entry.data, shortPath: undefined, title: entry.id, order: i + 1, cardOrder: i + 1 },
  }));
  const missingPdf = 'spec-sheets/not-uploaded.pdf';
  const pageIds = new Set(content.pages.map(({ id }) => id));
  const depot = (id: string, order: number) => ({ id, file: `src/content/locations/${id}.yaml`, data: { name: id, kind: 'depot', order } });
  const declaration = (id: string, season: string, order = 1) => ({
    id,
    file: `src/content/declarations/${id}.yaml`,
    data: { title: `Dry Feed ${season}`, season, order, pdf: `/files/${id}.pdf` },
  });
  const entries = {
    ...content,
    pages: [...pageIds].map((id) => page(id)),
    settings: {} as Settings,
    categories,
    products: content.products.map((entry, i) => ({ ...entry, data: { ...entry.data, order: i + 1 } })),
    staff: [],
    groups: [],
    locations: [depot('timaru', 1), depot('gore', 2)],
    declarations: [declaration('dry-feed-25-26', '25/26')],
    testimonials: [],
  } as unknown as SiteEntries & { settings: Settings };
  const options = {
    placeOf: (file: string, keyPath?: string | readonly (string | number)[]) => ({
      file,
      keyPath: typeof keyPath === 'string' ? keyPath.split('.') : (keyPath ?? []),
    }),
    statFile: () => ({ size: 2048 }),
    today: '2026-11-28',
    counts: { depots: 2, offices: 0, products: 2, staff: 0, founded: 1975 },
  };
  type Options = Omit<Parameters<typeof siteProblems>[1], 'table' | 'missingPdfs'> & {
    statFile?: (file: string) => { size: number } | undefined;
  };
  /** The problems between entries, with the path table and the PDFs made from the same entries, as the one load of the site makes them. */
  const check = (checked: SiteEntries, { statFile = options.statFile, ...more }: Partial<Options> = {}) => {
    const table = pathTable(checked, options.placeOf);
    const pdfs = pdfReferences({
      ...(checked as unknown as Parameters<typeof pdfReferences>[0]),
      settingsFile: 'src/content/settings/site.yaml',
    });
    const { missing } = resolvePdfs(undefined, pdfs, statFile);
    const { statFile: _statFile, ...rules } = options;
    return siteProblems(checked, { ...rules, ...more, table, missingPdfs: missing });
  };
  const linesOf = (changed: Partial<Record<keyof SiteEntries | 'settings', unknown>>, more: Partial<Options> = {}) =>
    check({ ...entries, ...changed } as SiteEntries, more).map(developerLine);

  it('passes consistent content', () => {
    expect(check(entries)).toEqual([]);
  });

  it('names every refused problem at once', () => {
    const products = entries.products.map((entry) => ({ ...entry, data: { ...entry.data, order: 1, specSheet: missingPdf } }));
    const lines = check({ ...entries, products } as unknown as SiteEntries, { statFile: () => undefined }).map(developerLine);
    expect(lines).toEqual([
      'src/content/products/supreme-deer-nuts.md: order: "supreme-deer-nuts" and "pke" both have order 1 in dairy; give each its own, e.g. 0.5 to put one ahead of the other (src/content/products/pke.md (order))',
      expect.stringContaining(`src/content/products/pke.md: specSheet: the PDF "${missingPdf}" is not among the uploaded files`),
      expect.stringContaining(
        `src/content/products/supreme-deer-nuts.md: specSheet: the PDF "${missingPdf}" is not among the uploaded files`,
      ),
      expect.stringContaining(
        'src/content/declarations/dry-feed-25-26.yaml: pdf: the PDF "/files/dry-feed-25-26.pdf" is not among the uploaded files',
      ),
    ]);
  });

  it('holds back the problems of a check whose collections failed their own checks, as validate does', () => {
    const products = entries.products.map((entry) => ({ ...entry, data: { ...entry.data, order: 1 } }));
    expect(linesOf({ products }, { failed: new Set(['notices']) })).toHaveLength(1);
    expect(linesOf({ products }, { failed: new Set(['products']) })).toEqual([]);
  });

  it('warns of a count of depots typed by hand that is wrong, and refuses a placeholder the site does not fill in', () => {
    const pages = (entries.pages as Entries['pages']).map((entry) =>
      entry.id === 'molasses' ? { ...entry, body: 'From seven depots. From two depots. From our {depot} depots.' } : entry,
    );
    expect(linesOf({ pages })).toEqual([
      'src/content/pages/molasses.md: body: "{depot}" is not a number the site fills in; write one of {depots}, {offices}, {products}, {staff}, {founded}',
      'Warning: src/content/pages/molasses.md: body: "seven depots", but the site has two depots; write {depots} where the number goes and the site fills it in',
    ]);
  });

  it('warns of words that still name a paused product, or an entry deleted since the last version, but not of the product\u2019s own', () => {
    const [pke, deer] = entries.products;
    const paused = { ...pke!, body: 'pke is our best seller.', data: { ...pke!.data, availability: 'paused' } };
    const naming = { ...deer!, body: 'Try it with pke, from Timaru.' };
    const lines = linesOf({ products: [paused, naming] }, { removed: [{ kind: 'site or depot', name: 'Timaru' }] });
    expect(lines).toEqual([
      'Warning: src/content/products/supreme-deer-nuts.md: body: names "pke", which is paused (hidden from the site): change the words, or set it back on sale',
      'Warning: src/content/products/supreme-deer-nuts.md: body: names "Timaru", a site or depot that has been deleted: change the words',
    ]);
    expect(check({ ...entries, products: [paused, naming] } as SiteEntries)[0]!.also).toEqual([options.placeOf(pke!.file, 'availability')]);
  });

  it('reads no words in an entry\u2019s sample values, which no page shows: they name no deleted entry and count no depots', () => {
    const [, deer] = entries.products;
    const sample = [{ words: 'Shipped through Timaru.' }, 'seven depots', 'Timaru'];
    const holding = { ...deer!, data: { ...deer!.data, sample } };
    expect(linesOf({ products: [entries.products[0]!, holding] }, { removed: [{ kind: 'site or depot', name: 'Timaru' }] })).toEqual([]);
  });

  it('warns when the newest declaration of a kind is from a season that ended more than a year ago', () => {
    const old = [declaration('dry-feed-24-25', '24/25'), declaration('dry-feed-23-24', '23/24')];
    expect(linesOf({ declarations: old })).toEqual([
      'Warning: src/content/declarations/dry-feed-24-25.yaml: season: "Dry Feed 24/25" is the newest dry feed declaration, and its season ended on 31 May 2025, more than a year ago: the site no longer marks it Latest; add this season\u2019s declaration'.replace(
        '\u2019',
        "'",
      ),
    ]);
    expect(linesOf({ declarations: old }, { today: '2026-05-31' })).toEqual([]);
  });

  it('warns, and no more, of two products with one picture', () => {
    const photo = { src: '../../assets/products/pke.jpg' };
    const products = entries.products.map((entry) => ({ ...entry, data: { ...entry.data, photo } }));
    expect(linesOf({ products })).toEqual([
      'Warning: src/content/products/supreme-deer-nuts.md: photo: shows the same picture as src/content/products/pke.md (photo); a picture of its own shows a farmer what they are buying',
    ]);
  });
});
