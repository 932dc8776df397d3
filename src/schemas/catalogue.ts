import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { LIMITS, entry, formerPaths, link, list, order, pdfPath, photo, ref, rows, sitePath, text } from './common.ts';

/** The drawn icons a category can show (src/components/CategoryIcon.astro). */
const categoryIcons = ['cow', 'calf', 'sheep', 'deer', 'goat', 'chicken', 'molasses'] as const;
export type CategoryIcon = (typeof categoryIcons)[number];

/** A reference to a category by its id, e.g. dairy. */
export const categoryRef = ref('categories', 'a category');

/** One product category (src/content/categories/<id>.yaml). ALL is not a category: it is /products. */
export const categorySchema = (context: SchemaContext) =>
  entry({
    title: text(LIMITS.name).meta({ title: 'Title', description: 'Heading of the category\u2019s listing and card, e.g. "Dairy Feed".' }),
    tabLabel: text(LIMITS.label).meta({ title: 'Tab label', description: 'Short label on the category bar, e.g. "Dairy".' }),
    description: text(LIMITS.sentence).meta({
      title: 'Description',
      description: 'One or two sentences for the category\u2019s card on /products and its listing.',
    }),
    icon: z.enum(categoryIcons).meta({ title: 'Icon', description: 'The drawing on the card when there is no photo.' }),
    photo: photo(
      context,
      'A picture of the stock this category feeds: its card on /products and its tile on the home page.',
      'Friesian heifers at a feed trough',
      ['card', 'tile', 'share'],
    )
      .optional()
      .meta({
        title: 'Photo',
        description: 'Optional; without one its icon shows while no category has a photo, else its tab label on its colour.',
      }),
    path: sitePath.meta({
      title: 'Page',
      description:
        'The page that lists this category: /products/<name> makes a listing (e.g. /products/dairy-feed); or the path of an existing page (Molasses: /molasses).',
    }),
    shortPath: sitePath.optional().meta({
      title: 'Short path',
      description:
        'A short path to this category (e.g. /goat-feed) that the calf listing\u2019s bar links to instead: a page, or one of the former addresses of this category.',
    }),
    formerPaths,
    barUsesShortLinks: z.boolean().default(false).meta({
      title: 'Bar uses short paths',
      description: 'On this category\u2019s own listing, the bar links to the other categories\u2019 short paths (the calf listing does).',
    }),
    colour: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1d5236')
      .meta({ title: 'Colour', description: 'Accent colour of the drawing, as #rrggbb.' }),
    order: order.meta({ title: 'Order on the bar', description: 'Place on the category bar: 1 comes first.' }),
    cardOrder: order.meta({
      title: 'Order on /products',
      description: 'Place of the category\u2019s card on /products: 1 comes first.',
    }),
  });

/**
 * Whether a product can be bought now. Out of stock and seasonal products keep their page and card,
 * each marked in words; a paused one is taken off the site and its address leads to its category.
 */
const availabilities = ['on-sale', 'out-of-stock', 'seasonal', 'paused'] as const;
export type Availability = (typeof availabilities)[number];

/** What the page and card say for each availability but on sale, which says nothing. */
export const AVAILABILITY_BADGES: Record<Exclude<Availability, 'on-sale' | 'paused'>, string> = {
  'out-of-stock': 'Out of stock',
  seasonal: 'Seasonal',
};

/** One product (src/content/products/<id>.md); the Markdown text is the page's description. */
export const productSchema = (context: SchemaContext) =>
  entry({
    name: text(LIMITS.name).meta({ title: 'Name', description: 'The product\u2019s name as sold, e.g. "Palm Kernel Expeller (PKE)".' }),
    category: categoryRef.meta({ title: 'Category', description: 'Where it is listed, and which tab the category bar marks on its page.' }),
    path: sitePath.meta({ title: 'Page address', description: 'The page\u2019s path, e.g. /dairy-feed/pke. No other page may use it.' }),
    formerPaths,
    summary: text(LIMITS.sentence).meta({ title: 'Summary', description: 'One or two sentences for the listing card and search results.' }),
    strapline: text(LIMITS.name)
      .optional()
      .meta({ title: 'Strapline', description: 'Optional line above the summary, e.g. "Premium Deer Feed Solutions".' }),
    order: order.meta({
      title: 'Order',
      description: 'Place on its category\u2019s listing: 1 comes first. Each product of a category needs an order of its own.',
    }),
    availability: z
      .enum(availabilities)
      .default('on-sale')
      .meta({
        title: 'Availability',
        description:
          'Leave empty while it is on sale. Out of stock and Seasonal keep its page and card, marked. Paused takes it off every listing and the home page; its address then leads to its category\u2019s listing, until you set it back.',
        'x-labels': {
          'on-sale': 'On sale',
          'out-of-stock': 'Out of stock',
          seasonal: 'Seasonal',
          paused: 'Paused (hidden from the site)',
        },
      }),
    availabilityNote: text(LIMITS.label).optional().meta({
      title: 'When it is back',
      description: 'Optional words beside Out of stock or Seasonal, e.g. "Back in March". Not shown while it is on sale.',
    }),
    photo: photo(context, 'A photo of the product.', 'A bag of sheep nuts on a pallet', ['product', 'card', 'share']).optional().meta({
      title: 'Photo',
      description: 'Optional; without one the product shows its label: its name and first key figure on its category\u2019s colour.',
    }),
    specSheet: pdfPath.optional().meta({
      title: 'Spec sheet PDF',
      description:
        'The product\u2019s spec sheet. One already on the PDF storage (when the settings name one) is typed as its path, e.g. spec-sheets/pke.pdf.',
    }),
    nutrition: rows(
      text(LIMITS.label).meta({ title: 'Nutrient', description: 'e.g. Protein.' }),
      text(LIMITS.label).meta({ title: 'Amount', description: 'e.g. 16% min.' }),
      'row',
    ).meta({ title: 'Nutritional information', description: 'Rows of the nutrition table.' }),
    feeding: list(text(LIMITS.sentence), 'guideline')
      .default([])
      .meta({ title: 'Feeding guidelines', description: 'One guideline per item, e.g. "1-2 kg/calf/day".' }),
    packSizes: list(text(LIMITS.name), 'pack size')
      .default([])
      .meta({ title: 'Pack sizes', description: 'One per item, e.g. "25 kg bags".' }),
    ingredients: list(text(LIMITS.name), 'ingredient').default([]).meta({ title: 'Ingredients', description: 'One per item.' }),
    benefits: list(text(LIMITS.sentence), 'benefit').default([]).meta({ title: 'Benefits', description: 'One per item.' }),
    links: list(link, 'link').default([]).meta({ title: 'Related links', description: 'Buttons to related pages, e.g. Feed Trailers.' }),
  });

export type Category = z.output<ReturnType<typeof categorySchema>>;
export type Product = z.output<ReturnType<typeof productSchema>>;
