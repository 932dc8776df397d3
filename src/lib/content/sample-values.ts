// Sample content must not go live. Every entry lists in `sample` the values of the sample business
// it still may hold, value by value, and a value is a sample for as long as the entry holds it:
// - a word, number or address: wherever a field or a list's row holds it whole;
// - a row of a list (an hours row, an e-mail contact): wherever a list holds an equal row;
// - `{ words: ... }`: words of the sample business written in a text (the places PKE comes
//   through), for as long as a text holds them.
// So saving a real value takes it off the list with nothing else to do, a list stays on it until
// each sample row is replaced or removed, and a value the business keeps is kept by taking it out
// of `sample`. Besides, an address on a .example domain (reserved for examples, it never resolves)
// is a sample wherever it is, and a sample PDF is the business's own once a file is uploaded at its
// address. `npm run launch-ready`, the editor's Going live page and a production build all list
// what remains through `goingLive` (src/lib/content/going-live.ts).
import { spokenClosedDay, spokenRow, type ClosedDay, type HoursRow } from '../../conventions/opening-hours.ts';
import { IMAGE_PATH } from './entry-format.ts';

/** One sample value as an entry lists it. */
export type SampleRecord = string | number | boolean | { words: string } | Record<string, unknown>;

/**
 * Whether a sample record is a file, a picture or a PDF: the sample's own, which the business
 * replaces with its own upload rather than keeps (a sample PDF is made by the site only while it is
 * a sample; kept, the build would look for the business's upload).
 */
export const isSampleFile = (record: SampleRecord): boolean =>
  typeof record === 'string' && (IMAGE_PATH.test(record) || record.endsWith('.pdf'));

/** A sample value still in an entry: where it is now, and the record that lists it (none for an example address). */
export interface SampleValue {
  file: string;
  /** Where in the entry, e.g. phones.1 or sections.3.video.id. */
  field: string;
  value: string;
  record?: SampleRecord | undefined;
}

// An address on a reserved example domain: name@x.example, https://x.example/...
const EXAMPLE_DOMAIN = /[@.]example(?:[/:]|$)|^https?:\/\/example(?:[/:]|$)/i;

/** A value as the office reads it: an hours row or a closed day as the site says it, another row by its parts. */
function show(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return String(value);
  const row = value as Record<string, unknown>;
  if (Array.isArray(row['days']) && typeof row['opens'] === 'string') return spokenRow(row as unknown as HoursRow);
  if (typeof row['date'] === 'string' && typeof row['name'] === 'string') return spokenClosedDay(row as unknown as ClosedDay);
  return Object.values(row)
    .filter((part) => part !== undefined && part !== null && part !== '')
    .map((part) => (typeof part === 'object' ? show(part) : String(part)))
    .join(' \u00b7 ');
}

/** Words as compared: without the spaces around them, or an address's closing slash (the site adds one to its own). */
const comparable = (text: string) => text.trim().replace(/\/$/, '');

/** Two values alike: the same words, numbers and rows. */
const same = (a: unknown, b: unknown): boolean => {
  if (typeof a === 'string' && typeof b === 'string') return comparable(a) === comparable(b);
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => same(item, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
  }
  return a === b;
};

/** Text with every run of spaces and line breaks one space. */
const collapsed = (text: string) => text.replace(/\s+/g, ' ');

const isWords = (record: SampleRecord): record is { words: string } =>
  typeof record === 'object' && Object.keys(record).length === 1 && typeof (record as { words?: unknown }).words === 'string';

/** The sample records an entry lists. */
const samplesOf = (data: Record<string, unknown>): SampleRecord[] =>
  Array.isArray(data['sample']) ? (data['sample'] as SampleRecord[]) : [];

/**
 * Every value of an entry, at any depth, with its key path: what a sample may be. `written` gives
 * a value as its file writes it (a picture from the image pipeline by its path), by default itself.
 */
