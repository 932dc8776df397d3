import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { categoryRef } from './catalogue.ts';
import { LIMITS, entry, fields, link, list, pdfPath, photo, rows, text, video } from './common.ts';

/** The drawn icons a feature card can show (src/components/FeatureIcon.astro). */
export const featureIcons = ['quality', 'local', 'trailer', 'advice', 'truck', 'blend'] as const;
export type FeatureIcon = (typeof featureIcons)[number];

/** Lists drawn from other collections or from settings that a section can show (src/components/SectionList.astro). */
export const sectionLists = {
  'key-figures': 'Year founded, staff and depot count',
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

const sectionSchema = (context: SchemaContext) =>
  fields({
    heading: text(LIMITS.name)
      .optional()
      .meta({ title: 'Heading', description: 'The section\u2019s heading; may be left out when the section only shows a list.' }),
    tone: z.enum(['plain', 'warning', 'highlight']).default('plain').meta({
      title: 'Style',
      description: 'Plain when left empty; "warning" draws a red box labelled Warning; "highlight" a tinted band.',
    }),
    text: text(LIMITS.paragraph).optional().meta({ title: 'Text', description: 'One paragraph under the heading.' }),
    items: list(text(LIMITS.sentence))
      .default([])
      .meta({ title: 'Bullet points', 'x-singular': 'point', description: 'One point per item.' }),
    cards: list(
      fields({
        heading: text(LIMITS.name).meta({ title: 'Card heading', description: '' }),
        text: text(LIMITS.sentence).meta({ title: 'Card text', description: 'One or two sentences.' }),
        icon: z.enum(featureIcons).optional().meta({ title: 'Icon', description: 'Optional drawing beside the heading.' }),
      }),
    )
      .default([])
      .meta({
        title: 'Cards',
        'x-singular': 'card',
        description: 'Short cards with a heading and a sentence (the home page\u2019s Why cards).',
      }),
    facts: rows(
      text(LIMITS.name).meta({ title: 'Term', description: 'e.g. Width.' }),
      text(LIMITS.sentence).meta({ title: 'Meaning', description: 'e.g. 1.58 m.' }),
    ).meta({ title: 'Facts', 'x-singular': 'fact', description: 'Terms and what they mean, shown as a table.' }),
    list: z
      .enum(Object.keys(sectionLists) as [SectionListName, ...SectionListName[]])
      .optional()
      .meta({
        title: 'List',
        description: 'A list from elsewhere on the site to show under the text. While the list is empty, the whole section is left out.',
        'x-labels': sectionLists,
      }),
    photos: list(photo(context, 'A photo for this section.', 'A feed trailer being filled at the mill'))
      .default([])
      .meta({ title: 'Photos', 'x-singular': 'photo', description: 'One photo sits beside the text; two or more form a gallery.' }),
    video: video.optional().meta({ title: 'Video', description: 'Shown as a panel that loads the player only when pressed.' }),
    pdfs: list(
      fields({
        label: text(LIMITS.name).meta({ title: 'Button text', description: 'e.g. Download the feed trailer specification.' }),
        path: pdfPath.meta({ title: 'PDF', description: 'Path of the PDF on the file storage, e.g. spec-sheets/feed-trailer.pdf.' }),
      }),
    )
      .default([])
      .meta({ title: 'PDF downloads', 'x-singular': 'PDF', description: 'Each opens in a new tab.' }),
    actions: list(link)
      .default([])
      .meta({ title: 'Buttons', 'x-singular': 'button', description: 'Links shown as buttons, e.g. Contact Us \u2192 /contact-us.' }),
  }).superRefine((section, context) => {
    if (!section.heading && !section.list) {
      context.addIssue({ code: 'custom', path: ['heading'], message: 'is required unless the section only shows a list' });
    }
  });

/** The copy of one page (src/content/pages/<id>.md, served at /<id>; home.md is /). The Markdown text is the introduction under the heading. */
export const pageSchema = (context: SchemaContext) =>
  entry({
    title: text(LIMITS.name).meta({ title: 'Heading', description: 'The page\u2019s main heading and the start of its browser title.' }),
    description: text(LIMITS.sentence).meta({
      title: 'Search description',
      description: 'One or two sentences for search results and link previews.',
    }),
    lead: text(LIMITS.sentence).optional().meta({ title: 'Lead', description: 'Optional line under the heading.' }),
    hero: photo(context, 'The page\u2019s main picture, beside the heading.', 'A molasses tanker at the Winton depot')
      .optional()
      .meta({ title: 'Main picture', description: 'Loads first, so keep it to one.' }),
    categoryBar: z.boolean().default(false).meta({ title: 'Category bar', description: 'Show the product category bar at the top.' }),
    category: categoryRef
      .optional()
      .meta({ title: 'Category', description: 'The category the bar marks as current; with none, ALL is marked.' }),
    describesBusiness: z.boolean().default(false).meta({
      title: 'Business details for search engines',
      description: 'Adds the company\u2019s address and phone for search engines (the home and contact pages).',
    }),
    sections: list(sectionSchema(context)).default([]).meta({
      title: 'Sections',
      'x-singular': 'section',
      // How a folded section reads in the list: its heading, or the list it shows.
      'x-summary': "{{fields.heading | default('(no heading)')}} \u00b7 {{fields.list | default('no list')}}",
      description: 'The page\u2019s sections, in order.',
    }),
    getInTouch: fields({
      heading: text(LIMITS.name).optional().meta({ title: 'Heading', description: '"Get in Touch" when left out.' }),
      text: text(LIMITS.sentence)
        .optional()
        .meta({ title: 'Text', description: 'One line above the numbers; the pricing terms when left out.' }),
    })
      .optional()
      .meta({ title: 'Get in Touch card', description: 'A card with the phone numbers and a Contact Us button, after the sections.' }),
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
