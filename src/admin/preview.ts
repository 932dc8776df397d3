// The editor's preview pane: the site's own styles, and every entry that has a page of its own
// (a product, a category's listing, a page) shown the way its page lays it out; a product's figures
// and facts come from the modules its page uses. Runs in the browser on /admin only, after the
// editor's script has loaded; `h` is the React element factory the editor puts on window.
import { keyFigures } from '../lib/content/key-figures.ts';
import { fillCounts, withCountsFilled } from '../lib/content/typed-counts.ts';
import { knownCounts } from './editor-references.ts';
import { productFacts, readFactFields, type FactBlock } from '../lib/content/product-facts.ts';
import { decapWindow } from './decap-window.ts';
import { editorPageData } from './page-data.ts';
import type { PreviewPart } from '../schemas/section-kinds.ts';
import { TIME_PATTERN, WEEKDAYS, spokenHours, type HoursRow } from '../conventions/opening-hours.ts';

interface PreviewProps {
  entry: { getIn(path: string[]): unknown };
  /** The form's fields, in order (an immutable list of maps). */
  fields: { map<T>(each: (field: { get(key: 'name'): string }) => T): { toArray(): T[] } };
  /** What the form's relation fields know of the entries they name: field › collection › id › that entry's data. */
  fieldsMetaData?: { getIn(path: string[]): unknown };
  widgetFor(name: string): unknown;
  getAsset(path: string): { toString(): string } | undefined;
}

const { CMS, h } = decapWindow();
const { previewStyle, pages, sectionPreviews } = editorPageData();

/** A field's value as plain JavaScript (the editor keeps entries as immutable maps), its counts filled in as the site fills them. */
const field = (props: PreviewProps, ...path: string[]): unknown => {
  const value = props.entry.getIn(['data', ...path]) as { toJS?: () => unknown } | undefined;
  const plain = value && typeof value === 'object' && typeof value.toJS === 'function' ? value.toJS() : value;
  const counts = knownCounts();
  return counts ? withCountsFilled(plain, counts) : plain;
};

type Row = { label: string; value: string };

/** A list field's items as words, an item the editor has only just added as an empty one. */
const points = (items: unknown): string[] => (Array.isArray(items) ? items.map((item) => (item == null ? '' : String(item))) : []);

/** A table field's rows, a row still being filled in with empty cells. */
const rows = (value: unknown): Row[] =>
  Array.isArray(value)
    ? value.map((row: Partial<Row> | null) => ({ label: String(row?.label ?? ''), value: String(row?.value ?? '') }))
    : [];

const bullets = (items: readonly string[]) => h('ul', null, ...items.map((item) => h('li', null, item)));
const table = (tableRows: readonly Row[]) =>
  h(
    'table',
    null,
    h('tbody', null, ...tableRows.map((row) => h('tr', null, h('th', { scope: 'row' }, row.label), h('td', null, row.value)))),
  );

/** The page's head: its picture (if any), heading and the lines under it. */
function head(props: PreviewProps, photoField: string, heading: unknown, ...lines: [className: string, text: unknown][]) {
  const photo = field(props, photoField) as { src?: string; alt?: string } | undefined;
  return h(
    'header',
    { className: 'preview-head' },
    photo?.src ? h('img', { src: props.getAsset(photo.src)?.toString(), alt: photo.alt ?? '' }) : null,
    h(
      'div',
      null,
      h('h1', null, String(heading ?? '')),
      ...lines.map(([className, text]) => (text ? h('p', { className }, String(text)) : null)),
    ),
  );
}

/** A block of a product's facts, as its page draws it. */
const factBlock = (block: FactBlock) =>
  h('section', null, h('h2', null, block.heading), block.kind === 'table' ? table(block.rows) : bullets(block.items));

/** A product: its head, the key figures beside its picture on the page, its description, then its facts. */
function ProductPreview(props: PreviewProps) {
  const product = readFactFields({ table: (name) => rows(field(props, name)), list: (name) => points(field(props, name)) });
  const figures = keyFigures(product);
  return h(
    'main',
    null,
    head(
      props,
      'photo',
      field(props, 'name'),
      ['preview-strapline', field(props, 'strapline')],
      ['preview-summary', field(props, 'summary')],
    ),
    figures.length > 0
      ? h(
          'dl',
          { className: 'key-figures' },
          ...figures.map(({ label, value }) => h('div', null, h('dt', null, label), h('dd', null, value))),
        )
      : null,
    h('div', null, props.widgetFor('body')),
    h('div', { className: 'product-facts' }, ...productFacts(product).map(factBlock)),
  );
}

/** A category's listing: its heading and description, and its tab on the category bar. */
function CategoryPreview(props: PreviewProps) {
  return h(
    'main',
    null,
    h('p', { className: 'preview-strapline' }, `Tab on the category bar: ${String(field(props, 'tabLabel') ?? '')}`),
    head(props, 'photo', field(props, 'title'), ['preview-summary', field(props, 'description')]),
  );
}

/** A page section as the form holds it, still being filled in: any of its kind's fields may be missing. */
type SectionValue = Record<string, unknown> & { type?: string };

/** Cards as the form holds them, a card just added still empty. */
const cardsOf = (value: unknown) =>
  (Array.isArray(value) ? value : []).map((card: { heading?: unknown; text?: unknown } | null) =>
    h('div', null, h('h3', null, String(card?.heading ?? '')), h('p', null, String(card?.text ?? ''))),
  );

