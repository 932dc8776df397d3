// Every kind of page section, each declared once: its fields (what the schema checks and the
// editor's form shows), its name and hint in the editor's "Add section" menu, how the editor's
// preview draws it, and what it means beyond its fields: the picture it can lend its page, the links
// it writes and whether it is drawn as a single column. Each kind is drawn on the site by the
// component named after it in src/components/sections/ (`key-figures` by KeyFiguresSection.astro),
// found by that name. A new kind is one entry in `sectionKinds` and its component; a kind that does
// not say how its preview draws it is a type error.
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { LIMITS, fields, href, link, list, pdfPath, photo, ref, text, video, type Photo } from './common.ts';

/** The drawn icons a feature card can show (src/components/FeatureIcon.astro). */
export const featureIcons = ['quality', 'local', 'trailer', 'advice', 'truck', 'blend'] as const;

/** Lists drawn from other collections or from settings that a list section can show (their items: src/data/section-lists.ts). */
const sectionLists = {
  'contact-details': 'Phone numbers, e-mails and head office address',
  account: 'How to open an account: what to have ready, who to ring, the form (from the site settings)',
  offices: 'The main office, plant, mill and workshop',
  staff: 'Staff cards, in their groups',
  depots: 'The molasses depots',
  'delivery-map': 'Map of the sites and depots, with where you deliver, the lead time and minimum load (from the site settings)',
  'featured-testimonials': 'Testimonials featured on this page',
  testimonials: 'All testimonials',
  declarations: 'The feed quality declarations',
  categories: 'A card for each product category',
} as const;
export type SectionListName = keyof typeof sectionLists;

const heading = text(LIMITS.name).meta({ title: 'Heading', description: 'The section\u2019s heading.' });
const intro = text(LIMITS.paragraph)
  .optional()
  .meta({ title: 'Paragraph', description: 'One paragraph under the section\u2019s heading.' });
const pdfs = list(
  fields({
    label: text(LIMITS.name).meta({ title: 'Button text', description: 'e.g. Download the feed trailer specification.' }),
    path: pdfPath.meta({
      title: 'PDF',
      description: 'One already on the PDF storage (when the settings name one) is typed as its path, e.g. spec-sheets/feed-trailer.pdf.',
    }),
  }),
  'PDF',
)
  .default([])
  .meta({ title: 'PDF downloads', description: 'Each opens in a new tab.' });
const actions = list(link, 'button')
  .default([])
  .meta({ title: 'Buttons', description: 'Links shown as buttons, e.g. Contact Us \u2192 /contact-us.' });

/** A kind's fields as a section of it holds them once checked. */
type FieldsOf<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>>;

/**
 * One part of a section as the editor's preview draws it (src/admin/preview.ts), from a field of
 * the section by its name: a heading, a paragraph, bullet points (a list of words, or of items whose
 * `text` field gives the words), cards (items with a heading and text), a table (items with a label
 * and value), or a note in place of what the kind draws from elsewhere, where "{field}" is the
 * field's value (by its label in `labels`, when given). Plain data, so the editor reads it from the
 * page without the schemas.
 */
export type PreviewPart<Field extends string = string> =
  | { heading: Field }
  | { paragraph: Field }
  | { points: Field; text?: string }
  | { cards: Field }
  | { table: Field }
  | { note: string; labels?: Record<string, string> };

/** A section's parts in the preview, in order, and the field whose value ("warning") styles its box, if any. */
interface SectionPreview<Field extends string> {
  parts: PreviewPart<Field>[];
  tone?: Field;
}

