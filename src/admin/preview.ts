// The editor's preview pane: the site's own styles, and every entry that has a page of its own
// (a product, a category's listing, a page) shown the way its page lays it out. Runs in the
// browser on /admin only, after the editor's script has loaded; `h` is the React element factory
// the editor puts on window. A module, so its helpers stay out of the global scope.
export {};

type Child = unknown;
type H = (type: string, props?: Record<string, unknown> | null, ...children: Child[]) => unknown;

interface PreviewProps {
  entry: { getIn(path: string[]): unknown };
  widgetFor(name: string): unknown;
  getAsset(path: string): { toString(): string } | undefined;
}

interface Cms {
  registerPreviewStyle(url: string): void;
  registerPreviewTemplate(collection: string, render: (props: PreviewProps) => unknown): void;
}

const { CMS, h } = window as unknown as { CMS: Cms; h: H };

/** A field's value as plain JavaScript (the editor keeps entries as immutable maps). */
const field = (props: PreviewProps, ...path: string[]): unknown => {
  const value = props.entry.getIn(['data', ...path]) as { toJS?: () => unknown } | undefined;
  return value && typeof value === 'object' && typeof value.toJS === 'function' ? value.toJS() : value;
};

/** A point's words: a plain string, or a page's bullet point with its words in `text`. */
const pointText = (item: unknown) => String(item && typeof item === 'object' && 'text' in item ? (item.text ?? '') : item);

const list = (heading: string, items: unknown) =>
  Array.isArray(items) && items.length > 0
    ? h('section', null, heading ? h('h2', null, heading) : null, h('ul', null, ...items.map((item) => h('li', null, pointText(item)))))
    : null;

type Row = { label: string; value: string };

const table = (heading: string, rows: Row[] | undefined) =>
  rows && rows.length > 0
    ? h(
        'section',
        null,
        heading ? h('h2', null, heading) : null,
        h('table', null, h('tbody', null, ...rows.map((row) => h('tr', null, h('th', null, row.label), h('td', null, row.value))))),
      )
    : null;

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

function ProductPreview(props: PreviewProps) {
  return h(
    'main',
    null,
    head(props, 'photo', field(props, 'name'), ['preview-tagline', field(props, 'tagline')], ['preview-summary', field(props, 'summary')]),
    h('div', null, props.widgetFor('body')),
    h(
      'div',
      { className: 'preview-facts' },
      table('Nutritional information', field(props, 'nutrition') as Row[] | undefined),
      list('Feeding guidelines', field(props, 'feeding')),
      list('Pack sizes', field(props, 'packSizes')),
      list('Ingredients', field(props, 'ingredients')),
      list('Benefits', field(props, 'benefits')),
    ),
  );
}

/** A category's listing: its heading and description, and its tab on the category bar. */
function CategoryPreview(props: PreviewProps) {
  return h(
    'main',
    null,
    h('p', { className: 'preview-tagline' }, `Tab on the category bar: ${String(field(props, 'tabLabel') ?? '')}`),
    head(props, 'photo', field(props, 'title'), ['preview-summary', field(props, 'description')]),
  );
}

interface SectionValue {
  type?: string;
  heading?: string;
  text?: string;
  tone?: string;
  items?: { text?: string }[];
  cards?: { heading?: string; text?: string }[];
  facts?: Row[];
  list?: string;
}

/** A page section as the page draws it; lists and figures drawn from other entries are named, not filled in. */
const section = ({ type, heading, text, tone, items, cards, facts, list: drawn }: SectionValue) =>
  h(
    'section',
    { className: tone === 'warning' ? 'preview-warning' : undefined },
    heading ? h('h2', null, heading) : null,
    text ? h('p', null, text) : null,
    list('', items),
    cards && cards.length > 0
      ? h(
          'div',
          { className: 'preview-facts' },
          ...cards.map((card) => h('div', null, h('h3', null, card.heading ?? ''), h('p', null, card.text ?? ''))),
        )
      : null,
    table('', facts),
    drawn ? h('p', { className: 'preview-note' }, `Shows the list "${drawn}" from the site.`) : null,
    type === 'key-figures' ? h('p', { className: 'preview-note' }, 'Shows the year founded, the number of staff and of depots.') : null,
    type === 'category-tiles' ? h('p', { className: 'preview-note' }, 'Shows a picture tile for every product category.') : null,
  );

function PagePreview(props: PreviewProps) {
  const sections = (field(props, 'sections') as SectionValue[] | undefined) ?? [];
  return h(
    'main',
    null,
    head(props, 'hero', field(props, 'title'), ['preview-summary', field(props, 'lead')]),
    h('div', null, props.widgetFor('body')),
    ...sections.map(section),
  );
}

CMS.registerPreviewStyle('/admin/site.css');
CMS.registerPreviewTemplate('products', ProductPreview);
CMS.registerPreviewTemplate('categories', CategoryPreview);
CMS.registerPreviewTemplate('pages', PagePreview);
