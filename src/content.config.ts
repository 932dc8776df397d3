import { defineCollection } from 'astro:content';
import type { Loader } from 'astro/loaders';
import { COLLECTION_NAMES, type CollectionName } from './loaders/entry-files';
import { folderLoader } from './loaders/folder-loader';
import { collectionSchemas } from './schemas/index';

// Every collection (src/loaders/entry-files.ts lists them) is a folder under src/content with one
// file per entry; the file name is the entry's id. A broken entry stops the build with its file
// and field named. site.yaml in settings holds the facts every page shares; each product adds a
// page, its card on the category listing and its sitemap entry; each page is at /<file name>
// (home.md is /).
type Collections = { [K in CollectionName]: { loader: Loader; schema: (typeof collectionSchemas)[K] } };
type CollectionConfig = Parameters<typeof defineCollection>[0];

const configs: Record<string, unknown> = Object.fromEntries(
  COLLECTION_NAMES.map((name) => [
    name,
    defineCollection({ loader: folderLoader(name), schema: collectionSchemas[name] } as CollectionConfig),
  ]),
);

// Typed per collection, so each entry's data has its own schema's type.
export const collections = configs as Collections;
