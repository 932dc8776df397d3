import { defineCollection } from 'astro:content';
import { folderLoader } from './loaders/folder-loader';
import { collectionSchemas as schemas } from './schemas/index';

// Every collection is a folder under src/content with one file per entry; the file name is the
// entry's id. A broken entry stops the build with its file and field named.
export const collections = {
  /** One entry, site.yaml: the facts every page shares. */
  settings: defineCollection({ loader: folderLoader('settings'), schema: schemas.settings }),
  categories: defineCollection({ loader: folderLoader('categories'), schema: schemas.categories }),
  /** Each file adds a product page, its card on the category listing and its sitemap entry. */
  products: defineCollection({ loader: folderLoader('products'), schema: schemas.products }),
  staff: defineCollection({ loader: folderLoader('staff'), schema: schemas.staff }),
  locations: defineCollection({ loader: folderLoader('locations'), schema: schemas.locations }),
  declarations: defineCollection({ loader: folderLoader('declarations'), schema: schemas.declarations }),
  testimonials: defineCollection({ loader: folderLoader('testimonials'), schema: schemas.testimonials }),
  /** Each file is a page at /<file name> (home.md is /). */
  pages: defineCollection({ loader: folderLoader('pages'), schema: schemas.pages }),
};