/** One kind of section, declared once. */
interface SectionKind<Shape extends z.ZodRawShape> {
  /** Its name and hint in the editor's "Add section" menu. */
  title: string;
  description: string;
  /** How a folded section of this kind reads in the editor's list, when not by its heading. */
  summary?: string;
  /** Its fields besides `type`; `context` gives pictures their checks. */
  fields: (context: SchemaContext) => Shape;
  /** The picture it can lend its page when the page has no main picture of its own (a shared link's preview). */
  picture?: (section: FieldsOf<Shape>) => Photo | undefined;
  /** The links it writes, each with its key path inside the section, checked against the site's pages. */
  links?: (section: FieldsOf<Shape>) => [keyPath: string, href: string][];
  /** How the editor's preview draws a section of this kind, from its own fields. */
  preview: SectionPreview<Extract<keyof FieldsOf<Shape>, string>>;
  /** True when drawn as one column of text or one picture, which shares a desktop's row (src/lib/content/section-rows.ts); `listItems` is how many items a list shows. */
  singleColumn?: (section: FieldsOf<Shape>, listItems: number) => boolean;
  /** About how many lines a single-column section takes in half a desktop's width: only sections of about the same length share a row. */
  lines?: (section: FieldsOf<Shape>) => number;
}

/** A heading's lines, with the space under it. */
const HEADING_LINES = 2;
/** A button's or a PDF link's lines, with the space around it. */
const BUTTON_LINES = 2;
/** The lines a paragraph of words takes in half a desktop's width, about 55 letters to a line. */
const linesOf = (text: string | undefined) => Math.ceil((text?.length ?? 0) / 55);

/** Declares a kind, so its rules are typed by its own fields. */
const sectionKind = <Shape extends z.ZodRawShape>(kind: SectionKind<Shape>) => kind;

const buttons = (section: { actions: { href: string }[] }): [string, string][] =>
  section.actions.map((action, index) => [`actions.${index}.href`, action.href]);