/** One part of a section as its kind says the preview draws it (src/schemas/section-kinds.ts). */
function previewPart(part: PreviewPart, value: SectionValue) {
  if ('note' in part) {
    const filled = part.note.replace(/\{(\w+)\}/g, (_, name: string) => {
      const chosen = String(value[name] ?? '');
      return part.labels?.[chosen] ?? chosen;
    });
    return h('p', { className: 'preview-note' }, filled);
  }
  if ('heading' in part) return value[part.heading] ? h('h2', null, String(value[part.heading])) : null;
  if ('paragraph' in part) return value[part.paragraph] ? h('p', null, String(value[part.paragraph])) : null;
  if ('points' in part) {
    const items = Array.isArray(value[part.points]) ? (value[part.points] as unknown[]) : [];
    const words = items.map((item) =>
      part.text && item && typeof item === 'object' ? (item as Record<string, unknown>)[part.text] : item,
    );
    return words.length > 0 ? bullets(points(words)) : null;
  }
  if ('cards' in part) {
    const cards = cardsOf(value[part.cards]);
    return cards.length > 0 ? h('div', { className: 'preview-cards' }, ...cards) : null;
  }
  const tableRows = rows(value[part.table]);
  return tableRows.length > 0 ? table(tableRows) : null;
}

/** A page section as the page draws it, part by part as its kind declares; lists and figures drawn from other entries are named, not filled in. */
function section(value: SectionValue) {
  const preview = value.type ? sectionPreviews[value.type] : undefined;
  const tone = preview?.tone ? value[preview.tone] : undefined;
  return h(
    'section',
    { className: tone === 'warning' ? 'preview-warning' : undefined },
    ...(preview?.parts ?? []).map((part) => previewPart(part, value)),
  );
}

/** The name of the entry a relation field names (its data, as the field loaded it); empty until it is known, never its id. */
const relatedName = (props: PreviewProps, fieldName: string, collection: string, id: unknown): string => {
  const name = typeof id === 'string' ? props.fieldsMetaData?.getIn([fieldName, collection, id, 'name']) : undefined;
  return typeof name === 'string' ? name : '';
};

/** A staff member's card as Contact Us shows it: photo, name, role, where they are based, numbers and e-mail. */
function StaffPreview(props: PreviewProps) {
  const based = relatedName(props, 'location', 'locations', field(props, 'location'));
  return h(
    'main',
    null,
    head(
      props,
      'photo',
      field(props, 'name'),
      ['preview-strapline', field(props, 'role')],
      ['preview-summary', based && `Based at ${based}`],
    ),
    bullets([...points(field(props, 'phones')), String(field(props, 'email') ?? '')].filter(Boolean)),
  );
}

/** The rows of hours filled in so far, as the site says them ("Mon\u2013Fri 7.30 am \u2013 5 pm"); a row still being typed is left out. */
const hoursLines = (value: unknown): string[] =>
  spokenHours(
    (Array.isArray(value) ? (value as Partial<HoursRow>[]) : []).filter(
      (row): row is HoursRow =>
        Array.isArray(row?.days) &&
        row.days.length > 0 &&
        row.days.every((day) => WEEKDAYS.includes(day)) &&
        TIME_PATTERN.test(String(row.opens)) &&
        TIME_PATTERN.test(String(row.closes)),
    ),
  );

/** A site or depot as its card on the site reads: its name, region, address, hours and phone. */
function LocationPreview(props: PreviewProps) {
  return h(
    'main',
    null,
    head(props, 'photo', field(props, 'name'), ['preview-strapline', field(props, 'region')], ['preview-summary', field(props, 'address')]),
    bullets([...hoursLines(field(props, 'openingHours')), String(field(props, 'phone') ?? '')].filter(Boolean)),
  );
}

function PagePreview(props: PreviewProps) {
  const sections = (field(props, 'sections') as SectionValue[] | undefined) ?? [];
  return h(
    'main',
    null,
    head(props, 'mainPicture', field(props, 'title'), ['preview-summary', field(props, 'lead')]),
    h('div', null, props.widgetFor('body')),
    ...sections.map(section),
  );
}

/** Every field's value in the form's order, as the editor previews an entry with no template of its own. */
const FieldsPreview = (props: PreviewProps) => h('div', null, ...props.fields.map((each) => props.widgetFor(each.get('name'))).toArray());

const templates: Record<string, (props: PreviewProps) => unknown> = {
  products: ProductPreview,
  categories: CategoryPreview,
  pages: PagePreview,
  staff: StaffPreview,
  locations: LocationPreview,
};

/** An entry's preview, chosen by its collection. */
const preview = (props: PreviewProps) => (templates[String(props.entry.getIn(['collection']))] ?? FieldsPreview)(props);

CMS.registerPreviewStyle(previewStyle);
// The Markdown text previews with its counts filled in too.
const markdown = CMS.getWidget('markdown');
CMS.registerWidget(
  'markdown',
  markdown.control,
  (props: { value?: unknown }) => {
    const counts = knownCounts();
    return h(markdown.preview as string, {
      ...props,
      value: counts && typeof props.value === 'string' ? fillCounts(props.value, counts) : props.value,
    });
  },
  markdown.schema,
);
// The editor finds a preview by the collection's name, or for a page (a form each) by the page's:
// a page named like a collection ("products") shares that name, so each picks by the collection.
for (const name of new Set([...Object.keys(templates), ...pages])) CMS.registerPreviewTemplate(name, preview);
