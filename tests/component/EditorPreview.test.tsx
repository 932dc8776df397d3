// @vitest-environment jsdom
// The editor's preview pane (src/admin/preview.ts), rendered as Decap renders it: a page's
// sections as the page draws them, with a heading only where the section has one, and the counts
// the site fills into the words filled in.
import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { beforeAll, expect, it, vi } from 'vitest';
import { spokenHours, type HoursRow } from '../../src/conventions/opening-hours.ts';
import { keyFigures } from '../../src/lib/content/key-figures.ts';
import { productFacts, readFactFields } from '../../src/lib/content/product-facts.ts';
import { PAGE_DATA_META } from '../../src/admin/page-data.ts';
import { sectionKinds, sectionPreviews, type PreviewPart } from '../../src/schemas/section-kinds.ts';

type Template = (props: unknown) => ReturnType<typeof createElement>;
const templates = new Map<string, Template>();
const widgets = new Map<string, unknown>();
/** The counts /admin/references.json gives the editor's scripts. */
const counts = { depots: 7, offices: 4, products: 17, staff: 12 };

beforeAll(async () => {
  // What src/pages/admin.astro tells the editor's scripts about the sections.
  const meta = Object.assign(document.createElement('meta'), {
    name: PAGE_DATA_META,
    content: JSON.stringify({ sectionPreviews: sectionPreviews(), references: '/admin/references.json' }),
  });
  document.head.append(meta);
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ counts }))));
  Object.assign(window, {
    h: createElement,
    CMS: {
      registerPreviewStyle: () => {},
      registerPreviewTemplate: (name: string, template: Template) => templates.set(name, template),
      // Decap's Markdown preview, as far as this test reads it: the text it is given.
      getWidget: () => ({ control: null, preview: ({ value }: { value: string }) => createElement('p', null, value) }),
      registerWidget: (name: string, _control: unknown, preview: unknown) => widgets.set(name, preview),
    },
  });
  await import('../../src/admin/preview.ts');
  // The references are fetched as the editor opens.
  await new Promise((done) => setTimeout(done, 0));
});

const readPath = (data: unknown, path: string[]) => path.reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], data);

/** An entry of `collection` as Decap hands it to a preview template: data read by path, the body as a widget, what its relation fields loaded. */
const entry = (collection: string, data: Record<string, unknown>, metadata: Record<string, unknown> = {}) => ({
  entry: { getIn: ([key, ...path]: string[]) => (key === 'collection' ? collection : readPath(data, path)) },
  fieldsMetaData: { getIn: (path: string[]) => readPath(metadata, path) },
  widgetFor: () => null,
  getAsset: () => undefined,
});

it('draws a page\u2019s facts table under its section\u2019s heading, with no empty heading of its own', () => {
  const page = templates.get('pages')!;
  render(
    page(
      entry('pages', {
        title: 'Feed Trailers',
        sections: [{ type: 'facts', heading: 'Specifications', facts: [{ label: 'Width', value: '1.58 m' }] }],
      }),
    ),
  );
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Specifications']);
  expect(screen.getByText('Width').tagName).toBe('TH');
  expect(screen.getByText('1.58 m').tagName).toBe('TD');
});

it('says what a section drawn from elsewhere shows, in its kind\u2019s words, in place of its content', () => {
  const page = templates.get('pages')!;
  render(page(entry('pages', { title: 'About Us', sections: [{ type: 'key-figures', heading: 'At a glance' }] })));
  expect(screen.getByRole('heading', { name: 'At a glance' })).toBeTruthy();
  const note = sectionPreviews()['key-figures']!.parts.find((part) => 'note' in part) as { note: string };
  expect(screen.getByText(note.note)).toBeTruthy();
});

it('draws every kind of section by the parts its kind declares, each from the section\u2019s own fields', () => {
  const page = templates.get('pages')!;
  for (const type of Object.keys(sectionKinds)) {
    const { parts } = sectionPreviews()[type]!;
    // A section of the kind with words of its own in every field its preview draws.
    const value: Record<string, unknown> = { type };
    const expected: string[] = [];
    for (const part of parts as PreviewPart[]) {
      if ('heading' in part) expected.push((value[part.heading] = `${type} heading`) as string);
      else if ('paragraph' in part) expected.push((value[part.paragraph] = `${type} words`) as string);
      else if ('points' in part) {
        expected.push(`${type} point`);
        value[part.points] = [part.text ? { [part.text]: `${type} point` } : `${type} point`];
      } else if ('cards' in part) {
        expected.push(`${type} card`);
        value[part.cards] = [{ heading: `${type} card`, text: 'Card words' }];
      } else if ('table' in part) {
        expected.push(`${type} row`);
        value[part.table] = [{ label: `${type} row`, value: '1.58 m' }];
      } else expected.push(part.note.replace(/\{\w+\}/g, ''));
    }
    const { container, unmount } = render(page(entry('pages', { title: 'A page', sections: [value] })));
    for (const words of expected) expect(container.textContent, `${type}: ${words}`).toContain(words.trim().replace(/[.:]$/, ''));
    unmount();
  }
});

