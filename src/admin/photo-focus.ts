// A photo's group in the form, aimed and seen before a save: under its picture and description,
// the photo as each place the site shows it will cut it (a card, a tile, the page's picture, a round
// portrait), nine buttons to choose the part every frame keeps (its focus), and a warning when the
// photo is too small for its largest place or the wrong shape for a portrait, saying what is
// needed. The frames are the site's own (src/lib/design/photo-places.ts) and cut as the site cuts
// (object-position from src/lib/design/focus.ts), so what the form shows is what the page shows.
// Wraps the form's photo group (form-rules.ts); runs on /admin only.
import { FOCUS_NAMES, type FocusName } from '../conventions/focus';
import { focusOf, focusText } from '../lib/design/focus';
import { PLACES, photoWarnings } from '../lib/design/photo-places';
import type { PhotoPlace } from '../schemas/common';
import { decapWindow } from './decap-window';
import { FORM_WIDGETS } from './form-checks';

const { CMS, h, createClass } = decapWindow();
const group = CMS.getWidget(FORM_WIDGETS.photo);

/** The focus is set by the buttons below its group, never typed: the form draws no field for it. */
CMS.registerWidget(
  'hidden',
  () => null,
  () => null,
);

/** The form's value of a photo group (an immutable map) as far as this reads and writes it. */
interface PhotoValue {
  get(key: 'src' | 'focus'): unknown;
  set(key: 'focus', value: string): PhotoValue;
  delete(key: 'focus'): PhotoValue;
}

interface Control {
  focus?(path?: string): void;
  getValidateValue?(): unknown;
}

interface FocusField {
  props: {
    value?: PhotoValue;
    field: { get(key: string): unknown };
    getAsset(path: string, field: unknown): { toString(): string; path?: string } | null | undefined;
    onChange(value: PhotoValue): void;
  };
  state: { size: { width: number; height: number } | undefined; url: string | undefined; attempt: number };
  setState(change: Partial<FocusField['state']>): void;
  inner: Control | undefined;
  timer: number | undefined;
}

/** The editor's stand-in while a picture loads (picture-thumbnails.ts asks again the same way). */
const LOADING_PLACEHOLDER = 'empty.svg';

/** Words for a part of the photo, as the buttons say them: "Keep the top left". */
const keepWords = (name: FocusName) => (name === 'centre' ? 'Keep the middle' : `Keep the ${name}`);

/** How wide the form draws each place's frame, in pixels. */
const FRAME_WIDTH = 150;

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

const FocusPhoto = createClass({
  getInitialState: () => ({ size: undefined, url: undefined, attempt: 0 }),
  componentWillUnmount(this: FocusField) {
    window.clearTimeout(this.timer);
  },
  // The editor focuses the group through the control it holds (and validates it as a whole, as before).
  focus(this: FocusField, path?: string) {
    this.inner?.focus?.(path);
  },
  getValidateValue(this: FocusField) {
    return this.inner?.getValidateValue?.() ?? this.props.value;
  },
  shouldComponentUpdate: () => true,
  /** The picture's address, asked for again while the editor is still loading it. */
  pictureUrl(this: FocusField, src: string): string | undefined {
    const asset = this.props.getAsset(src, this.props.field);
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
  choose(this: FocusField, name: FocusName) {
    const value = this.props.value;
    if (!value) return;
    // The middle is where every frame cuts without a focus: the file says nothing then.
    this.props.onChange(name === 'centre' ? value.delete('focus') : value.set('focus', name));
  },
  render(this: FocusField & { pictureUrl(src: string): string | undefined; choose(name: FocusName): void }) {
    const { value, field } = this.props;
    const src = value?.get('src');
    const focus = (value?.get('focus') as FocusName | undefined) || undefined;
    const places = ((field.get('places') as { toJS?: () => PhotoPlace[] } | undefined)?.toJS?.() ?? []).filter((place) => place in PLACES);
    const url = typeof src === 'string' && src ? this.pictureUrl(src) : undefined;
    const size = this.state.url === url ? this.state.size : undefined;
    const warnings = size ? photoWarnings(size, places) : [];
    const chosen = focus ?? 'centre';
    return h(
      'div',
      null,
      h(group.control, { ...this.props, ref: (inner: Control | null) => (this.inner = inner ?? undefined) }),
      url && places.length > 0
        ? h(
            'section',
            {
              className: 'photo-focus',
              'aria-label': 'How the site cuts this photo',
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
                ...FOCUS_NAMES.map((name) =>
                  h('button', {
                    type: 'button',
                    title: keepWords(name),
                    'aria-label': keepWords(name),
                    'aria-pressed': String(name === chosen),
                    onClick: () => this.choose(name),
                    style: {
                      height: '2.75rem',
                      border: '2px solid #1d5236',
                      borderRadius: '4px',
                      background: name === chosen ? '#1d5236' : '#fff',
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
          )
        : null,
    );
  },
});

CMS.registerWidget(FORM_WIDGETS.photo, FocusPhoto, group.preview, group.schema);
