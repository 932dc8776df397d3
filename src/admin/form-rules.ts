// The editor's own widgets (form-checks.ts names them, config.ts gives them to the fields), each a
// Decap widget with what the build would refuse said in the form, before Publish:
// - an address another entry has, or an old path: said under the field as it is typed, and the
//   form cannot be saved with it; a former path too, against every page, every other former
//   address and every old path of the site;
// - an order another entry of the same list has: the same;
// - a depot added where words count the depots by hand: said under its Kind, as the delete
//   confirmation says it of a depot deleted;
// - a photo whose picture is replaced: its old description is cleared, and the form asks for one
//   that fits the new picture;
// - another entry chosen from a list (a person's site, a product's category): the list is read
//   afresh as the form opens, so an entry added or renamed since the editor was loaded is offered,
//   by its new name, and accepted; one no longer there is said under the field and refused.
// Runs on /admin only.
import { decapWindow } from './decap-window.ts';
import { countedWarning } from './delete-message.ts';
import { references } from './editor-references.ts';
import { FORM_WIDGETS, pathTaken, formerPathTaken, goneEntries, orderTaken, type OwnEntry } from './form-checks.ts';

/** An immutable map as the editor holds an entry, a field or a value. */
interface Immutable {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
  set(key: string, value: unknown): Immutable;
  setIn(path: (string | number)[], value: unknown): Immutable;
  toJS(): unknown;
}

interface ControlProps {
  value: unknown;
  /** The check of this field alone (Decap's), for a control with no fields inside it. */
  validate?(): void;
  forID: string;
  hasActiveStyle?: boolean;
  queryHits?: unknown;
  /** Decap's search of a collection's entries, as the relation widget lists them: fresh from the files (or the repository). */
  query?(namespace: string, collection: string, searchFields: string[], term: string, file?: string, limit?: number): Promise<unknown>;
  field: Immutable;
  collection: Immutable;
  entry: Immutable;
  getEntry?: () => Immutable;
  onChange(value: unknown, metadata?: unknown): void;
  onChangeObject(field: Immutable, value: unknown, metadata?: unknown): void;
}

interface Control {
  focus?(path?: string): void;
  isValid?(): unknown;
  /** A group's or a list's check of the fields inside it, which the form asks for before a save. */
  validate?(): void;
  getValidateValue?(): unknown;
  childRefs?: Record<string, { focus?(path?: string): void }>;
}

const { CMS, h, createClass, relationOptions } = decapWindow();

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

/** A value as plain JavaScript: the editor keeps a list as an immutable list. */
const plain = (value: unknown): unknown =>
  value && typeof value === 'object' && typeof (value as Partial<Immutable>).toJS === 'function' ? (value as Immutable).toJS() : value;

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
  // Before a save the form asks a group or a list to check the fields inside it, as it asks Decap's
  // own; a single field is checked by Decap itself.
  validate(this: Wrapper) {
    if (this.inner?.validate) this.inner.validate();
    else this.props.validate?.();
  },
};

/** `base`'s control as widget `name`, with `check` said under it as the value changes, and refusing the save while it says anything. */
function checkedWidget(name: string, base: string, check: (props: ControlProps) => string | undefined) {
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
  CMS.registerWidget(name, control, widget.preview, widget.schema);
}

