// The checks between entries that no single entry's schema can make, for the one load of the site
// (src/validation/load-site.ts) that the build, the local site and `npm run validate` share, so
// the three give one verdict. They return problems and nothing else: what each refuses stops the
// build; what it warns of is said everywhere and stops nothing.
// - refused: two entries at one position, a PDF that is not there, a placeholder the site does not
//   fill in, and whatever the path table refuses (src/lib/paths/path-table.ts: two entries on one
//   path, a link or old path to no page);
// - warned: a count of depots typed by hand that is wrong, words that still name a paused product
//   or a deleted entry, words that list most of a group of entries by hand and leave one out
//   (listed-names.ts), the newest declaration of a kind a season out of date, two products with
//   one picture.
// Each problem names the entry and field (content-problems.ts words it for a developer and for the
// office), and says what to change.
import { posix } from 'node:path';
import { isPaused, type PathEntries } from '../paths/route-claims.ts';
import type { PathTable } from '../paths/path-table.ts';
import { UPLOADED_FILES } from '../paths/files.ts';
import type { PdfReference } from '../company/pdfs.ts';
import { declarationKind, displayDate, newestOfEachKind, seasonEnd, seasonPast } from '../company/declarations.ts';
import { problem, type ContentProblem, type PlaceOf } from './content-problems.ts';
import { listedNameProblems, nameGroups } from './listed-names.ts';
import { nameFinder } from './names-in-words.ts';
import { ORDERED_COLLECTIONS, checkOrderTies, type OrderedCollections } from './order-ties.ts';
import { COUNTS, numberWord, placeholder, unknownPlaceholders, wordsOf, wrongCounts, type CountName } from './typed-counts.ts';

/** An entry with words, as the checks read it. */
interface WordedEntry {
  id: string;
  file: string;
  data: object;
  body?: string | undefined;
}

/** Every text of an entry with its key path: its fields' words and its Markdown text. */
const textsOf = ({ data, body }: WordedEntry) => [...wordsOf(data), ...(body ? [{ text: body, path: ['body'] }] : [])];

/** Counts typed by hand that no longer agree (warned), and placeholders the site does not know (refused). */
function countProblems(worded: readonly WordedEntry[], counted: Record<CountName, number>, placeOf: PlaceOf): ContentProblem[] {
  const depots = counted.depots;
  const known = Object.keys(COUNTS)
    .map((name) => placeholder(name as CountName))
    .join(', ');
  return worded.flatMap((entry) =>
    textsOf(entry).flatMap(({ text, path }) => [
      ...wrongCounts(text, 'depots', depots).map((phrase) =>
        problem(
          'warn',
          placeOf(entry.file, path),
          `"${phrase}", but the site has ${numberWord(depots)} depots; write ${placeholder('depots')} where the number goes and the site fills it in`,
        ),
      ),
      ...unknownPlaceholders(text).map((written) =>
        problem('refuse', placeOf(entry.file, path), `"${written}" is not a number the site fills in; write one of ${known}`),
      ),
    ]),
  );
}

/** What has gone from the site that its words may still name: an entry deleted since the last published version. */
export interface RemovedEntry {
  /** What it was, as the words call it: "depot", "product". */
  kind: string;
  name: string;
}

/** Words that still name a paused product or a deleted entry: warned, at each text, with the paused product one click away. */
function staleNameProblems(
  worded: readonly WordedEntry[],
  products: PathEntries['products'],
  removed: readonly RemovedEntry[],
  placeOf: PlaceOf,
): ContentProblem[] {
  const gone = [
    ...products.filter(isPaused).map(({ file, data }) => ({
      file,
      name: data.name,
      why: `which is paused (hidden from the site): change the words, or set it back on sale`,
      also: [placeOf(file, 'availability')],
    })),
    ...removed.map(({ kind, name }) => ({ file: undefined, name, why: `a ${kind} that has been deleted: change the words`, also: [] })),
  ];
  if (gone.length === 0) return [];
  const namedIn = nameFinder(gone, ({ name }) => name);
  return worded.flatMap((entry) =>
    textsOf(entry).flatMap(({ text, path }) =>
      namedIn(text)
        .filter(({ file }) => file !== entry.file)
        .map(({ name, why, also }) => problem('warn', placeOf(entry.file, path), `names "${name}", ${why}`, also)),
    ),
  );
}

/** The newest declaration of a kind whose season ended more than a year before `today`: no longer marked Latest. */
function oldDeclarationProblems(declarations: OrderedCollections['declarations'], today: string, placeOf: PlaceOf): ContentProblem[] {
  const newest = newestOfEachKind(declarations.map(({ data }) => data));
  return declarations
    .filter(({ data }) => newest.has(data) && seasonPast(data.season, today))
    .map(({ file, data }) =>
      problem(
        'warn',
        placeOf(file, 'season'),
        `"${data.title}" is the newest ${declarationKind(data)} declaration, and its season ended on ${displayDate(seasonEnd(data.season))}, more than a year ago: the site no longer marks it Latest; add this season's declaration`,
      ),
    );
}

