// The editor's words for what it folds or previews, as the office wrote them (summary-words.ts): a
// folded row of a list (a row of hours, "Mon–Fri 7.30 am – 5 pm", not `List [ "mon", … ]`; a section
// by its heading and its list's name), and a choice in a preview by its label ("Home", "Quote"), not
// its stored value or a field's key; and a list of entries' cards with a chosen category by its title
// and a choice by its label ("Calf Feed · order 3 · on sale", not `calf · order 3 · on-sale`).
// Registered before the form's own widgets (form-rules.ts), which build on the list and the choice.
// Runs on /admin only.
import { decapWindow } from './decap-window.ts';
import { references } from './editor-references.ts';
import { cardWords, rowWords, type RowField } from './summary-words.ts';

/** A field's configuration as the editor holds it: an immutable map. */
interface FieldMap {
  get(key: string): unknown;
  set(key: string, value: unknown): FieldMap;
  toJS(): unknown;
}

const { CMS, h } = decapWindow();

/** Decap's list: a class whose `objectLabel` words a folded row. */
type ListClass = new (...args: never[]) => {
  props: { field: FieldMap };
  objectLabel(item: unknown): string;
  renderListControl(): unknown;
};

const list = CMS.getWidget('list');
const ListControl = list.control as ListClass;
CMS.registerWidget(
  'list',
  class WordedList extends ListControl {
    override objectLabel(item: unknown): string {
      const plain = item && typeof (item as FieldMap).toJS === 'function' ? (item as FieldMap).toJS() : item;
      return rowWords(this.props.field.toJS() as RowField, plain);
    }

    // Decap counts a folded list by the field's label ("4 office closed on", "2 opening hours"):
    // here by the name of several of its items ("4 closed days", "2 rows of hours", fields.ts). The
    // label above the list is drawn outside it, and stays.
    override renderListControl(): unknown {
      const { props } = this;
      const several = props.field.get('label_plural');
      if (typeof several !== 'string') return super.renderListControl();
      this.props = { ...props, field: props.field.set('label', several) };
      try {
        return super.renderListControl();
      } finally {
        this.props = props;
      }
    }
  },
  list.preview,
  list.schema,
);

/** A choice's preview: each value chosen by its label, as the form offers it. */
const select = CMS.getWidget('select');
CMS.registerWidget(
  'select',
  select.control,
  ({ value, field }: { value?: { toJS?: () => unknown } | string; field: FieldMap }) => {
    const chosen = value && typeof value === 'object' && value.toJS ? value.toJS() : value;
    const options = ((field.get('options') as FieldMap | undefined)?.toJS() ?? []) as RowField['options'];
    const words = (Array.isArray(chosen) ? chosen : chosen === undefined || chosen === '' ? [] : [chosen]).map((each) => {
      const option = options?.find((choice) => (typeof choice === 'string' ? choice : choice.value) === each);
      return typeof option === 'object' ? option.label : String(each);
    });
    return h('div', null, words.join(', '));
  },
  select.schema,
);

// A list of entries: Decap fills each card from the collection's summary template with the stored
// values, and has no way to word them; each card's words are put right as it is drawn.
const { decapStore } = decapWindow();

/** The words of each stored value the cards of `collection` may show: the names of the entries it lists under, and its choices' labels. */
function storedWords(collection: string) {
  const fields = (decapStore.getState().collections.get(collection) as FieldMap | undefined)?.get('fields') as FieldMap | undefined;
  const options = ((fields?.toJS() ?? []) as RowField[]).flatMap(({ options }) => options ?? []);
  return {
    names: collection === 'staff' ? references().listNames.groups : references().listNames.categories,
    labels: Object.fromEntries(options.flatMap((option) => (typeof option === 'object' ? [[String(option.value), option.label]] : []))),
  };
}

/** Words each card of a list of entries, or of the search's finds, by its entry's collection. */
function wordCards() {
  const known = new Map<string, ReturnType<typeof storedWords>>();
  for (const heading of document.querySelectorAll('a[href^="#/collections/"] h2')) {
    const summary = heading.firstChild;
    const collection = heading
      .closest('a')
      ?.getAttribute('href')
      ?.match(/^#\/collections\/([^/]+)\/entries\//)?.[1];
    if (summary?.nodeType !== Node.TEXT_NODE || !collection) continue;
    if (!known.has(collection)) known.set(collection, storedWords(collection));
    const worded = cardWords(summary.nodeValue ?? '', known.get(collection)!);
    if (worded !== summary.nodeValue) summary.nodeValue = worded;
  }
}

new MutationObserver(wordCards).observe(document.body, { childList: true, subtree: true, characterData: true });
