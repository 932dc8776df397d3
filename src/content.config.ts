import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { settingsSchema } from './schemas/settings';
import { categorySchema, productSchema } from './schemas/catalogue';
import { locationSchema, staffSchema } from './schemas/company';
import { declarationSchema, testimonialSchema } from './schemas/resources';
import { pageSchema } from './schemas/pages';

// Where each kind of content lives and the schema it must pass. A broken entry fails the
// build with the collection, the entry and the field named.

/** One entry, `site`: the facts every page shares. Phones and e-mails live here and nowhere else. */
const settings = defineCollection({ loader: file('src/content/settings.json'), schema: settingsSchema });

/** The seven product categories (ALL is not a category; it is the /products page). */
const categories = defineCollection({ loader: file('src/content/categories.yaml'), schema: categorySchema });

/** One Markdown file per product; the file adds the page, the listing card and the sitemap entry. */
const products = defineCollection({ loader: glob({ pattern: '**/*.md', base: 'src/content/products' }), schema: productSchema });

/** One YAML file per staff member. */
const staff = defineCollection({ loader: glob({ pattern: '**/*.yaml', base: 'src/content/staff' }), schema: staffSchema });

/** Offices, plant, mill, workshop and the molasses depots. */
const locations = defineCollection({ loader: file('src/content/locations.yaml'), schema: locationSchema });

/** Feed quality declaration PDFs. */
const declarations = defineCollection({ loader: file('src/content/declarations.yaml'), schema: declarationSchema });

/** Customer testimonials and the pages each appears on. */
const testimonials = defineCollection({ loader: file('src/content/testimonials.yaml'), schema: testimonialSchema });

/** The copy of the fixed pages (home, about, molasses, ...), one Markdown file each. */
const pages = defineCollection({ loader: glob({ pattern: '**/*.md', base: 'src/content/pages' }), schema: pageSchema });

export const collections = { settings, categories, products, staff, locations, declarations, testimonials, pages };