it('draws a product\u2019s key figures and fact blocks as its page does, leaving out a field still empty', () => {
  const product = templates.get('products')!;
  const filled = [
    { label: 'Crude protein', value: '18% min' },
    { label: 'Energy', value: '12.5 MJ ME/kg' },
  ];
  const lists = { feeding: ['1-2 kg/calf/day'], packSizes: ['25 kg bags'], ingredients: [], benefits: [] };
  // The last row is one the editor has just added and not filled in yet.
  render(product(entry('products', { name: 'Calf Muesli', summary: 'A coarse mix for calves.', nutrition: [...filled, {}], ...lists })));
  // What the page would be given: the same fields, the new row's cells empty, any other field empty.
  const fields = { ...readFactFields({ table: () => [], list: () => [] }), nutrition: [...filled, { label: '', value: '' }], ...lists };
  const facts = productFacts(fields);
  expect(facts.length).toBeGreaterThan(0);
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(facts.map(({ heading }) => heading));
  expect(screen.queryByRole('heading', { name: 'Ingredients' })).toBeNull();
  expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Crude protein', 'Energy', '']);
  expect(screen.getByText('25 kg bags').tagName).toBe('LI');
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  expect(terms).toEqual(keyFigures(fields).map(({ label }) => label));
  expect(terms[0]).toBe('Energy');
});

it('names the site a staff member is based at by its name, never its id', () => {
  const staff = templates.get('staff')!;
  const person = { name: 'Kiri Ngata', role: 'Sales', phones: ['027 444 0101'], location: 'main-office' };
  const { unmount } = render(
    staff(entry('staff', person, { location: { locations: { 'main-office': { name: 'Invercargill office' } } } })),
  );
  expect(screen.getByText('Based at Invercargill office')).toBeTruthy();
  expect(screen.queryByText(/main-office/)).toBeNull();
  unmount();
  // A site the form cannot find (deleted since): nothing in its place, not the id.
  render(staff(entry('staff', { ...person, location: 'timaru' })));
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kiri Ngata');
  expect(screen.queryByText(/timaru|Based at/)).toBeNull();
});

it('shows a depot\u2019s hours as its card says them, never the form\u2019s day codes, leaving out a row still being typed', () => {
  const location = templates.get('locations')!;
  const hours: HoursRow[] = [
    { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '07:30', closes: '17:00' },
    { days: ['sat'], opens: '08:00', closes: '12:00' },
  ];
  const depot = { name: 'Gore', region: 'Southland', address: '12 Hokonui Drive, Gore', phone: '03 208 1234' };
  render(location(entry('locations', { ...depot, openingHours: [...hours, { days: ['sun'] }] })));
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Gore');
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([...spokenHours(hours), depot.phone]);
  expect(screen.queryByText(/\bmon\b|openingHours/)).toBeNull();
});

it('previews a page named like a collection (the Products page) as a page, and that collection\u2019s entries as theirs', () => {
  // Decap names each page's preview after the page, so the Products page and the products share one.
  const shared = templates.get('products')!;
  const { unmount } = render(shared(entry('pages', { title: 'Our Products', sections: [] })));
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Our Products');
  expect(screen.queryByRole('term')).toBeNull();
  unmount();
  render(shared(entry('products', { name: 'Calf Muesli', nutrition: [{ label: 'Energy', value: '12.5 MJ ME/kg' }] })));
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Calf Muesli');
  expect(screen.getAllByRole('term').map((term) => term.textContent)).toContain('Energy');
});

it('fills in the counts the words give as placeholders, as the site does, in the fields and the Markdown text', () => {
  const page = templates.get('pages')!;
  render(page(entry('pages', { title: 'Molasses', lead: '{depots} depots, from North Port to Winton.' })));
  expect(screen.getByText('Seven depots, from North Port to Winton.')).toBeTruthy();
  const markdown = widgets.get('markdown') as (props: { value: string }) => ReturnType<typeof createElement>;
  render(markdown({ value: 'Molasses from our {depots} depots.' }));
  expect(screen.getByText('Molasses from our seven depots.')).toBeTruthy();
});
