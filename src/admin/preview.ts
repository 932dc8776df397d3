// The editor's preview pane: the site's own styles, and a product shown the way its page lays it
// out (heading, strapline, summary, figures, text). Runs in the browser on /admin only, after
// the editor's script has loaded; `h` is the React element factory the editor puts on window.
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

const list = (heading: string, items: unknown) =>
  Array.isArray(items) && items.length > 0
    ? h('section', null, h('h2', null, heading), h('ul', null, ...items.map((item) => h('li', null, String(item)))))
    : null;

function ProductPreview(props: PreviewProps) {
  const photo = field(props, 'photo') as { src?: string; alt?: string } | undefined;
  const nutrition = (field(props, 'nutrition') as { label: string; value: string }[] | undefined) ?? [];
  return h(
    'main',
    null,
    h(
      'header',
      { className: 'preview-head' },
      photo?.src ? h('img', { src: props.getAsset(photo.src)?.toString(), alt: photo.alt ?? '' }) : null,
      h(
        'div',
        null,
        h('h1', null, String(field(props, 'name') ?? '')),
        field(props, 'tagline') ? h('p', { className: 'preview-tagline' }, String(field(props, 'tagline'))) : null,
        h('p', { className: 'preview-summary' }, String(field(props, 'summary') ?? '')),
      ),
    ),
    h('div', null, props.widgetFor('body')),
    h(
      'div',
      { className: 'preview-facts' },
      nutrition.length > 0
        ? h(
            'section',
            null,
            h('h2', null, 'Nutritional information'),
            h(
              'table',
              null,
              h('tbody', null, ...nutrition.map((row) => h('tr', null, h('th', null, row.label), h('td', null, row.value)))),
            ),
          )
        : null,
      list('Feeding guidelines', field(props, 'feeding')),
      list('Pack sizes', field(props, 'packSizes')),
      list('Ingredients', field(props, 'ingredients')),
      list('Benefits', field(props, 'benefits')),
    ),
  );
}

CMS.registerPreviewStyle('/admin/site.css');
CMS.registerPreviewTemplate('products', ProductPreview);