checkedWidget(FORM_WIDGETS.path, 'string', (props) => pathTaken(String(props.value ?? ''), ownEntry(props), references()));
checkedWidget(FORM_WIDGETS.formerPath, 'string', (props) =>
  formerPathTaken(String(props.value ?? ''), ownEntry(props), formData(props) ?? {}, references()),
);
checkedWidget(FORM_WIDGETS.order, 'number', (props) =>
  orderTaken(props.value, String(props.field.get('name')) as 'order' | 'cardOrder', ownEntry(props), formData(props) ?? {}, references()),
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

/** A relation field's control: the entries of its collection as they are now (undefined until read). */
interface EntryChoice extends Wrapper {
  state: { existing: string[] | undefined };
  setState(change: { existing: string[] }): void;
  mounted: boolean;
  /** The form's own queries: see `fresh`. */
  query: NonNullable<ControlProps['query']>;
}

/**
 * A form's queries for a list's entries, asked afresh: Decap answers a query asked in the last 10
 * seconds from its memory, so a form opened just after a save would list the entries as they were.
 * A query names how many entries it wants; each form asks for a number of its own, more than any
 * list holds, so no two forms share an answer.
 */
let forms = 0;
const fresh = (query: ControlProps['query']): EntryChoice['query'] => {
  const many = 1_000_000 + ++forms;
  return (namespace, collection, searchFields, term, file) =>
    query ? query(namespace, collection, searchFields, term, file, many) : Promise.resolve(undefined);
};

const relation = CMS.getWidget('relation');
CMS.registerWidget(
  FORM_WIDGETS.entry,
  createClass({
    ...passedOn,
    getInitialState(this: EntryChoice) {
      // The relation widget keeps each list for the whole visit: forgotten as a form opens, before
      // any field of it reads the list, it is read again with the entries saved since.
      relationOptions.clear();
      this.query = fresh(this.props.query);
      return { existing: undefined };
    },
    componentDidMount(this: EntryChoice) {
      this.mounted = true;
      const { field, forID } = this.props;
      const collection = String(field.get('collection'));
      void this.query(`${forID}-existing`, collection, [String(field.get('value_field') ?? 'slug')], '')
        .then((answer) => {
          const hits = (answer as { payload?: { hits?: { slug?: string }[] } } | undefined)?.payload?.hits ?? [];
          if (this.mounted) this.setState({ existing: hits.map(({ slug }) => String(slug)) });
        })
        .catch(() => undefined);
    },
    componentWillUnmount(this: EntryChoice) {
      this.mounted = false;
    },
    // As the relation widget itself: drawn again when the value, the focus or the entries found change.
    shouldComponentUpdate(this: EntryChoice, next: ControlProps, nextState?: EntryChoice['state']) {
      return (
        next.value !== this.props.value ||
        next.hasActiveStyle !== this.props.hasActiveStyle ||
        next.queryHits !== this.props.queryHits ||
        (nextState !== undefined && nextState !== this.state)
      );
    },
    isValid(this: EntryChoice) {
      // The relation widget's own check first (how many a list may name).
      const own = this.inner?.isValid?.() as { error?: unknown } | undefined;
      if (own?.error) return own;
      const problem = goneEntries(plain(this.props.value), this.state.existing);
      return problem ? { error: { type: 'CUSTOM', message: problem } } : true;
    },
    render(this: EntryChoice) {
      const problem = goneEntries(plain(this.props.value), this.state.existing);
      return h(
        'div',
        null,
        h(relation.control, { ...this.props, query: this.query, ref: (inner: Control | null) => (this.inner = inner ?? undefined) }),
        problem ? note(problem, 'refuse') : null,
      );
    },
  }),
  relation.preview,
  relation.schema,
);

/** A list of photos (a gallery) as the form holds it: which of its photos have a new picture. */
interface PhotoList extends Wrapper {
  state: { replaced: number[] };
  setState(change: { replaced: number[] }): void;
}

/** A photo of a list as plain JavaScript. */
type ListedPhoto = { src?: string; alt?: string } | null | undefined;

const list = CMS.getWidget('list');
CMS.registerWidget(
  FORM_WIDGETS.photos,
  createClass({
    ...passedOn,
    getInitialState: () => ({ replaced: [] }),
    // As the list widget itself: drawn again whenever the form is, so each photo follows.
    shouldComponentUpdate: () => true,
    onChange(this: PhotoList, value: Immutable | undefined, metadata?: unknown) {
      const before = (plain(this.props.value) as ListedPhoto[] | undefined) ?? [];
      const after = (plain(value) as ListedPhoto[] | undefined) ?? [];
      const pictures = new Set(before.map((photo) => photo?.src).filter(Boolean));
      // A picture new to the list, in a photo still described as the one before it was: replaced.
      // Photos moved or removed keep their pictures, and a photo just added has no description.
      const replaced = after.flatMap((photo, index) =>
        photo?.src && !pictures.has(photo.src) && photo.alt && photo.alt === before[index]?.alt ? [index] : [],
      );
      const changed = replaced.reduce((list, index) => list?.setIn([index, 'alt'], ''), value);
      this.props.onChange(changed, metadata);
      if (replaced.length > 0) this.setState({ replaced: [...new Set([...this.state.replaced, ...replaced])] });
    },
    render(this: PhotoList) {
      const { replaced } = this.state;
      return h(
        'div',
        null,
        replaced.length > 0
          ? note(
              `A new picture in photo ${replaced.map((index) => index + 1).join(' and ')}: describe what it shows in its description, for someone who cannot see it (left empty, the site describes it by the heading).`,
              'ask',
            )
          : null,
        h(list.control, {
          ...this.props,
          onChange: (this as unknown as { onChange: unknown }).onChange,
          ref: (inner: Control | null) => (this.inner = inner ?? undefined),
        }),
      );
    },
  }),
  list.preview,
  list.schema,
);
