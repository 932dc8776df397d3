// Going live: every value of the sample business still in the content (sample-values.ts), and what
// going live needs beyond the content (the editor's repository, the site's address), grouped as the
// office thinks of them, each with where it is and what to do. One list, made by one function for
// `npm run launch-ready`, the editor's Going live page (/admin/going-live) and the production
// build, which refuses to run while anything is on it: so "ready to go live" and the build agree.
import type { Place } from '../../conventions/places.ts';
import { IMAGE_PATH } from './entry-format.ts';
import type { ContentProblem, PlaceOf } from './content-problems.ts';
import { officeField } from './content-problems.ts';
import { sampleValues, type SampleValue } from './sample-values.ts';

/** The groups of the list, in the order the office works through them. */
export const GOING_LIVE_GROUPS = [
  'What the site cannot be built with',
  'The business\u2019s details',
  'People',
  'Sites and depots',
  'Products and categories',
  'Words on the pages',
  'Photos',
  'PDFs',
  'Testimonials',
  'Videos',
  'To ask whoever set up the hosting',
] as const;
type GoingLiveGroup = (typeof GOING_LIVE_GROUPS)[number];

/** One thing left before going live. */
interface GoingLiveItem {
  group: GoingLiveGroup;
  /** The field it is in, for a value of the content; none for what the hosting must set. */
  at?: Place | undefined;
  /** The sample value as the entry holds it. */
  value?: string | undefined;
  /** What to do, in the office's words. */
  todo: string;
}

/** The list, and how far the office is through the sample business's values. */
export interface GoingLive {
  items: GoingLiveItem[];
  /** How many of the items are values of the sample business; the others are for the build or the hosting. */
  samplesLeft: number;
  /**
   * How many of the sample business's values the content held as shipped (the settings'
   * `sampleAtStart`) are gone from it: replaced, kept or deleted with their entry. None when the
   * settings do not say.
   */
  done?: number | undefined;
}

/** An entry as the list reads it: its collection, file and data as written. */
interface ListedEntry {
  collection: string;
  file: string;
  data: Record<string, unknown>;
  body?: string | undefined;
  /** The fields the site works out for it when left empty. */
  workedOut?: readonly string[] | undefined;
}

/** The GitHub repository the live site's browser editor saves to, as owner/name. */
const EDITOR_REPO_PATTERN = /^[\w.-]+\/[\w.-]+$/;

const BY_COLLECTION: Record<string, GoingLiveGroup> = {
  settings: 'The business\u2019s details',
  staff: 'People',
  locations: 'Sites and depots',
  products: 'Products and categories',
  categories: 'Products and categories',
  declarations: 'PDFs',
  testimonials: 'Testimonials',
};

/** Where a sample value belongs on the list: by what it is (a photo, a PDF, a video), else by its entry. */
function groupOf(collection: string, { field, value }: SampleValue): GoingLiveGroup {
  if (collection === 'settings' && field === 'url') return 'To ask whoever set up the hosting';
  if (IMAGE_PATH.test(value)) return 'Photos';
  if (value.endsWith('.pdf')) return 'PDFs';
  if (/(?:^|\.)video\.id$/.test(field)) return 'Videos';
  return BY_COLLECTION[collection] ?? 'Words on the pages';
}

/** What to do about a sample value, in the office's words. */
function todoFor(group: GoingLiveGroup, { record, value }: SampleValue): string {
  if (group === 'To ask whoever set up the hosting') return 'the site\u2019s own address: ask whoever set up the hosting, and type it here';
  if (group === 'Photos') return 'upload the business\u2019s own photo here';
  // A declaration's other fields (its name, its date) are listed with the PDFs, and typed.
  if (group === 'PDFs' && value.endsWith('.pdf')) return 'upload the business\u2019s own PDF here';
  if (group === 'Videos') return 'give the ID of the business\u2019s own video, or remove the video';
  if (record === undefined) return 'an example address: type the business\u2019s own';
  return 'type the business\u2019s own, or keep it if it is right';
}