/** Every kind of section a page can have, in the order of the editor's "Add section" menu. */
export const sectionKinds = {
  text: sectionKind({
    title: 'Text',
    description: 'A heading with a paragraph, bullet points, a photo beside them, PDFs and buttons.',
    fields: (context: SchemaContext) => ({
      heading,
      tone: z.enum(['plain', 'warning', 'highlight']).default('plain').meta({
        title: 'Style',
        description: 'Plain when left empty; "warning" draws a red box labelled Warning; "highlight" a tinted band.',
      }),
      text: intro,
      items: list(
        fields({
          text: text(LIMITS.sentence).meta({ title: 'Point', description: 'The words of the bullet point.' }),
          product: ref('products', 'a product')
            .optional()
            .meta({ title: 'Product', description: 'Optional: the product the point names; the point links to its page.' }),
        }),
        'point',
      )
        .default([])
        .meta({ title: 'Bullet points', description: 'One point per item.', 'x-summary': '{{fields.text}}' }),
      photo: photo(context, 'A photo beside the text.', 'Our yard with a feed shed and two silos', ['section']).optional().meta({
        title: 'Photo',
        description: 'Optional; shown beside the text, or above it on a phone.',
      }),
      pdfs,
      actions,
    }),
    preview: { parts: [{ heading: 'heading' }, { paragraph: 'text' }, { points: 'items', text: 'text' }], tone: 'tone' },
    picture: (section) => section.photo,
    links: buttons,
    singleColumn: (section) => !section.photo,
    lines: (section) =>
      HEADING_LINES + linesOf(section.text) + section.items.length + BUTTON_LINES * (section.pdfs.length + section.actions.length),
  }),
  cards: sectionKind({
    title: 'Cards',
    description: 'Short cards with a heading and a sentence each, e.g. the home page\u2019s Why cards.',
    fields: () => ({
      heading,
      text: intro,
      cards: list(
        fields({
          heading: text(LIMITS.name).meta({ title: 'Card heading', description: '' }),
          text: text(LIMITS.sentence).meta({ title: 'Card text', description: 'One or two sentences.' }),
          icon: z.enum(featureIcons).optional().meta({ title: 'Icon', description: 'Optional drawing beside the heading.' }),
          href: href.optional().meta({
            title: 'Link',
            description: 'Optional: the page the card speaks of, like /feed-quality-declarations; the card\u2019s heading links there.',
          }),
        }),
        'card',
      )
        .min(1, 'must have at least one card')
        .meta({ title: 'Cards', description: 'One card per item.' }),
      actions,
    }),
    preview: { parts: [{ heading: 'heading' }, { paragraph: 'text' }, { cards: 'cards' }] },
    links: (section) => [
      ...section.cards.flatMap((card, index): [string, string][] => (card.href ? [[`cards.${index}.href`, card.href]] : [])),
      ...buttons(section),
    ],
  }),
  facts: sectionKind({
    title: 'Facts table',
    description: 'Terms and what they mean, as a table, e.g. a trailer\u2019s dimensions.',
    fields: () => ({
      heading,
      text: intro,
      facts: list(
        fields({
          label: text(LIMITS.name).meta({ title: 'Term', description: 'e.g. Width.' }),
          value: text(LIMITS.sentence).meta({ title: 'Meaning', description: 'e.g. 1.58 m.' }),
        }),
        'fact',
      )
        .min(1, 'must have at least one fact')
        .meta({ title: 'Facts', description: 'One row per fact.' }),
      pdfs,
      actions,
    }),
    preview: { parts: [{ heading: 'heading' }, { paragraph: 'text' }, { table: 'facts' }] },
    links: buttons,
  }),
  gallery: sectionKind({
    title: 'Photo gallery',
    description: 'Two or more photos side by side (one under another on a phone).',
    fields: (context: SchemaContext) => ({
      heading,
      text: intro,
      photos: list(photo(context, 'A photo of the gallery.', 'A feed trailer being filled at the mill', ['gallery']), 'photo')
        .min(2, 'must have at least two photos: for one, use a Text section with a photo')
        .meta({ title: 'Photos', description: 'Two or more.' }),
    }),
    preview: { parts: [{ heading: 'heading' }, { paragraph: 'text' }, { note: 'Shows its photos side by side.' }] },
    picture: (section) => section.photos[0],
  }),
  video: sectionKind({
    title: 'Video',
    description: 'A video, shown as a panel that loads the player only when pressed.',
    fields: (context: SchemaContext) => ({
      heading,
      text: intro,
      video: video.meta({ title: 'Video', description: 'The video\u2019s ID at the video host, and its title.' }),
      poster: photo(context, 'A still from the video, shown before it plays.', 'A feed truck unloading into a silo', ['poster'])
        .optional()
        .meta({
          title: 'Poster',
          description: 'Optional; the page\u2019s main picture, or else the site picture, shows without one, or a plain green panel.',
        }),
    }),
    preview: { parts: [{ heading: 'heading' }, { paragraph: 'text' }, { note: 'Shows the video, played when pressed.' }] },
    picture: (section) => section.poster,
    singleColumn: () => true,
    // A 16:9 player in half a desktop's width.
    lines: () => HEADING_LINES + 12,
  }),
  'category-tiles': sectionKind({
    title: 'Category tiles',
    description: 'A picture tile for each product category, in the order of their cards on /products, each leading to its listing.',
    summary: "{{fields.heading | default('(no heading)')}} \u00b7 category tiles",
    fields: () => ({
      heading: heading.optional().meta({ title: 'Heading', description: 'Optional, e.g. Our feeds.' }),
      text: intro,
    }),
    preview: { parts: [{ heading: 'heading' }, { paragraph: 'text' }, { note: 'Shows a picture tile for every product category.' }] },
  }),
  list: sectionKind({
    title: 'List from the site',
    description: 'A list kept elsewhere on the site: staff, depots, testimonials, declarations\u2026',
    summary: "{{fields.heading | default('(no heading)')}} \u00b7 {{fields.list}}",
    fields: () => ({
      heading: heading.optional().meta({ title: 'Heading', description: 'May be left out, e.g. above the product categories.' }),
      text: intro,
      list: z
        .enum(Object.keys(sectionLists) as [SectionListName, ...SectionListName[]])
        .meta({ title: 'List', description: 'While the list is empty, the whole section is left out.', 'x-labels': sectionLists }),
    }),
    preview: {
      parts: [{ heading: 'heading' }, { paragraph: 'text' }, { note: 'Shows from the site: {list}.', labels: sectionLists }],
    },
    singleColumn: (section, listItems) => (section.list === 'testimonials' || section.list === 'featured-testimonials') && listItems === 1,
    // A testimonial's card: its stars, a few lines of words and who said them.
    lines: (section) => HEADING_LINES + linesOf(section.text) + 8,
  }),
  'key-figures': sectionKind({
    title: 'Key figures',
    description: 'The year founded, the number of staff and of depots, from the settings and the depots.',
    fields: () => ({
      heading,
      founded: text(LIMITS.label).meta({ title: 'Words after the year founded', description: 'e.g. founded, and still family owned.' }),
      staffBefore: text(LIMITS.label)
        .optional()
        .meta({ title: 'Word before the number of staff', description: 'Optional, e.g. About, when the number is a round one.' }),
      staff: text(LIMITS.label).meta({ title: 'Words after the number of staff', description: 'e.g. staff.' }),
      depots: text(LIMITS.label).meta({ title: 'Words after the number of depots', description: 'e.g. molasses depots.' }),
    }),
    preview: { parts: [{ heading: 'heading' }, { note: 'Shows the year founded, the number of staff and of depots.' }] },
  }),
};

