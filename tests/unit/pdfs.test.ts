// Which PDFs the site serves itself, the samples it makes for those still marked as samples, and
// the sheets' words, taken from the entries they stand in for.
import { describe, expect, it } from 'vitest';
import { pdfReferences, resolvePdfs } from '../../src/lib/company/pdfs.ts';
import { productFacts } from '../../src/lib/content/product-facts.ts';
import type { Product } from '../../src/schemas/catalogue.ts';
import type { Page } from '../../src/schemas/pages.ts';
import type { Declaration } from '../../src/schemas/resources.ts';
import type { Settings } from '../../src/schemas/settings.ts';

const settings = {
  name: 'Fixture Feeds',
  url: 'https://www.fixture-feeds.example/',
  freePhone: { display: '0800 333 444', tel: '+64800333444' },
  officePhone: { display: '03 444 1234', tel: '+6434441234' },
  headOffice: { street: '7 Mill Road', locality: 'Gore', postcode: '9710' },
} as Settings;

/** The settings with their words on opening an account, and the form the office offers. */
const withAccount = (sample: string[]) =>
  ({
    ...settings,
    account: {
      time: 'A ten-minute call opens an account.',
      ready: ['Your GST number', 'Where we deliver'],
      contact: 'ann-gore',
      form: 'forms/account.pdf',
    },
    sample,
  }) as Settings;
const staff = [
  {
    id: 'ann-gore',
    data: {
      name: 'Ann Gore',
      role: 'Accounts',
      phones: [{ display: '03 444 1299', tel: '+6434441299' }],
      email: 'ann@fixture-feeds.example',
    },
  },
];

const product = (specSheet: string, sample: string[]) =>
  ({
    name: 'Calf Starter 22%',
    summary: 'A starter for calves from day four.',
    specSheet,
    nutrition: [
      { label: 'Protein', value: '22% min' },
      { label: 'Energy', value: '12.8 MJ' },
    ],
    feeding: ['0.5-2 kg/day'],
    packSizes: ['25 kg bags'],
    ingredients: ['Barley'],
    benefits: ['Builds the rumen early'],
    sample,
  }) as unknown as Product;

const declaration = {
  title: 'Molasses 25/26',
  season: '25/26',
  date: '2025-06-20',
  pdf: 'declarations/molasses-25-26.pdf',
  order: 1,
  sample: ['declarations/molasses-25-26.pdf'],
} as Declaration;

const page = {
  title: 'Feed Trailers',
  sections: [
    {
      type: 'facts',
      heading: 'Size',
      facts: [],
      pdfs: [{ label: 'Download the trailer specification', path: 'trailer.pdf' }],
      actions: [],
    },
  ],
  sample: ['trailer.pdf'],
} as unknown as Page;

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
const shown = (bytes: Uint8Array | undefined) => [...latin1(bytes!).matchAll(/\((.*?)\) Tj/g)].map(([, text]) => text).join('\n');

const references = (specSheet: string, sample: string[], withSettings = settings) =>
  pdfReferences({
    settings: withSettings,
    settingsFile: 'src/content/settings/site.yaml',
    products: [{ file: 'src/content/products/calf-starter.md', data: product(specSheet, sample) }],
    declarations: [{ file: 'src/content/declarations/molasses-25-26.yaml', data: declaration }],
    pages: [{ file: 'src/content/pages/feed-trailers.md', data: page }],
    staff,
  });
const noFiles = () => undefined;

