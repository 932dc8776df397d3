// How the editor words a folded row of a list (src/admin/summaries.ts): as the office wrote it, never
// as the data holds it. Decap's summary templates print a list as `List [ "mon", "tue" ]`, a choice
// by its stored value (`featured-testimonials`) and an empty row by a field's key (`No days`); here
// a choice reads as its label, a list of choices as their labels, and a row of hours as the page says
// it ("Mon–Fri 7.30 am – 5 pm", src/conventions/opening-hours.ts). So too a sample value in the
// form's Sample values box (sample-values.ts): a row of hours as the page says it, a picture or a PDF
// by its file's name, never by its path. Pure, for the browser and unit tests alike.
import { TIME_PATTERN, WEEKDAYS, spokenRow, type Weekday } from '../conventions/opening-hours.ts';

/** A field of a list's rows as the editor's configuration gives it. */
export interface RowField {
  name: string;
  label?: string;
  widget?: string;
  options?: readonly (string | { label: string; value: unknown })[];
  /** A list of single values: the value's own field. */
  field?: RowField;
  fields?: readonly RowField[];
  types?: readonly RowField[];
  summary?: string;
  label_singular?: string;
  row_words?: string;
}

/** A row of hours as the form holds it while it is filled in. */
interface HoursRowValue {
  days?: unknown;
  opens?: unknown;
  closes?: unknown;
}

/** The words for a whole row, by the list's `row_words`: a row of hours once its days and times are in. */
const ROW_WORDS: Record<string, (row: Record<string, unknown>) => string | undefined> = {
  'opening hours': ({ days, opens, closes }: HoursRowValue) =>
    Array.isArray(days) &&
    days.length > 0 &&
    days.every((day) => WEEKDAYS.includes(day as Weekday)) &&
    TIME_PATTERN.test(String(opens)) &&
    TIME_PATTERN.test(String(closes))
      ? spokenRow({ days: days as Weekday[], opens: String(opens), closes: String(closes) })
      : undefined,
};

/** A value as words: a choice by its label, a list by its items' words, a group by its first words. */
function valueWords(value: unknown, field: RowField | undefined): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value))
    return value
      .map((item) => valueWords(item, field))
      .filter(Boolean)
      .join(', ');
  if (typeof value === 'object') {
    const fields = field?.fields ?? [];
    return fields.map((child) => valueWords((value as Record<string, unknown>)[child.name], child)).find(Boolean) ?? '';
  }
  const option = field?.options?.find((choice) => (typeof choice === 'string' ? choice : choice.value) === value);
  return typeof option === 'object' ? option.label : String(value).trim();
}

/** A summary template filled in with the row's words: `{{heading}}`, `{{fields.heading}}`, `{{heading | default('(no heading)')}}`. */
function filled(template: string, row: Record<string, unknown>, fields: readonly RowField[]): string {
  return template
    .replace(/\{\{\s*(?:fields\.)?([\w]+)\s*(?:\|\s*default\(\s*'([^']*)'\s*\))?\s*\}\}/g, (_, name: string, fallback?: string) => {
      const words = valueWords(
        row[name],
        fields.find((field) => field.name === name),
      );
      return words || fallback || '';
    })
    .replace(/\s+\u00b7\s*$/, '')
    .trim();
}

/** The words of a folded row of `list`: its summary filled in, or its first field's words; a row with nothing in it yet is a new one. */
export function rowWords(list: RowField, item: unknown): string {
  const kind = item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : undefined;
  // A list of kinds (page sections): the kind's own fields and summary.
  const type = list.types?.find((each) => each.name === kind?.['type']);
  const fields = type?.fields ?? list.fields ?? (list.field ? [list.field] : []);
  const row = kind && !list.field ? kind : { [list.field?.name ?? 'item']: item };
  const whole = list.row_words ? ROW_WORDS[list.row_words]?.(row) : undefined;
  const summary = type?.summary ?? list.summary;
  const words = whole ?? (summary ? filled(summary, row, fields) : valueWords(row[fields[0]?.name ?? ''], fields[0]));
  return words || (type ? String(type.label ?? type.name) : `New ${list.label_singular ?? 'item'}`);
}

/** A file's name, without the folders before it. */
const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** A sample value as the Sample values box words it: words in quotes, a row of hours as the page says it, a file by its name. */
export function sampleWords(record: unknown): string {
  if (record && typeof record === 'object' && !Array.isArray(record)) {
    const row = record as Record<string, unknown>;
    if (typeof row['words'] === 'string') return `\u201c${row['words']}\u201d (in the words)`;
    return (
      ROW_WORDS['opening hours']!(row) ??
      Object.values(row)
        .map((part) => (Array.isArray(part) ? part.join(', ') : String(part)))
        .join(' \u00b7 ')
    );
  }
  const value = String(record);
  if (/\/[^/]+\.(?:jpe?g|png|webp|avif|gif|svg)$/i.test(value)) return `the picture ${fileName(value)}`;
  if (/\.pdf$/i.test(value)) return `the PDF ${fileName(value)}`;
  return `\u201c${value}\u201d`;
}

/** The separator of a list's card summary (src/collections.ts). */
const PARTS = ' \u00b7 ';

/**
 * A card's summary with each stored value after its first part (the entry's name) in words: an
 * entry chosen by its name as `names` gives it ("calf": "Calf Feed"), a choice by its label as
 * `labels` gives it, in lower case and without its note in brackets ("Paused (hidden from the
 * site)": "paused").
 */
export function cardWords(
  summary: string,
  { names, labels }: { names: Readonly<Record<string, string>>; labels: Readonly<Record<string, string>> },
): string {
  const [name, ...parts] = summary.split(PARTS);
  const said = (part: string) =>
    Object.hasOwn(names, part)
      ? names[part]!
      : Object.hasOwn(labels, part)
        ? labels[part]!.replace(/\s*\([^)]*\)$/, '').toLowerCase()
        : part;
  return [name, ...parts.map(said)].join(PARTS);
}