function valuesIn(
  data: unknown,
  written: (value: unknown) => unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; value: unknown }[] {
  const value = written(data);
  const here = path.length > 0 ? [{ path, value }] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, index) => valuesIn(item, written, [...path, index]))];
  if (value && typeof value === 'object')
    return [
      ...here,
      ...Object.entries(value).flatMap(([key, item]) =>
        path.length === 0 && key === 'sample' ? [] : valuesIn(item, written, [...path, key]),
      ),
    ];
  return here;
}

interface SampleOptions {
  /** A value as its file writes it, for values the reader has turned into something else (a picture's metadata); by default itself. */
  written?: (value: unknown) => unknown;
  /** True for a PDF path with a file uploaded at it: the business's own, whatever the sample said. */
  uploaded?: (path: string) => boolean;
  /** The entry's Markdown text, for Markdown collections: its words may hold a sample too. */
  body?: string | undefined;
  /** Fields the site works out (an address, an order, an e-mail from the domain): what they come from is on the list, not they. */
  workedOut?: readonly string[] | undefined;
}

/** Each sample value still in an entry: every record it lists that it still holds, where it holds it, and every example address. */
export function sampleValues(
  file: string,
  data: Record<string, unknown>,
  { written = (value) => value, uploaded = () => false, body, workedOut = [] }: SampleOptions = {},
): SampleValue[] {
  const values = [...valuesIn(data, written), ...(body ? [{ path: ['body'], value: body }] : [])];
  const found: SampleValue[] = [];
  const at = new Set<string>();
  const add = (path: (string | number)[], value: unknown, record?: SampleRecord) => {
    const field = path.join('.');
    // Once for each place: a row that is a sample holds its example address, not two samples. A text
    // may hold several sample phrases, each listed.
    if (record === undefined || !isWords(record)) {
      if ([...at].some((flagged) => field === flagged || field.startsWith(`${flagged}.`))) return;
      at.add(field);
    }
    found.push({ file, field, value: show(value), record });
  };
  for (const record of samplesOf(data)) {
    if (isWords(record)) {
      // Words as they read, however the text's lines are wrapped.
      const words = collapsed(record.words);
      for (const { path, value } of values)
        if (typeof value === 'string' && collapsed(value).includes(words)) add(path, record.words, record);
      continue;
    }
    for (const { path, value } of values) {
      if (!same(value, record)) continue;
      if (typeof value === 'string' && value.endsWith('.pdf') && uploaded(value)) continue;
      add(path, value, record);
    }
  }
  for (const { path, value } of values) {
    if (typeof value === 'string' && EXAMPLE_DOMAIN.test(value) && !workedOut.includes(String(path[0]))) add(path, value);
  }
  return found;
}

/** The records of an entry's `sample` it still holds somewhere (its Markdown text included): the others were replaced. */
export const heldSamples = (data: Record<string, unknown>, body?: string): SampleRecord[] => {
  const records = samplesOf(data);
  const values = [...valuesIn(data, (value) => value), ...(body ? [{ path: ['body'], value: body }] : [])].map(({ value }) => value);
  return records.filter((record) => values.some((value) => holdsSample(value, record)));
};

/** True when `held` (a field's value) is the sample `record`: the same value, or a text with its words. */
export const holdsSample = (held: unknown, record: SampleRecord): boolean =>
  isWords(record) ? typeof held === 'string' && collapsed(held).includes(collapsed(record.words)) : same(held, record);

/** True when an entry still holds `value` as one of its samples (a PDF the site makes a sample of, a video that would play nothing). */
export const isSampleValue = (data: { sample?: readonly unknown[] | undefined }, value: unknown): boolean =>
  (data.sample ?? []).some((record) => same(record, value));

/**
 * A page's sections as the site shows them. A video whose id is still a sample is made up and
 * would play nothing, so it is left out until the business's own is in.
 */
export function sectionsShown<S extends { type: string }>(page: { sections: readonly S[]; sample?: readonly unknown[] | undefined }): S[] {
  return page.sections.filter(
    (section) => !(section.type === 'video' && isSampleValue(page, (section as { video?: { id?: unknown } }).video?.id)),
  );
}
