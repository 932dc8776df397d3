// Building blocks every collection's schema shares. Each field carries its label (`title`) and
// hint (`description`) as zod metadata: the build's error messages, the browser editor's forms
// (src/admin/) and the docs all read them from here.
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { HREF_PATTERN } from '../conventions/links.ts';
import { DAY_NAMES, TIME_PATTERN, WEEKDAYS } from '../conventions/opening-hours.ts';
import { FOCUS_NAMES } from '../conventions/focus.ts';
import { EDITOR_PATH, SITE_PATH, UNRESERVED_PATH } from '../conventions/paths.ts';
import { MOBILE, dialledNumber, phonePattern } from '../conventions/phone-numbers.ts';

/** Longest text each kind of field takes, in characters: generous for real copy, short of abuse. */
export const LIMITS = {
  /** A tab label or a table row label. */
  label: 40,
  /** A name, title or heading. */
  name: 90,
  /** One or two sentences. */
  sentence: 320,
  /** A paragraph. */
  paragraph: 1200,
  /** A web address or a file's path (a street address is a `name` or a `sentence`). */
  address: 300,
} as const;

/** Most items a list field takes. */
export const MAX_ITEMS = 40;

/** Non-empty text of at most `max` characters, trimmed; a sentence or longer gets a multi-line box in the editor. */
export const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `is too long: keep it to ${max} characters`)
    .meta(max >= LIMITS.sentence ? { 'x-widget': 'text' } : {});

/** A name's plural, as English adds it: "phone numbers", "former addresses". */
const plural = (singular: string) => (/(?:s|x|z|ch|sh)$/.test(singular) ? `${singular}es` : `${singular}s`);

/**
 * A list of at most MAX_ITEMS items. `singular` names one item, as the editor's "Add" button and its
 * labels do ("Add phone number", "2nd phone number"): no list can be declared without it. `several`
 * names more than one, as the editor counts a folded list ("4 closed days"), where an s at the end
 * does not make the plural ("rows of hours").
 */
export const list = <T extends z.ZodType>(item: T, singular: string, several = plural(singular)) =>
  z.array(item).max(MAX_ITEMS, `has too many items: keep it to ${MAX_ITEMS}`).meta({ 'x-singular': singular, 'x-plural': several });

/** Rows of a two-column table: a label and its value each, e.g. a nutrition table. Empty unless given. */
export const rows = (label: z.ZodType<string>, value: z.ZodType<string>, singular: string) =>
  list(fields({ label, value }), singular).default([]);

/** Edit distance between two names, ignoring case: how many letters to change to get from one to the other. */
function distance(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[y.length]!;
}

/** The known name a mistyped (or since renamed) one most likely meant, if any is close. */
export function closestName(name: string, known: readonly string[]): string | undefined {
  // A file renamed by adding to its name (timaru → timaru-port) is the likeliest meaning of the old one.
  const extended = known.filter((candidate) => candidate.length > name.length && candidate.startsWith(name));
  if (extended.length === 1) return extended[0];
  const scored = known.map((candidate) => ({ candidate, score: distance(name, candidate) }));
  const best = scored.sort((a, b) => a.score - b.score)[0];
  return best && best.score <= Math.max(2, Math.floor(name.length / 3)) ? best.candidate : undefined;
}

/**
 * An object that refuses fields it does not know, naming each one and the known field it most
 * likely meant: a typo such as `specsheet` would otherwise be dropped and its content lost.
 */
export function fields<Shape extends z.ZodRawShape>(shape: Shape) {
  const known = Object.keys(shape);
  const schema = z
    .object(shape)
    .loose()
    .superRefine(
      (value, context) => {
        if (typeof value !== 'object' || value === null) return;
        for (const key of Object.keys(value)) {
          if (known.includes(key)) continue;
          const guess = closestName(key, known);
          context.addIssue({
            code: 'custom',
            path: [key],
            message: `is not a field here${guess ? `; did you mean "${guess}"?` : ''} (fields: ${known.join(', ')})`,
          });
        }
      },
      // Checked even when other fields fail: a misspelt required field is both missing and unknown.
      { when: () => true },
    );
  // Typed as the strict object it behaves as: unknown keys never get through.
  return schema as unknown as z.ZodObject<Shape, z.core.$strict>;
}

