// The one road from the content to the site: every collection's entries, however they were read
// (Astro's content layer in the build and the local site, src/data/site.ts; the folder readers for
// `npm run validate`, src/validation/content.ts), go through this one function, which fills the
// counts into the words, makes the path table and finds the PDFs, and runs every check between
// entries. So the build, the local site, the editor's files and `validate` get one verdict from
// one load. It reads nothing itself but the uploaded files' sizes and, through git, the entries
// deleted since the last published version.
import { statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { COLLECTION_NAMES, SETTINGS_ID, definitionOf, type CollectionName } from '../collections.ts';
import { buildDate } from '../conventions/build-date.ts';
import { pdfReferences, resolvePdfs, type Pdf, type PdfSources } from '../lib/company/pdfs.ts';
import { problem, refused, type ContentProblem, type PlaceOf } from '../lib/content/content-problems.ts';
import type { Entry } from '../lib/content/entry.ts';
import { siteProblems, type RemovedEntry, type SiteEntries } from '../lib/content/site-rules.ts';
import { siteCounts, withCountsFilled, type Counts } from '../lib/content/typed-counts.ts';
import { unusedFileProblems, type StoredFiles } from '../lib/content/unused-files.ts';
import { goingLive, type GoingLive } from '../lib/content/going-live.ts';
import { IMAGE_PATH } from '../lib/content/entry-format.ts';
import { UPLOADED_FILES, uploadedFile } from '../lib/paths/files.ts';
import { pathTable, type PathTable } from '../lib/paths/path-table.ts';
import type { Settings } from '../schemas/settings.ts';
import { collectionDir } from '../loaders/entry-files.ts';
import { placesOf } from '../loaders/entry-places.ts';
import { removedEntries } from '../loaders/removed-entries.ts';
import { storedFiles } from '../loaders/linked-files.ts';

/** Every collection's entries, by collection, as one reader gives them. */
export type LoadedEntries = { [K in CollectionName]: readonly Entry<object>[] };

/** What one reader gives of a collection: the entries that passed their own checks, and whether any failed them. */
interface CollectionRead<E> {
  entries: E;
  failed: boolean;
}

/** Every collection as one reader read it. */
export type SiteReads<L extends LoadedEntries> = { [K in CollectionName]: CollectionRead<L[K]> };

export interface LoadedSite<L extends LoadedEntries> {
  /** Every collection's entries as written, placeholders and all: what the editor's files show. */
  written: L;
  /** The same, with the counts filled into the words ({depots} → seven): what the pages show. */
  entries: L;
  /** What the words' placeholders were filled in with. */
  counts: Counts;
  /** The settings entry, src/content/settings/site.yaml; undefined when it is missing or broken (a problem says so). */
  settings: (L['settings'][number] & { data: Settings }) | undefined;
  /** Every path the site serves and every old path, with the entry that claims it. */
  table: PathTable;
  /** Each PDF path the content names → its path, and the size and sample bytes of the site's own. */
  pdfs: Map<string, Pdf>;
  /** Places a field of any entry as the office's form shows it. */
  placeOf: PlaceOf;
  /** Every problem the checks between entries found, the refused first. */
  problems: ContentProblem[];
}

export interface LoadOptions {
  /** The size of an uploaded file, if there is one. */
  statFile?: (file: string) => { size: number } | undefined;
  /** The build's day, YYYY-MM-DD. */
  today?: string;
  /** Entries deleted since the last published version, whose names the words may still use. */
  removed?: readonly RemovedEntry[];
  /** The pictures and PDFs the entries could name, from the project root. */
  stored?: StoredFiles;
}

/**
 * A value as its entry's file writes it, where its schema has made it something else: a picture the
 * image pipeline has read (Astro's metadata, which keeps the picture's own file) as its path from
 * the entry, a phone number (its words and the number dialled) as its words.
 */
function asWritten(value: unknown, file: string): unknown {
  if (!value || typeof value !== 'object') return value;
  const { fsPath, display, tel } = value as { fsPath?: unknown; display?: unknown; tel?: unknown };
  if (typeof fsPath === 'string') return relative(dirname(file), fsPath);
  if (typeof display === 'string' && typeof tel === 'string' && Object.keys(value).length === 2) return display;
  return value;
}

/** Each picture an entry names, from the project root. */
function picturesNamed(entries: LoadedEntries): Set<string> {
  const named = new Set<string>();
  const visit = (file: string, value: unknown): void => {
    const written = asWritten(value, file);
    if (typeof written === 'string') {
      if (IMAGE_PATH.test(written) && !/^[a-z]+:/i.test(written)) named.add(relative(process.cwd(), resolve(dirname(file), written)));
    } else if (Array.isArray(written)) written.forEach((item) => visit(file, item));
    else if (written && typeof written === 'object') for (const item of Object.values(written)) visit(file, item);
  };
  for (const list of Object.values(entries)) for (const { file, data } of list) visit(file, data);
  return named;
}

/** What is left before going live (src/lib/content/going-live.ts), from a load of the site and the environment it is built in. */
export function goingLiveOf(
  { written, placeOf, pdfs, problems }: Pick<LoadedSite<LoadedEntries>, 'written' | 'placeOf' | 'pdfs' | 'problems'>,
  env: Record<string, string | undefined> = process.env,
): GoingLive {
  const entries = COLLECTION_NAMES.flatMap((collection) =>
    written[collection].map(({ file, data, body }) => ({
      collection,
      file,
      data: data as Record<string, unknown>,
      body,
      workedOut: Object.keys(definitionOf(collection).derived ?? {}),
    })),
  );
  // A PDF the office uploaded is the site's own file: not a sample the site makes, nor one on the file storage.
  const uploaded = (path: string) => {
    const pdf = pdfs.get(path);
    return pdf !== undefined && !('generated' in pdf) && pdf.size !== undefined;
  };
  const atStart = (written.settings.find(({ id }) => id === SETTINGS_ID)?.data as Partial<Settings> | undefined)?.sampleAtStart;
  return goingLive(entries, { placeOf, refusals: refused(problems), written: asWritten, uploaded, env, atStart });
}

/**
 * The whole site from what one reader read of each collection: the counts, the path table, the
 * PDFs and every check between entries. A collection with a broken entry still gives the others;
 * the checks that read it wait until it is fixed.
 */
export function loadSite<L extends LoadedEntries>(
  reads: SiteReads<L>,
  {
    statFile = (file) => statSync(file, { throwIfNoEntry: false }),
    today = buildDate(),
    removed = removedEntries(),
    stored = storedFiles(),
  }: LoadOptions = {},
): LoadedSite<L> {
  const written = Object.fromEntries(COLLECTION_NAMES.map((name) => [name, reads[name].entries])) as unknown as L;
  const failed = new Set<string>(COLLECTION_NAMES.filter((name) => reads[name].failed));
  // Every placeholder of a count filled in once, here, in the fields and the rendered text alike.
  const counts = siteCounts(written as unknown as Parameters<typeof siteCounts>[0]);
  const entries = withCountsFilled(written, counts);
  const placeOf = placesOf(entries);
  const settings = entries.settings.find(({ id }) => id === SETTINGS_ID) as LoadedSite<L>['settings'];
  if (!settings) {
    const missing = failed.has('settings')
      ? []
      : [problem('refuse', { file: `${collectionDir('settings')}/${SETTINGS_ID}.yaml` }, 'is missing: the site needs its settings')];
    return {
      written,
      entries,
      counts,
      settings,
      table: { routes: new Map(), redirects: new Map(), problems: [] },
      pdfs: new Map(),
      placeOf,
      problems: missing,
    };
  }
  const checked = { ...entries, settings: settings.data, settingsFile: settings.file } as unknown as SiteEntries & PdfSources;
  const table = pathTable(checked, placeOf);
  const { pdfs, missing } = resolvePdfs(settings.data.fileStorageBase, pdfReferences(checked), statFile);
  const uploaded = [...pdfs.values()].flatMap(({ href }) => (href.startsWith(UPLOADED_FILES.path) ? [uploadedFile(href)] : []));
  // Told only once every entry passes its own checks: a broken one may be the one that names a file.
  const unused = failed.size > 0 ? [] : unusedFileProblems(stored, new Set([...picturesNamed(entries), ...uploaded]));
  const problems = [...siteProblems(checked, { table, missingPdfs: missing, placeOf, today, counts, removed, failed }), ...unused];
  return { written, entries, counts, settings, table, pdfs, placeOf, problems };
}