describe('resolvePdfs', () => {
  it('leads to the file storage when the settings give one, with no size', () => {
    const { pdfs } = resolvePdfs(
      'https://files.fixture-feeds.example/',
      references('spec-sheets/calf-starter.pdf', ['spec-sheets/calf-starter.pdf']),
      noFiles,
    );
    expect(pdfs.get('spec-sheets/calf-starter.pdf')).toEqual({
      href: 'https://files.fixture-feeds.example/spec-sheets/calf-starter.pdf',
    });
  });

  it('makes a sample at the site\u2019s own address for each sample PDF with no file storage, and gives its size', () => {
    const { pdfs } = resolvePdfs(undefined, references('spec-sheets/calf-starter.pdf', ['spec-sheets/calf-starter.pdf']), noFiles);
    expect([...pdfs.keys()]).toEqual(['spec-sheets/calf-starter.pdf', 'declarations/molasses-25-26.pdf', 'trailer.pdf']);
    for (const pdf of pdfs.values()) {
      expect(pdf.href).toMatch(/^\/files\/.+\.pdf$/);
      expect(latin1(pdf.generated!).startsWith('%PDF-')).toBe(true);
      expect(pdf.size).toBe(pdf.generated!.length);
    }
  });

  it('writes the spec sheet from the product\u2019s entry: name, figures, every block of facts its page shows, and the phones', () => {
    const sheet = shown(
      resolvePdfs(undefined, references('spec-sheets/calf-starter.pdf', ['spec-sheets/calf-starter.pdf']), noFiles).pdfs.get(
        'spec-sheets/calf-starter.pdf',
      )?.generated,
    );
    const facts = productFacts(product('spec-sheets/calf-starter.pdf', []));
    expect(facts).toHaveLength(5);
    for (const text of [
      'Calf Starter 22%',
      ...facts.map(({ heading }) => heading),
      'Protein: 22% min',
      'Energy: 12.8 MJ',
      '0.5-2 kg/day',
      '25 kg bags',
      'Barley',
      'Builds the rumen early',
      '0800 333 444',
      '03 444 1234',
    ]) {
      expect(sheet).toContain(text);
    }
  });

  it('writes the declaration\u2019s title, season and date, and says it is a sample', () => {
    const sheet = shown(
      resolvePdfs(undefined, references('a.pdf', ['a.pdf']), noFiles).pdfs.get('declarations/molasses-25-26.pdf')?.generated,
    );
    expect(sheet).toContain('Molasses 25/26');
    expect(sheet).toContain('Season 2025/26, dated 20 June 2025');
    expect(sheet).toMatch(/sample/i);
  });

  it('makes a one-page account application form from the settings while it is a sample: what it takes, lines to fill in, who to return it to', () => {
    const form = resolvePdfs(undefined, references('a.pdf', ['a.pdf'], withAccount(['forms/account.pdf'])), noFiles).pdfs.get(
      'forms/account.pdf',
    );
    expect(form?.href).toBe('/files/forms/account.pdf');
    const bytes = latin1(form!.generated!);
    expect(bytes.startsWith('%PDF-')).toBe(true);
    expect(bytes.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(1);
    const sheet = shown(form!.generated);
    for (const text of [
      'Account application form',
      'A ten-minute call opens an account.',
      'Your GST number',
      'Where we deliver',
      'GST number: ____',
      'Ann Gore, Accounts: 03 444 1299',
      'ann@fixture-feeds.example',
      '7 Mill Road, Gore 9710',
    ]) {
      expect(sheet).toContain(text);
    }
    // Nothing left off the foot of the page: the phones, written last, are on it.
    expect(sheet).toContain('0800 333 444');
    expect(sheet).toMatch(/sample/i);
  });

  it('returns an account form that is no sample and not uploaded as missing, naming the settings and the field', () => {
    const { missing } = resolvePdfs(undefined, references('a.pdf', ['a.pdf'], withAccount([])), noFiles);
    expect(missing).toEqual([
      expect.objectContaining({ path: 'forms/account.pdf', file: 'src/content/settings/site.yaml', field: 'account.form' }),
    ]);
  });

  it('lets an uploaded file at that address win, with its own size', () => {
    const uploaded = new Map([['public/files/spec-sheets/calf-starter.pdf', { size: 225_280 }]]);
    const { pdfs } = resolvePdfs(undefined, references('spec-sheets/calf-starter.pdf', []), (file) => uploaded.get(file) ?? { size: 10 });
    expect(pdfs.get('spec-sheets/calf-starter.pdf')).toEqual({ href: '/files/spec-sheets/calf-starter.pdf', size: 225_280 });
  });

  it('returns a PDF that is no sample, not uploaded and has no file storage as missing, with its entry and field', () => {
    const { pdfs, missing } = resolvePdfs(undefined, references('spec-sheets/calf-starter.pdf', []), noFiles);
    expect(pdfs.has('spec-sheets/calf-starter.pdf')).toBe(false);
    expect(missing).toEqual([
      expect.objectContaining({ path: 'spec-sheets/calf-starter.pdf', file: 'src/content/products/calf-starter.md', field: 'specSheet' }),
    ]);
  });
});