/**
 * The values of the sample business an entry may still hold, value by value
 * (src/lib/content/sample-values.ts): a word, number or address; a row of a list (an hours row, an
 * e-mail contact); or `{ words: ... }`, words written in a text. Each is a sample for as long as the
 * entry holds it, so saving a real value takes it off `npm run launch-ready`'s list with nothing
 * else to do, and a value the business keeps is taken out of this list. A production build refuses
 * to run while any is held.
 */
const sampleRecord = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  fields({ words: z.string().trim().min(1, 'must not be empty') }),
  // A row of a list; an object of words alone is the words of a text, checked above.
  z.record(z.string(), z.unknown()).refine((row) => !Object.hasOwn(row, 'words'), 'the words of a text must not be empty'),
]);

/** One entry of a collection: `fields(shape)` plus `sample`, the values of the sample business it may still hold. */
export function entry<Shape extends z.ZodRawShape>(shape: Shape) {
  const sample = z.array(sampleRecord).optional().meta({
    title: 'Sample values',
    description:
      'Values of the sample business this entry may still hold. Each is gone from the Going live list once the field holds the business\u2019s own; press Keep beside one that is right as it is.',
    'x-widget': 'sample-values',
  });
  return fields({ ...shape, sample });
}

/**
 * Metadata for a string with a rule that only a well-formed value can break (a path the site keeps,
 * a digit count): `probe` is such a value, from which the editor's form reads that rule's message
 * (src/admin/fields.ts).
 */
export const probedBy = (probe: string) => ({ 'x-probe': probe });

/** A site path such as /dairy-feed/pke: leading slash, lower case, no trailing slash. */
export const sitePath = z
  .string()
  .trim()
  .max(LIMITS.address)
  .regex(SITE_PATH, 'must look like /dairy-feed/pke (lower case, no trailing slash)')
  .regex(UNRESERVED_PATH, 'is a path the site uses for its own files; choose another')
  .meta(probedBy(EDITOR_PATH));

/**
 * Other addresses that lead to an entry's page with a permanent redirect: the addresses it had
 * before (on the old site, or before its own address changed) and short forms people type.
 */
export const formerPaths = list(sitePath, 'former address').default([]).meta({
  title: 'Former addresses',
  description:
    'Old or short addresses that send visitors to this page, e.g. /pages/palm-kernel. When you change the page address, add the old one here so links to it keep working.',
});

/**
 * A PDF: one uploaded through the editor, served by the site (/files/pke.pdf, kept in
 * public/files; the loader checks it is there), or a path on the file storage relative to the
 * storage base in settings, e.g. spec-sheets/pke.pdf.
 */
