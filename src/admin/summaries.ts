// The editor's words for what it folds or previews, as the office wrote them (summary-words.ts): a
// folded row of a list (a row of hours, "Mon–Fri 7.30 am – 5 pm", not `List [ "mon", … ]`; a section
// by its heading and its list's name), and a choice in a preview by its label ("Home", "Quote"), not
// its stored value or a field's key. Registered before the form's own widgets (form-rules.ts), which
// build on the list and the choice. Runs on /admin only.
import { decapWindow } from './decap-window.ts';
import { rowWords, type RowField } from './summary-words.ts';

/** A field's configuration as the editor holds it: an immutable map. */
interface FieldMap {
  get(key: string): unknown;
  toJS(): unknown;
}

const { CMS, h } = decapWindow();

/** Decap's list: a class whose `objectLabel` words a folded row. */
type ListClass = new (...args: never[]) => { props: { field: FieldMap }; objectLabel(item: unknown): string };

const list = CMS.getWidget('list');
const ListControl = list.control as ListClass;
CMS.registerWidget(
  'list',
  class WordedList extends ListControl {
    override objectLabel(item: unknown): string {
      const plain = item && typeof (item as FieldMap).toJS === 'function' ? (item as FieldMap).toJS() : item;
      return rowWords(this.props.field.toJS() as RowField, plain);
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
