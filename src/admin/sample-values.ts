// The form's Sample values box: the values of the sample business an entry may still hold
// (src/lib/content/sample-values.ts), each with a Keep button for one that is right as it is (a job
// title, a depot's address), which takes it off the list. A value replaced in the form leaves the
// list by itself when the entry is saved (save-cleanup.ts). The Going live page's Keep link opens the
// form with `keep=<field>` in its address: the value at that field is kept as the form opens, and
// the office publishes. Runs on /admin only.
import { decapWindow } from './decap-window.ts';
import { editorPageData } from './page-data.ts';
import { holdsSample, isSampleFile, type SampleRecord } from '../lib/content/sample-values.ts';
import { sampleWords } from './summary-words.ts';

/** What Decap hands a widget's control: its value (an immutable list, or plain), and how to change it. */
interface ControlProps {
  value?: { toJS?: () => unknown } | unknown[] | null;
  onChange(value: unknown[]): void;
  forID: string;
  classNameWrapper: string;
  /** The entry as the form opened it: the value at a field the Keep link names. */
  entry?: { getIn(path: (string | number)[]): unknown };
}

const { CMS, h, createClass } = decapWindow();
const { keepParam: KEEP_PARAM } = editorPageData();

const plain = (value: ControlProps['value']): SampleRecord[] => {
  const list = value && typeof value === 'object' && 'toJS' in value && typeof value.toJS === 'function' ? value.toJS() : value;
  return Array.isArray(list) ? (list as SampleRecord[]) : [];
};

/** A record as the box shows it (summary-words.ts): words in quotes, a row of hours as the site says it, a file by its name. */
const shown = (record: SampleRecord) => sampleWords(record);

/** The field the address asks to keep the value of, as a key path; none when it names none. */
const keepParam = () => {
  const query = window.location.hash.split('?')[1];
  return query ? new URLSearchParams(query).get(KEEP_PARAM) : null;
};

const SampleValues = createClass({
  getInitialState: () => ({ kept: [] as string[] }),
  componentDidMount(this: { props: ControlProps; setState(state: object): void }) {
    const field = keepParam();
    const { entry, value, onChange } = this.props;
    if (!field || !entry) return;
    const raw = entry.getIn(['data', ...field.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key))]);
    const held = raw && typeof raw === 'object' && 'toJS' in raw ? (raw as { toJS(): unknown }).toJS() : raw;
    const records = plain(value);
    const left = records.filter((record) => !holdsSample(held, record));
    if (left.length === records.length) return;
    onChange(left);
    this.setState({ kept: records.filter((record) => !left.includes(record)).map(shown) });
  },
  render(this: { props: ControlProps; state: { kept: string[] }; setState(state: object): void }) {
    const { forID, classNameWrapper, onChange } = this.props;
    const records = plain(this.props.value);
    return h(
      'div',
      { id: forID, className: `${classNameWrapper} sample-values` },
      this.state.kept.length > 0
        ? h('p', { className: 'sample-values-kept', role: 'status' }, `Kept as it is: ${this.state.kept.join(', ')}. Publish to save.`)
        : null,
      records.length === 0
        ? h('p', null, 'None: every value here is the business\u2019s own.')
        : h(
            'ul',
            null,
            ...records.map((record, index) =>
              h(
                'li',
                { key: index },
                h('span', null, shown(record)),
                // A picture or PDF of the sample is replaced by an upload, never kept.
                isSampleFile(record) ? null : ' ',
                isSampleFile(record)
                  ? null
                  : h(
                      'button',
                      {
                        type: 'button',
                        className: 'sample-values-keep',
                        'aria-label': `Keep ${shown(record)} as it is`,
                        onClick: () => {
                          onChange(records.filter((_, other) => other !== index));
                          this.setState({ kept: [...this.state.kept, shown(record)] });
                        },
                      },
                      'Keep',
                    ),
              ),
            ),
          ),
    );
  },
});

CMS.registerWidget('sample-values', SampleValues, () => null);