export const pdfPath = z
  .string()
  .trim()
  .max(LIMITS.address)
  // Each part starts with a letter or digit, so no part can be ".." and climb out of the storage.
  .regex(
    /^(\/files\/)?[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*\.pdf$/,
    'must be an uploaded PDF or a path ending in .pdf, like spec-sheets/pke.pdf (lower case, no spaces)',
  )
  .meta({ 'x-widget': 'file' });

/** Where a link or button leads: a page of this site, or an https:, tel: or mailto: address. */
export const href = z
  .string()
  .trim()
  .max(LIMITS.address)
  .regex(HREF_PATTERN, 'must be a page of this site (/contact-us) or an https://, tel: or mailto: address');

/** A link shown on a page. */
export const link = fields({
  label: text(LIMITS.name).meta({ title: 'Label', description: 'The words on the link or button.' }),
  href: href.meta({ title: 'Address', description: 'A page of this site, like /feed-trailers, or a full https:// address.' }),
});

/** A number as typed: digits and spaces from a leading 0 or a +, 8 to 11 digits from the 0, checked by patterns the editor's form applies too. */
const typedNumber = () =>
  z
    .string()
    .trim()
    .regex(/^(?:0\d[\d ]{6,14}|\+[1-9][\d ]{6,18})$/, {
      message: 'must be a number like 03 555 0142, 0800 555 188 or +64 3 555 0142 (digits and spaces)',
      abort: true,
    })
    // Counted by a pattern, so the editor's form refuses it too: 8 to 11 digits from a leading 0, 8 to 15 after +.
    .regex(/^(?:0(?:\D*\d){7,10}|\+(?:\D*\d){8,15})\D*$/, 'has too few or too many digits');

/** The number read by the phone library, or the issue that it is not one of `kinds`. */
const dialled = (kinds?: Parameters<typeof dialledNumber>[1]) => (typed: string, context: z.RefinementCtx<string>) => {
  const number = dialledNumber(typed, kinds);
  if (number) return number;
  context.addIssue({ code: 'custom', message: 'is not a New Zealand phone number the phone library knows' });
  return z.NEVER;
};

/**
 * A New Zealand phone number as people read it, e.g. 0800 555 188 or 03 555 0142. The phone library
 * (src/conventions/phone-numbers.ts) checks it is a number New Zealand has, groups it as it is
 * written and works out how a link dials it: a free phone as written, the rest in the +64 form.
 * Each rule is a pattern, so the editor's form refuses what the build refuses.
 */
export const phone = typedNumber()
  .regex(
    phonePattern(),
    'is not a New Zealand phone number: check its digits against the number you ring (a landline like 03 555 0142, a mobile like 021 555 0123, a free phone like 0800 555 188)',
  )
  .meta(probedBy('01 0 0 0 0'))
  .transform(dialled());

/** A New Zealand mobile number, which a text message reaches, e.g. 027 555 0100. */
export const mobilePhone = typedNumber()
  .regex(phonePattern(MOBILE), 'must be a New Zealand mobile number, like 021 555 0123 or 027 555 0100: texts reach mobiles only')
  .meta(probedBy('01 0 0 0 0'))
  .transform(dialled(MOBILE));

export type Phone = z.output<typeof phone>;

/**
 * An https address the site builds links (and its security policy) from: no query, fragment,
 * user name or characters that could end a header value. A missing trailing slash is added.
 */
export const httpsBase = z
  .string()
  .trim()
  .max(LIMITS.address)
  // A host and a plain path: no user name, query, fragment, spaces, quotes or semicolons.
  .regex(
    /^https:\/\/[A-Za-z0-9.-]+(?::\d+)?(?:\/[A-Za-z0-9._~%/-]*)?$/,
    'must be a plain https:// address, like https://files.example.co.nz/ (no spaces, ?, #, ; or quotes)',
  )
  .transform((value) => (value.endsWith('/') ? value : `${value}/`));

/** The ids a collection's entries have, which a reference may name; none until the content's reader gives them. */
let idsOf: (collection: string) => readonly string[] = () => [];

/**
 * Tells the references where the entries' ids come from. The content's checks
 * (src/loaders/validate-entries.ts) give them before any entry is checked, so the schemas never
 * read the disk themselves; a test can give the ids of the entries it built.
 */
export function takeEntryIdsFrom(source: (collection: string) => readonly string[]): void {
  idsOf = source;
}

/** A reference to another entry, by its id (file name): must name one that exists. */
export const ref = (collection: string, noun: string) =>
  z
    .string()
    .trim()
    .superRefine((id, context) => {
      const ids = idsOf(collection);
      if (ids.includes(id)) return;
      const guess = closestName(id, ids);
      context.addIssue({
        code: 'custom',
        message: `"${id}" is not ${noun}${guess ? `; did you mean "${guess}"?` : ''} (choose from ${[...ids].sort().join(', ')})`,
        // The office's words need no ids: the form lists the entries to choose from.
        params: { officeWords: `names ${noun} that is no longer there (deleted, or renamed): choose one from the list` },
      });
    })
    .meta({ 'x-collection': collection });

/**
 * Place in a list, 1 first. A decimal slots an entry between two others, so putting one first
 * (0.5 before 1) or between 2 and 3 (2.5) needs no renumbering of the rest.
 */
export const order = z
  .number()
  .gt(0, 'must be more than 0: to put an entry ahead of the one at 1, give it 0.5')
  .max(9999)
  .meta({ title: 'Order', description: 'Place in its list: 1 comes first, and 0.5 before it.' });

/**
 * The places a photo can show in, each cutting it to a frame of its own (src/lib/design/photo-places.ts
 * gives their shapes and sizes): a photo field names the places its photo shows in, so the form
 * can show the photo as each will cut it, and warn of one too small for the largest.
 */
export const PHOTO_PLACES = ['card', 'tile', 'product', 'page', 'section', 'gallery', 'portrait', 'poster', 'share'] as const;
export type PhotoPlace = (typeof PHOTO_PLACES)[number];

/**
 * Which part of a photo stays when a frame cuts it: one of nine, as Cloudinary's gravity and a
 * compass name them ("top" keeps the top middle). Every frame the photo shows in honours it, on the
 * page and in the file the build cuts (src/lib/design/focus.ts); the middle without it.
 */
const focus = z.enum(FOCUS_NAMES, `must be one of ${FOCUS_NAMES.join(', ')}`).meta({
  title: 'Focus',
  description: 'Which part of the photo stays when a frame cuts it, e.g. top for a face or a truck near the top; the middle without it.',
  'x-widget': 'hidden',
});

/**
 * A photo from the image pipeline, with the words that describe it and the part of it that stays
 * in every frame; `example` is such words for this kind of photo, `places` where it shows.
 */
export const photo = ({ image }: SchemaContext, description: string, example: string, places: readonly PhotoPlace[]) =>
  fields({
    src: image().meta({ title: 'Picture file', description, 'x-widget': 'image' }),
    alt: text(LIMITS.sentence).meta({
      title: 'Photo description',
      description: `What the photo shows, for people who cannot see it, e.g. "${example}".`,
    }),
    focus: focus.optional(),
  }).meta({ 'x-widget': 'photo', 'x-places': [...places] });

export type Photo = z.output<ReturnType<typeof photo>>;

/** A video on the video host, shown as a click-to-play panel. */
export const video = fields({
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{6,20}$/, 'must be the video ID only, like dQw4w9WgXcQ')
    .meta({ title: 'Video ID', description: 'The part of the video address after /embed/ or watch?v=.' }),
  title: text(LIMITS.name).meta({ title: 'Video title', description: 'What the video shows; it labels the play button.' }),
});

