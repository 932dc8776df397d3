import { defineCollection } from 'astro:content';
import { folderLoader } from './loaders/folder-loader';
import { categorySchema, productSchema } from './schemas/catalogue';
import { locationSchema, staffSchema } from './schemas/company';
import { pageSchema } from './schemas/pages';
import { declarationSchema, testimonialSchema } from './schemas/resources';
import { settingsSchema } from './schemas/settings';

// Every collection is a folder under src/content with one file per entry; the file name is the
// entry's id. A broken entry stops the build with its file and field named.
export const collections = {
  /** One entry, site.yaml: the facts every page shares. */
  settings: defineCollection({ loader: folderLoader('settings'), schema: settingsSchema }),
  categories: defineCollection({ loader: folderLoader('categories'), schema: categorySchema }),
  /** Each file adds a product page, its card on the category listing and its sitemap entry. */
  products: defineCollection({ loader: folderLoader('products'), schema: productSchema }),
  staff: defineCollection({ loader: folderLoader('staff'), schema: staffSchema }),
  locations: defineCollection({ loader: folderLoader('locations'), schema: locationSchema }),
  declarations: defineCollection({ loader: folderLoader('declarations'), schema: declarationSchema }),
  testimonials: defineCollection({ loader: folderLoader('testimonials'), schema: testimonialSchema }),
  /** Each file is a page at /<file name> (home.md is /). */
  pages: defineCollection({ loader: folderLoader('pages'), schema: pageSchema }),
};
