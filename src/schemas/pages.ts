import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { categoryRef } from './catalogue.ts';
import { LIMITS, entry, fields, href, link, list, pdfPath, photo, ref, text, video } from './common.ts';

/** The drawn icons a feature card can show (src/components/FeatureIcon.astro). */
export const featureIcons = ['quality', 'local', 'trailer', 'advice', 'truck', 'blend'] as const;

/** Lists drawn from other collections or from settings that a list section can show (their items: src/data/section-lists.ts). */
const sectionLists = {
  'contact-details': 'Phone numbers, e-mails and head office address',
  sites: 'The main office, plant, mill and workshop',
  staff: 'Staff cards, in their groups',
  depots: 'The molasses depots',
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
)
  .default([])
  .meta({ title: 'PDF downloads', 'x-singular': 'PDF', description: 'Each opens in a new tab.' });
const actions = list(link)
  .default([])
  .meta({ title: 'Buttons', 'x-singular': 'button', description: 'Links shown as buttons, e.g. Contact Us \u2192 /contact-us.' });

/** One kind of section: its `type` as written in the file, and its label and hint in the editor's "Add section" menu. */
const kind = <Type extends string, Shape extends z.ZodRawShape>(
  type: Type,
  title: string,
  description: string,
  shape: Shape,
  summary?: string,
) => fields({ type: z.literal(type), ...shape }).meta({ title, description, ...(summary ? { 'x-summary': summary } : {}) });

/** The kinds of section a page is made of, each drawn by its own component (src/components/sections/). */
const sectionSchema = (context: SchemaContext) =>
  z.discriminatedUnion(
    'type',
    [
      kind('text', 'Text', 'A heading with a paragraph, bullet points, a photo beside them, PDFs and buttons.', {
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
        )
          .default([])
          .meta({ title: 'Bullet points', 'x-singular': 'point', description: 'One point per item.', 'x-summary': '{{fields.text}}' }),
        photo: photo(context, 'A photo beside the text.', 'Our yard with a feed shed and two silos').optional().meta({
          title: 'Photo',
          description: 'Optional; shown beside the text, or above it on a phone.',
        }),
        pdfs,
        actions,
      }),
      kind('cards', 'Cards', 'Short cards with a heading and a sentence each, e.g. the home page\u2019s Why cards.', {
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
        )
          .min(1, 'must have at least one card')
          .meta({ title: 'Cards', 'x-singular': 'card', description: 'One card per item.' }),
        actions,
      }),
      kind('facts', 'Facts table', 'Terms and what they mean, as a table, e.g. a trailer\u2019s dimensions.', {
        heading,
        text: intro,
        facts: list(
          fields({
            label: text(LIMITS.name).meta({ title: 'Term', description: 'e.g. Width.' }),
            value: text(LIMITS.sentence).meta({ title: 'Meaning', description: 'e.g. 1.58 m.' }),
          }),
        )
          .min(1, 'must have at least one fact')
          .meta({ title: 'Facts', 'x-singular': 'fact', description: 'One row per fact.' }),
        pdfs,
        actions,
      }),
      kind('gallery', 'Photo gallery', 'Two or more photos side by side (one under another on a phone).', {
        heading,
        text: intro,
        photos: list(photo(context, 'A photo of the gallery.', 'A feed trailer being filled at the mill'))
          .min(2, 'must have at least two photos: for one, use a Text section with a photo')
          .meta({ title: 'Photos', 'x-singular': 'photo', description: 'Two or more.' }),
      }),
      kind('video', 'Video', 'A video, shown as a panel that loads the player only when pressed.', {
        heading,
        text: intro,
        video: video.meta({ title: 'Video', description: 'The video\u2019s ID at the video host, and its title.' }),
        poster: photo(context, 'A still from the video, shown before it plays.', 'A feed truck unloading into a silo')
          .optional()
          .meta({ title: 'Poster', description: 'Optional; the page\u2019s main picture, or else the site picture, shows without one.' }),
      }),
      kind(
        'category-tiles',
        'Category tiles',
        'A picture tile for each product category, in the order of their cards on /products, each leading to its listing.',
        {
          heading: heading.optional().meta({ title: 'Heading', description: 'Optional, e.g. Our feeds.' }),
          text: intro,
        },
        "{{fields.heading | default('(no heading)')}} \u00b7 category tiles",
      ),
      kind(
        'list',
        'List from the site',
        'A list kept elsewhere on the site: staff, depots, testimonials, declarations\u2026',
        {
          heading: heading.optional().meta({ title: 'Heading', description: 'May be left out, e.g. above the product categories.' }),
          text: intro,
          list: z
            .enum(Object.keys(sectionLists) as [SectionListName, ...SectionListName[]])
            .meta({ title: 'List', description: 'While the list is empty, the whole section is left out.', 'x-labels': sectionLists }),
        },
        "{{fields.heading | default('(no heading)')}} \u00b7 {{fields.list}}",
      ),
      kind('key-figures', 'Key figures', 'The year founded, the number of staff and of depots, from the settings and the depots.', {
        heading,
        founded: text(LIMITS.label).meta({ title: 'Words after the year founded', description: 'e.g. founded, and still family owned.' }),
        staffBefore: text(LIMITS.label)
          .optional()
          .meta({ title: 'Word before the number of staff', description: 'Optional, e.g. About, when the number is a round one.' }),
        staff: text(LIMITS.label).meta({ title: 'Words after the number of staff', description: 'e.g. staff.' }),
        depots: text(LIMITS.label).meta({ title: 'Words after the number of depots', description: 'e.g. molasses depots.' }),
      }),
    ],
    { error: (issue) => `must be one of: ${((issue as { options?: string[] }).options ?? []).join(', ')} (the kind of section)` },
  );