/** A time on the 24-hour clock, as the hours rows take it. */
const time = (title: string, description: string) =>
  z.string().trim().regex(TIME_PATTERN, 'must be a time on the 24-hour clock, like 07:30 or 17:00').meta({ title, description });

/**
 * Opening hours: rows of days and times, e.g. Monday to Friday 07:30 to 17:00. The page says them
 * as people do ("Mon–Fri 7.30 am – 5 pm", days with no row as closed) and search engines get the
 * same facts (src/conventions/opening-hours.ts).
 */
const hoursRows = list(
  fields({
    days: z
      .array(z.enum(WEEKDAYS, 'must be days of the week: mon, tue, wed, thu, fri, sat or sun'))
      .min(1, 'needs at least one day')
      .refine((days) => new Set(days).size === days.length, 'names a day twice')
      .meta({
        title: 'Days',
        description: 'The days these times apply to.',
        'x-options': WEEKDAYS.map((day) => ({ label: DAY_NAMES[day].full, value: day })),
      }),
    opens: time('Opens', 'On the 24-hour clock, e.g. 07:30.'),
    closes: time('Closes', 'On the 24-hour clock, e.g. 17:00 for 5 pm.'),
  }).superRefine(({ opens, closes }, context) => {
    if (TIME_PATTERN.test(opens) && TIME_PATTERN.test(closes) && closes <= opens) {
      context.addIssue({ code: 'custom', path: ['closes'], message: `must be later than the opening time (${opens})` });
    }
  }),
  'row of hours',
  'rows of hours',
);

/**
 * An optional field of opening hours, as every place's hours are edited: titled `title`, its hint
 * saying how rows work between what `before` and `after` add for this place.
 */
export const openingHours = (title: string, { before, after }: { before?: string; after?: string }) =>
  hoursRows.optional().meta({
    title,
    // A folded row reads as the page says it (the editor's own words: src/admin/summary-words.ts).
    'x-row-words': 'opening hours',
    description: [
      before,
      'One row for each set of days with the same times, e.g. Monday to Friday, 07:30 to 17:00. Days in no row show as closed.',
      after,
    ]
      .filter(Boolean)
      .join(' '),
  });

/** A place on the map, for the "Directions" link and search engines. */
export const position = fields({
  latitude: z
    .number('must be a number like -40.3523')
    .min(-90, 'must be between -90 and 90: New Zealand\u2019s are about -34 to -47')
    .max(90, 'must be between -90 and 90: New Zealand\u2019s are about -34 to -47')
    .meta({
      title: 'Latitude',
      description: 'The first of the two numbers Google Maps shows when you press and hold the spot, e.g. -40.3523.',
    }),
  longitude: z
    .number('must be a number like 175.6082')
    .min(-180, 'must be between -180 and 180: New Zealand\u2019s are about 166 to 179')
    .max(180, 'must be between -180 and 180: New Zealand\u2019s are about 166 to 179')
    .meta({ title: 'Longitude', description: 'The second of the two numbers, e.g. 175.6082.' }),
});
