import { defineCollection } from 'astro:content';
import type { Loader } from 'astro/loaders';
import { COLLECTIONS, COLLECTION_NAMES, type CollectionName } from './collections.ts';
import { folderLoader } from './loaders/folder-loader.ts';

// Every collection declared in src/collections.ts, each a folder under src/content with one file
// per entry (the file name is the entry's id), read by the one folder loader and validated by its
// schema. A broken entry stops the build with its file and field named.
type Collections = { [K in CollectionName]: { loader: Loader; schema: (typeof COLLECTIONS)[K]['schema'] } };
type CollectionConfig = Parameters<typeof defineCollection>[0];

const configs: Record<string, unknown> = Object.fromEntries(
  COLLECTION_NAMES.map((name) => [
    name,
    defineCollection({ loader: folderLoader(name), schema: COLLECTIONS[name].schema } as CollectionConfig),
  ]),
);

// Typed per collection, so each entry's data has its own schema's type.
export const collections = configs as Collections;
