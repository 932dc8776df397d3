// A photo in the form, aimed and seen before a save: under its picture and description, the photo
// as each place the site shows it will cut it (a card, a tile, the page's picture, a round
// portrait), nine buttons to choose the part every frame keeps (its focus), and a warning when the
// photo is too small for its largest place or the wrong shape for a portrait, saying what is
// needed. The frames are the site's own (src/lib/design/photo-places.ts) and cut as the site cuts
// (object-position from src/lib/design/focus.ts), so what the form shows is what the page shows.
// Wraps the form's photo group (form-rules.ts), and a list of photos (a gallery's) the same way
// for each of its photos. Runs on /admin only.
import { FOCUS_NAMES, type FocusName } from '../conventions/focus.ts';
import { focusOf, focusText } from '../lib/design/focus.ts';
import { PLACES, photoWarnings } from '../lib/design/photo-places.ts';
import type { PhotoPlace } from '../schemas/common.ts';
import { decapWindow } from './decap-window.ts';
import { FORM_WIDGETS } from './form-checks.ts';

const { CMS, h, createClass } = decapWindow();

/** The focus is set by the buttons under its photo, never typed: the form draws no field for it. */
CMS.registerWidget(
  'hidden',
  () => null,
  () => null,
);

/** A photo as the form holds it (an immutable map), as far as this reads and writes it. */
interface PhotoValue {
  get(key: 'src' | 'focus'): unknown;
  set(key: 'focus', value: string): PhotoValue;
  delete(key: 'focus'): PhotoValue;
}

/** A list of photos as the form holds it. */
interface PhotoList {
  get(index: number): PhotoValue | undefined;
  set(index: number, value: PhotoValue): PhotoList;
  size: number;
}

type GetAsset = (path: string, field: unknown) => { toString(): string; path?: string } | null | undefined;

interface Control {
  focus?(path?: string): void;
  getValidateValue?(): unknown;
}

interface WidgetProps {
  value?: unknown;
  field: { get(key: string): unknown };
  getAsset: GetAsset;
  onChange(value: unknown): void;
}

/** The editor's stand-in while a picture loads (picture-thumbnails.ts asks again the same way). */
const LOADING_PLACEHOLDER = 'empty.svg';

/** Words for a part of the photo, as the buttons say them: "Keep the top left". */
const keepWords = (name: FocusName) => (name === 'centre' ? 'Keep the middle' : `Keep the ${name}`);

/** How wide the form draws each place's frame, in pixels. */
const FRAME_WIDTH = 150;

/** The places a field's photos show in, from the form's configuration (config.ts). */
const placesOf = (field: WidgetProps['field']): PhotoPlace[] =>
  ((field.get('places') as { toJS?: () => PhotoPlace[] } | undefined)?.toJS?.() ?? []).filter((place) => place in PLACES);

const frame = (place: PhotoPlace, url: string, focus: FocusName | undefined) => {
  const { label, aspect, round } = PLACES[place];
  return h(
    'figure',
    { className: 'photo-place', 'data-place': place, style: { margin: 0, width: `${FRAME_WIDTH}px` } },
    h(
      'div',
      {
        style: {
          width: `${FRAME_WIDTH}px`,
          aspectRatio: String(aspect),
          overflow: 'hidden',
          borderRadius: round ? '50%' : '6px',
          background: '#e3efe7',
        },
      },
      h('img', {
        src: url,
        alt: '',
        style: { display: 'block', width: '100%', height: '100%', objectFit: 'cover', objectPosition: focusText(focusOf(focus)) },
      }),
    ),
    h('figcaption', { style: { font: '13px/1.3 system-ui, sans-serif', marginTop: '4px' } }, label),
  );
};

interface PanelProps {
  src: string;
  focus: FocusName | undefined;
  places: PhotoPlace[];
  getAsset: GetAsset;
  field: unknown;
  /** What the panel is called, for a screen reader: which photo of a list it is. */
  name: string;
  choose(name: FocusName): void;
}

interface Panel {
  props: PanelProps;
  state: { size: { width: number; height: number } | undefined; url: string | undefined; attempt: number };
  setState(change: Partial<Panel['state']>): void;
  timer: number | undefined;
}