export type SectionType = keyof typeof sectionKinds;
/** The schema of one kind's sections: its `type`, then its fields. */
type KindSchema<Type extends SectionType> = ReturnType<
  typeof fields<{ type: z.ZodLiteral<Type> } & ReturnType<(typeof sectionKinds)[Type]['fields']>>
>;
type AnyKindSchema = { [Type in SectionType]: KindSchema<Type> }[SectionType];

/** The schema of a page's sections: one of the kinds above, told apart by `type`. */
export const sectionSchema = (context: SchemaContext) =>
  z.discriminatedUnion(
    'type',
    Object.entries(sectionKinds).map(([type, kind]) =>
      fields({ type: z.literal(type), ...kind.fields(context) }).meta({
        title: kind.title,
        description: kind.description,
        ...('summary' in kind ? { 'x-summary': kind.summary } : {}),
      }),
    ) as unknown as [AnyKindSchema, ...AnyKindSchema[]],
    { error: (issue) => `must be one of: ${((issue as { options?: string[] }).options ?? []).join(', ')} (the kind of section)` },
  );

export type Section = z.output<AnyKindSchema>;
/** A section of one kind, e.g. `SectionOf<'text'>`. */
export type SectionOf<Type extends SectionType> = Extract<Section, { type: Type }>;

/** A section's kind, for a section of any kind. */
const kindOf = (section: Section) => sectionKinds[section.type] as unknown as SectionKind<z.ZodRawShape>;

/** The picture a section can lend its page, if any. */
export const sectionPicture = (section: Section): Photo | undefined => kindOf(section).picture?.(section);

/** The links a section writes, each with its key path inside the section. */
export const sectionLinks = (section: Section): [keyPath: string, href: string][] => kindOf(section).links?.(section) ?? [];

/** True for a section drawn as a single column: text without a photo, a video, a list of one testimonial. */
export const isSingleColumn = (section: Section, listItems: number): boolean => kindOf(section).singleColumn?.(section, listItems) ?? false;

/** How the editor's preview draws each kind of section, by its type (the page hands it to src/admin/preview.ts). */
export const sectionPreviews = (): Record<string, SectionPreview<string>> =>
  Object.fromEntries(Object.entries(sectionKinds).map(([type, kind]) => [type, kind.preview]));

/** About how many lines a single-column section takes in half a desktop's width (1 for a kind that does not say). */
export const sectionLines = (section: Section): number => kindOf(section).lines?.(section) ?? 1;

/** The file of the component that draws a kind's sections, in src/components/sections/: `key-figures` → KeyFiguresSection.astro. */
export const sectionComponentFile = (type: string): string =>
  `${type.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase())}Section.astro`;
