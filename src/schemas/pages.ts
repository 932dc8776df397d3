import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { categoryRef } from './catalogue.ts';
import { LIMITS, entry, fields, formerPaths, link, list, photo, text } from './common.ts';
import { sectionSchema } from './section-kinds.ts';

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
    mainPicture: photo(context, 'The page\u2019s main picture, beside the heading.', 'A molasses tanker at the depot', ['page', 'share'])
      .optional()
      .meta({ title: 'Main picture', description: 'Loads first, so keep it to one.' }),
    call: text(LIMITS.label).optional().meta({
      title: 'Call button',
      description: 'Optional words on a button under the heading that rings the free phone from the settings, e.g. Call us free.',
    }),
    actions: list(link, 'button').default([]).meta({
      title: 'Buttons',
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
    formerPaths: formerPaths.meta({
      title: 'Former addresses',
      description:
        'Addresses of the site this one replaces (or short forms people type) that send visitors to this page, e.g. /pages/contact-us-1. Remove any your old site never had.',
    }),
    sections: list(sectionSchema(context), 'section').default([]).meta({
      title: 'Sections',
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