/** One photo cut to each of its places, the nine buttons, and what is wrong with its size or shape. */
const FocusPanel = createClass({
  getInitialState: () => ({ size: undefined, url: undefined, attempt: 0 }),
  componentWillUnmount(this: Panel) {
    window.clearTimeout(this.timer);
  },
  /** The picture's address, asked for again while the editor is still loading it. */
  pictureUrl(this: Panel): string | undefined {
    const asset = this.props.getAsset(this.props.src, this.props.field);
    if (!asset || asset.path === LOADING_PLACEHOLDER) {
      if (this.timer === undefined && this.state.attempt < 80) {
        this.timer = window.setTimeout(() => {
          this.timer = undefined;
          this.setState({ attempt: this.state.attempt + 1 });
        }, 250);
      }
      return undefined;
    }
    return asset.toString();
  },
  render(this: Panel & { pictureUrl(): string | undefined }) {
    const { focus, places, name, choose } = this.props;
    const url = this.pictureUrl();
    if (!url || places.length === 0) return null;
    const size = this.state.url === url ? this.state.size : undefined;
    const warnings = size ? photoWarnings(size, places) : [];
    const chosen = focus ?? 'centre';
    return h(
      'section',
      {
        className: 'photo-focus',
        'aria-label': name,
        style: { margin: '0 0 16px', padding: '12px 16px', border: '2px solid #dfe5e1', borderRadius: '6px', background: '#fff' },
      },
      // Read once at full size, for the size warning: the frames below show it cut.
      h('img', {
        src: url,
        alt: '',
        hidden: true,
        onLoad: (event: { currentTarget: HTMLImageElement }) =>
          this.setState({ url, size: { width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight } }),
      }),
      h(
        'p',
        { style: { margin: '0 0 8px', font: '600 14px/1.4 system-ui, sans-serif' } },
        'Where the site shows this photo, cut to each place\u2019s shape:',
      ),
      h(
        'div',
        { style: { display: 'flex', flexWrap: 'wrap', gap: '12px', marginBottom: '12px' } },
        ...places.map((place) => frame(place, url, focus)),
      ),
      h(
        'fieldset',
        { className: 'photo-focus-choice', style: { border: 0, margin: 0, padding: 0 } },
        h(
          'legend',
          { style: { font: '600 14px/1.4 system-ui, sans-serif', marginBottom: '6px' } },
          'Which part must stay in every frame? (a face, a truck near the top)',
        ),
        h(
          'div',
          { style: { display: 'grid', gridTemplateColumns: 'repeat(3, 2.75rem)', gap: '4px' } },
          ...FOCUS_NAMES.map((part) =>
            h('button', {
              type: 'button',
              title: keepWords(part),
              'aria-label': keepWords(part),
              'aria-pressed': String(part === chosen),
              onClick: () => choose(part),
              style: {
                height: '2.75rem',
                border: '2px solid #1d5236',
                borderRadius: '4px',
                background: part === chosen ? '#1d5236' : '#fff',
                cursor: 'pointer',
              },
            }),
          ),
        ),
        h('p', { style: { margin: '6px 0 0', font: '14px/1.4 system-ui, sans-serif' } }, `Now: ${keepWords(chosen).toLowerCase()}.`),
      ),
      ...warnings.map((warning) =>
        h(
          'p',
          {
            className: 'photo-warning',
            role: 'status',
            style: {
              margin: '12px 0 0',
              padding: '8px 12px',
              background: '#fff4e5',
              color: '#3d2600',
              border: '2px solid #b35c00',
              borderRadius: '6px',
              font: '14px/1.45 system-ui, sans-serif',
            },
          },
          warning,
        ),
      ),
    );
  },
});

/** A photo with its focus chosen: the middle is where every frame cuts without one, so the file then says nothing. */
const aimed = (photo: PhotoValue, part: FocusName) => (part === 'centre' ? photo.delete('focus') : photo.set('focus', part));

/** The panel of one photo, if it has a picture yet. */
function panelFor(props: WidgetProps, photo: PhotoValue | undefined, name: string, choose: (part: FocusName) => void) {
  const src = photo?.get('src');
  if (typeof src !== 'string' || !src) return null;
  return h(FocusPanel, {
    key: src,
    src,
    focus: (photo?.get('focus') as FocusName | undefined) || undefined,
    places: placesOf(props.field),
    getAsset: props.getAsset,
    field: props.field,
    name,
    choose,
  });
}

/** `base`'s control with the panels under it, as `panels` draws them from its props. */
function withPanels(base: string, panels: (props: WidgetProps) => unknown[]) {
  const widget = CMS.getWidget(base);
  const control = createClass({
    // The editor focuses the control through the one it holds (and validates it as a whole, as before).
    focus(this: { inner?: Control | undefined }, path?: string) {
      this.inner?.focus?.(path);
    },
    getValidateValue(this: { inner?: Control | undefined; props: WidgetProps }) {
      return this.inner?.getValidateValue?.() ?? this.props.value;
    },
    shouldComponentUpdate: () => true,
    render(this: { inner?: Control | undefined; props: WidgetProps }) {
      return h(
        'div',
        null,
        h(widget.control, { ...this.props, ref: (inner: Control | null) => (this.inner = inner ?? undefined) }),
        ...panels(this.props),
      );
    },
  });
  CMS.registerWidget(base, control, widget.preview, widget.schema);
}

withPanels(FORM_WIDGETS.photo, (props) => {
  const photo = props.value as PhotoValue | undefined;
  return [panelFor(props, photo, 'How the site cuts this photo', (part) => photo && props.onChange(aimed(photo, part)))];
});

// A gallery's photos (the list form-rules.ts draws, which asks again for a replaced photo's
// description), each with its own panel, numbered as the list numbers them.
withPanels(FORM_WIDGETS.photos, (props) => {
  const list = props.value as PhotoList | undefined;
  return Array.from({ length: list?.size ?? 0 }, (_, index) =>
    panelFor(props, list!.get(index), `How the site cuts photo ${index + 1}`, (part) => {
      const photo = list!.get(index);
      if (photo) props.onChange(list!.set(index, aimed(photo, part)));
    }),
  );
});