/** Where a picture is, so two entries naming one file compare equal: the image pipeline's address, or the path from the entry. */
function pictureKey(file: string, src: unknown): string | undefined {
  if (typeof src === 'string') return posix.join(posix.dirname(file), src);
  const address = (src as { src?: unknown } | undefined)?.src;
  return typeof address === 'string' ? address.replace(/\?.*$/, '') : undefined;
}

/** Two products showing one picture: the office's choice to make, so a warning, at the later one's picture. */
function sharedPictureProblems(products: readonly { file: string; data: { photo?: { src: unknown } | undefined } }[], placeOf: PlaceOf) {
  const first = new Map<string, string>();
  return products.flatMap(({ file, data }) => {
    const key = data.photo ? pictureKey(file, data.photo.src) : undefined;
    if (!key) return [];
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, file);
      return [];
    }
    const other = placeOf(earlier, 'photo');
    return [
      problem(
        'warn',
        placeOf(file, 'photo'),
        (name) => `shows the same picture as ${name(other)}; a picture of its own shows a farmer what they are buying`,
        [other],
      ),
    ];
  });
}

/** The entries the checks between entries read, each with its file. */
export type SiteEntries = PathEntries &
  OrderedCollections & {
    products: readonly { file: string; data: { photo?: { src: unknown } | undefined } }[];
    pages: readonly WordedEntry[];
    categories: readonly WordedEntry[];
  };

interface RuleOptions {
  /** The path table made from the same entries (src/lib/paths/path-table.ts), with what is wrong with its paths and links. */
  table: Pick<PathTable, 'problems'>;
  /** The PDFs the entries name that are neither uploaded nor on a PDF storage (src/lib/company/pdfs.ts). */
  missingPdfs: readonly Pick<PdfReference, 'file' | 'field' | 'path'>[];
  /** Places a field as the editor's form shows it (src/loaders/entry-places.ts). */
  placeOf: PlaceOf;
  /** The build's day, YYYY-MM-DD: how old the declarations are. */
  today: string;
  /** The counts the words' placeholders were filled in with (src/lib/content/typed-counts.ts). */
  counts: Record<CountName, number>;
  /** Entries deleted since the last published version, whose names the words may still use. */
  removed?: readonly RemovedEntry[];
  /**
   * Collections with an entry that failed its own checks: the checks that read them wait until
   * the entries pass, as one broken entry would otherwise be named twice (a deleted depot under a
   * person).
   */
  failed?: ReadonlySet<string>;
}

/** A PDF an entry names that is not there, in both readers' words. */
const missingPdfProblem = ({ file, field, path }: RuleOptions['missingPdfs'][number], placeOf: PlaceOf) =>
  problem('refuse', placeOf(file, field), {
    developer: `the PDF "${path}" is not among the uploaded files (${UPLOADED_FILES.dir}) and the settings give no PDF storage address; upload it in the editor, or correct the name`,
    office: `the PDF "${path}" is not among the uploaded files; upload it, or choose another`,
  });

/**
 * Every problem between entries, the refused first: orders without ties, the path table's
 * (paths and links), the PDFs the entries name, the counts and names in the words, the
 * declarations' age, pictures shared between products. Nothing throws: the caller decides (the
 * build stops on a refused problem).
 */
export function siteProblems(
  entries: SiteEntries,
  { table, missingPdfs, placeOf, today, counts, removed = [], failed = new Set() }: RuleOptions,
): ContentProblem[] {
  /** The problems of a check that reads `collections`, unless one of them failed its own checks. */
  const after = (collections: readonly string[], found: readonly ContentProblem[]) =>
    collections.some((collection) => failed.has(collection)) ? [] : found;
  const worded = [...entries.pages, ...entries.categories, ...(entries.products as readonly WordedEntry[])];
  const problems = [
    ...after(ORDERED_COLLECTIONS, checkOrderTies(entries, placeOf)),
    ...after(['pages', 'categories', 'products', 'notices'], table.problems),
    ...after(
      ['settings', 'products', 'declarations', 'pages'],
      missingPdfs.map((missing) => missingPdfProblem(missing, placeOf)),
    ),
    ...after(['pages', 'categories', 'products', 'locations'], countProblems(worded, counts, placeOf)),
    ...after(['pages', 'categories', 'products'], staleNameProblems(worded, entries.products, removed, placeOf)),
    ...after(
      ['pages', 'categories', 'products', 'locations', 'declarations'],
      listedNameProblems(worded, nameGroups(entries as unknown as Parameters<typeof nameGroups>[0]), placeOf),
    ),
    ...after(['declarations'], oldDeclarationProblems(entries.declarations, today, placeOf)),
    ...after(['products'], sharedPictureProblems(entries.products, placeOf)),
  ];
  return [...problems.filter(({ severity }) => severity === 'refuse'), ...problems.filter(({ severity }) => severity === 'warn')];
}
