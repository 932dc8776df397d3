// The editor's own widgets (form-checks.ts names them, config.ts gives them to the fields), each a
// Decap widget with what the build would refuse said in the form, before Publish:
// - an address another entry has, or an old address: said under the field as it is typed, and the
//   form cannot be saved with it;
// - a position another entry of the same list has: the same;
// - a depot added where words count the depots by hand: said under its Kind, as the delete
//   confirmation says it of a depot deleted;
// - a photo whose picture is replaced: its old description is cleared, and the form asks for one
//   that fits the new picture.
// Runs on /admin only.
import { decapWindow } from './decap-window';
import { countedWarning } from './delete-message';
import { references } from './editor-references';
import { FORM_WIDGETS, addressTaken, positionTaken, type OwnEntry } from './form-checks';

/** An immutable map as the editor holds an entry, a field or a value. */
interface Immutable {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
  set(key: string, value: unknown): Immutable;
  toJS(): unknown;
}

interface ControlProps {
  value: unknown;
  field: Immutable;
  collection: Immutable;
  entry: Immutable;
  getEntry?: () => Immutable;
  onChange(value: unknown, metadata?: unknown): void;
  onChangeObject(field: Immutable, value: unknown, metadata?: unknown): void;
}

interface Control {
  focus?(path?: string): void;
  getValidateValue?(): unknown;
  childRefs?: Record<string, { focus?(path?: string): void }>;
}

const { CMS, h, createClass } = decapWindow();

/** The words under a field, read out when they change. */
const note = (text: string, tone: 'refuse' | 'ask') =>
  h(
    'p',
    {
      role: 'status',
      'data-form-rule': tone,
      style: {
        margin: '0.5rem 0 0',
        padding: '0.5rem 0.75rem',
        borderLeft: `4px solid ${tone === 'refuse' ? '#b3261e' : '#b35c00'}`,
        background: tone === 'refuse' ? '#fdecea' : '#fff4e5',
        color: '#2b1a00',
        fontSize: '15px',
        lineHeight: 1.4,
        textTransform: 'none',
      },
    },
    text,
  );

/** The entry the form edits: a new one has no id yet. */
const ownEntry = ({ collection, entry }: ControlProps): OwnEntry => ({
  collection: String(collection.get('name')),
  id: entry.get('newRecord') ? '' : String(entry.get('slug') ?? ''),
});

/** The form's values as they are now. */
const formData = (props: ControlProps) =>
  ((props.getEntry?.() ?? props.entry).getIn(['data']) as Immutable | undefined)?.toJS() as Record<string, unknown> | undefined;

/** What wraps a Decap control: the control inside, and what the editor asks of it passed on. */
interface Wrapper {
  props: ControlProps;
  inner: Control | undefined;
}

const passedOn = {
  focus(this: Wrapper, path?: string) {
    this.inner?.focus?.(path);
  },
  getValidateValue(this: Wrapper) {
    return this.inner?.getValidateValue?.() ?? this.props.value;
  },
};

/** `base`'s control with `check` said under it as the value changes, and refusing the save while it says anything. */
function checkedWidget(base: string, check: (props: ControlProps) => string | undefined) {
  const widget = CMS.getWidget(base);
  const control = createClass({
    ...passedOn,
    isValid(this: Wrapper) {
      const problem = check(this.props);
      return problem ? { error: { type: 'CUSTOM', message: problem } } : true;
    },
    render(this: Wrapper) {
      const problem = check(this.props);
      return h(
        'div',
        null,
        h(widget.control, { ...this.props, ref: (inner: Control | null) => (this.inner = inner ?? undefined) }),
        problem ? note(problem, 'refuse') : null,
      );
    },
  });
  CMS.registerWidget(base === 'string' ? FORM_WIDGETS.address : FORM_WIDGETS.position, control, widget.preview, widget.schema);
}

checkedWidget('string', (props) => addressTaken(String(props.value ?? ''), ownEntry(props), references()));
checkedWidget('number', (props) =>
  positionTaken(
    props.value,
    String(props.field.get('name')) as 'order' | 'cardOrder',
    ownEntry(props),
    formData(props) ?? {},
    references(),
  ),
);

// What a site is: a new depot where words count the depots by hand would make them wrong.
const select = CMS.getWidget('select');
CMS.registerWidget(
  FORM_WIDGETS.placeKind,
  createClass({
    ...passedOn,
    render(this: Wrapper) {
      const { counted } = references();
      const adding = Boolean(this.props.entry.get('newRecord')) && this.props.value === 'depot' && counted.length > 0;
      return h(
        'div',
        null,
        h(select.control, { ...this.props, ref: (inner: Control | null) => (this.inner = inner ?? undefined) }),
        adding ? note(countedWarning(counted, 'adding this depot'), 'ask') : null,
      );
    },
  }),
  select.preview,
  select.schema,
);

/** A photo's group as the form holds it: its picture and its description. */
interface PhotoField extends Wrapper {
  state: { replaced: boolean };
  setState(change: { replaced: boolean }): void;
  /** The last picture chosen (or the one the form opened with): another one replaces it. */
  shown: string | undefined;
}

const object = CMS.getWidget('object');
CMS.registerWidget(
  FORM_WIDGETS.photo,
  createClass({
    ...passedOn,
    getInitialState: () => ({ replaced: false }),
    onChangeObject(this: PhotoField, field: Immutable, value: unknown, metadata?: unknown) {
      const current = this.props.value as Immutable | undefined;
      this.shown ??= (current?.get('src') as string | undefined) || undefined;
      const replaced =
        field.get('name') === 'src' && typeof value === 'string' && value !== '' && this.shown !== undefined && value !== this.shown;
      if (typeof value === 'string' && value && field.get('name') === 'src') this.shown = value;
      if (!replaced || !current) {
        this.props.onChangeObject(field, value, metadata);
        return;
      }
      // The old description described the old picture: cleared, and asked for again.
      this.props.onChange(current.set('src', value).set('alt', ''), metadata && { [String(this.props.field.get('name'))]: metadata });
      this.setState({ replaced: true });
      window.setTimeout(() => this.inner?.childRefs?.['alt']?.focus?.(), 100);
    },
    render(this: PhotoField) {
      return h(
        'div',
        null,
        this.state.replaced
          ? note(
              'A new picture: describe what it shows in its description below, for someone who cannot see it (left empty, the site describes it by the name).',
              'ask',
            )
          : null,
        h(object.control, {
          ...this.props,
          // Bound to this field by the class, as React's classes bind their methods.
          onChangeObject: (this as unknown as { onChangeObject: unknown }).onChangeObject,
          ref: (inner: Control | null) => (this.inner = inner ?? undefined),
        }),
      );
    },
  }),
  object.preview,
  object.schema,
);