/** The copy of one page (src/content/pages/<id>.md, served at /<id>; home.md is /). The Markdown text is the introduction under the heading. */
export const pageSchema = (context: SchemaContext) =>
  entry({
    title: text(LIMITS.name).meta({ title: 'Heading', description: 'The page\u2019s main heading and the start of its browser title.' }),
    description: text(LIMITS.sentence).meta({
      title: 'Search description',
      description: 'One or two sentences for search results and link previews.',
    }),
    lead: text(LIMITS.sentence)
      .optional()
      .meta({ title: 'Line under the heading', description: 'Optional: one line in larger type under the page\u2019s heading.' }),
    hero: photo(context, 'The page\u2019s main picture, beside the heading.', 'A molasses tanker at the Winton depot')
      .optional()
      .meta({ title: 'Main picture', description: 'Loads first, so keep it to one.' }),
    call: text(LIMITS.label).optional().meta({
      title: 'Call button',
      description: 'Optional words on a button under the heading that rings the free phone from the settings, e.g. Call us free.',
    }),
    actions: list(link).default([]).meta({
      title: 'Buttons',
      'x-singular': 'button',
      description: 'Links shown as buttons under the heading, e.g. See our products \u2192 /products.',
    }),
    categoryBar: z.boolean().default(false).meta({ title: 'Category bar', description: 'Show the product category bar at the top.' }),
    category: categoryRef
      .optional()
      .meta({ title: 'Category', description: 'The category the bar marks as current; with none, ALL is marked.' }),
    describesBusiness: z.boolean().default(false).meta({
      title: 'Business details for search engines',
      description:
        'Adds the company\u2019s address, phone and hours for search engines (the home and contact pages), with the sites or depots the page lists (the molasses page).',
    }),
    sections: list(sectionSchema(context)).default([]).meta({
      title: 'Sections',
      'x-singular': 'section',
      // How a folded section reads in the list: its heading, or the list it shows.
      'x-summary': "{{fields.heading | default('(no heading)')}}",
      description: 'The page\u2019s sections, in order.',
    }),
    getInTouch: fields({
      heading: text(LIMITS.name).optional().meta({ title: 'Heading', description: '"Get in Touch" when left out.' }),
      text: text(LIMITS.sentence)
        .optional()
        .meta({ title: 'Card text', description: 'One line above the numbers; the pricing terms when left out.' }),
    })
      .optional()
      .meta({ title: 'Get in Touch card', description: 'A card with the phone numbers and a Contact Us button, after the sections.' }),
    shareRecipe: fields({
      button: text(LIMITS.label).meta({ title: 'Button text', description: 'e.g. Send this recipe.' }),
      message: text(LIMITS.name).meta({
        title: 'Message sent with the link',
        description: 'One line that goes before the link in the text or e-mail, e.g. Our Conedose recipe for the vat:',
      }),
      copied: text(LIMITS.label).meta({
        title: 'Said when the link is copied',
        description: 'On a phone or computer with no share menu the link is copied instead, e.g. Link copied.',
      }),
      copyByHand: text(LIMITS.sentence).meta({
        title: 'Said when the link cannot be copied',
        description: 'How to copy the link by hand, e.g. Copy the address from the address bar to send this recipe.',
      }),
    })
      .optional()
      .meta({
        title: 'Send this recipe button',
        description:
          'The calculator page only: a button that opens the phone\u2019s share menu with a link to the recipe typed in, to text to whoever mixes it.',
      }),
  }).superRefine((page, context) => {
    if (page.category && !page.categoryBar) {
      context.addIssue({
        code: 'custom',
        path: ['category'],
        message: 'only marks a tab of the category bar: set categoryBar to true, or leave category out',
      });
    }
  });

export type Page = z.output<ReturnType<typeof pageSchema>>;
export type Section = Page['sections'][number];
/** A section of one kind, e.g. `SectionOf<'text'>`. */
export type SectionOf<Type extends Section['type']> = Extract<Section, { type: Type }>;