interface GoingLiveOptions {
  placeOf: PlaceOf;
  /** What the checks between entries refuse now: the site is not ready while the build would stop on any. */
  refusals?: readonly ContentProblem[] | undefined;
  /** A value as its file writes it (a picture from the image pipeline by its path). */
  written?: ((value: unknown, file: string) => unknown) | undefined;
  /** True for a PDF path with a file uploaded at it. */
  uploaded?: ((path: string) => boolean) | undefined;
  /** The environment the site is built in: the editor's repository is set there. */
  env: Record<string, string | undefined>;
  /** How many sample values the content held as shipped, from which the done count is worked out. */
  atStart?: number | undefined;
}

/** Everything left before going live, in the groups' order, entry by entry. */
export function goingLive(
  entries: readonly ListedEntry[],
  { placeOf, refusals = [], written, uploaded, env, atStart }: GoingLiveOptions,
): GoingLive {
  const items: GoingLiveItem[] = entries.flatMap(({ collection, file, data, body, workedOut }) => {
    const found = sampleValues(file, data, {
      body,
      workedOut,
      ...(written ? { written: (value: unknown) => written(value, file) } : {}),
      ...(uploaded ? { uploaded } : {}),
    });
    return found.map((value) => {
      const group = groupOf(collection, value);
      return { group, at: placeOf(file, value.field), value: value.value, todo: todoFor(group, value) };
    });
  });
  const samplesLeft = items.length;
  // "Ready" and the build never disagree: what the build would stop on is on the list, as the office's line says it.
  for (const { at, office } of refusals) items.push({ group: 'What the site cannot be built with', at, todo: office });
  const repo = env['CMS_GITHUB_REPO'] ?? '';
  if (!EDITOR_REPO_PATTERN.test(repo)) {
    items.push({
      group: 'To ask whoever set up the hosting',
      ...(repo ? { value: repo } : {}),
      todo: `where the editor saves the office\u2019s changes (CMS_GITHUB_REPO, a GitHub repository such as your-business/website) is ${repo ? 'not a repository' : 'not set'} where the site is built: ask whoever set up the hosting to set it (docs/editor.md)`,
    });
  }
  const order = (item: GoingLiveItem) => GOING_LIVE_GROUPS.indexOf(item.group);
  const done = atStart === undefined ? undefined : Math.max(0, atStart - samplesLeft);
  return { items: items.sort((a, b) => order(a) - order(b)), samplesLeft, done };
}

/** What is left, of the sample and besides it, and what is done: "41 of the sample business's 189 values, and 1 for the build or the hosting. 148 done." */
export function goingLiveCount({ items, samplesLeft, done }: GoingLive): string {
  const others = items.length - samplesLeft;
  const ofSample = done === undefined ? `${samplesLeft}` : `${samplesLeft} of the sample business\u2019s ${samplesLeft + done}`;
  const parts = [
    ...(samplesLeft > 0 ? [`${ofSample} ${samplesLeft + (done ?? 0) === 1 ? 'value' : 'values'}`] : []),
    ...(others > 0 ? [`${others} for the build or the hosting`] : []),
  ];
  const doneWords = done === undefined ? '' : ` ${done} done.`;
  return `${parts.join(', and ')}.${doneWords}`;
}

/** The report `npm run launch-ready` prints, and the production build refuses with: each item with its file and field, and in the office's words. */
export function launchReport(list: GoingLive): string {
  const { items, done } = list;
  if (items.length === 0)
    return `Nothing of the sample business is left${done ? ` (${done} sample values done)` : ''}: the site is ready to go live.`;
  const lines = GOING_LIVE_GROUPS.flatMap((group) => {
    const here = items.filter((item) => item.group === group);
    if (here.length === 0) return [];
    return [
      `${group} (${here.length}):`,
      ...here.map(({ at, value, todo }) => {
        const shown = value && value.length > 70 ? `${value.slice(0, 67)}...` : value;
        return at ? `  ${at.file}: ${at.keyPath?.join('.')} = ${shown}\n    ${officeField(at)}: ${todo}` : `  ${todo}`;
      }),
    ];
  });
  const left = `${items.length} ${items.length === 1 ? 'thing is' : 'things are'} left before going live`;
  return [`${left}: ${goingLiveCount(list)}`, ...lines].join('\n');
}
