// Every collection of the site, declared once. An entry here and a folder of the same name in
// src/content are all a new collection needs: the content layer (src/content.config.ts), the readers
// used by scripts and tests (src/loaders/validate-entries.ts, src/validation/content.ts), the browser editor
// (src/admin/config.ts) and the site's data (src/data/site.ts) all map over this list.
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import type { EntryFormat } from './lib/content/entry-format.ts';
import { PRODUCTS_PATH, listingPath, productPath } from './conventions/paths.ts';
import { categorySchema, productSchema } from './schemas/catalogue.ts';
import { groupSchema, locationSchema, staffSchema } from './schemas/company.ts';
import { pageSchema } from './schemas/pages.ts';
import { noticeSchema } from './schemas/notices.ts';
import { declarationSchema, testimonialSchema } from './schemas/resources.ts';
import { settingsSchema } from './schemas/settings.ts';

type Data = Record<string, unknown>;

/** The settings' one entry: src/content/settings/site.yaml. */
export const SETTINGS_ID = 'site';

/** An entry as its file holds it, with empty values taken out. */
export interface RawEntry {
  id: string;
  data: Data;
}

/** A field the site fills in when the entry leaves it empty. */
export interface DerivedField {
  /** What the site puts there, said for the editor's hint. */
  hint: string;
  /** `siblings`: every entry of the collection; `read`: another collection's entries, prepared too. */
  derive: (entry: RawEntry, siblings: RawEntry[], read: (collection: string) => RawEntry[]) => unknown;
}

/** How the editor lists a collection of many entries. */
interface EditorList {
  label: string;
  singular: string;
  /** The field that names an entry; its file name is made from it. */
  identifier: string;
  /** How an entry reads in the list, e.g. "{{name}} ({{category}})". */
  summary: string;
  /** Fields the list can be sorted by; the first is the default order. */
  sortBy: readonly string[];
  /** A field whose value groups the list (a product's category, a staff member's group). */
  groupBy?: { label: string; field: string };
  /** Entries have a page of their own: drafts open at it on a deploy preview. */
  hasPage?: boolean;
  /** The field the Markdown text comes before on the page, so the form follows the page's order (last when not given). */
  textBefore?: string;
}

/**
 * A fixed set of entries the site is built around, edited but never added or removed: a page needs
 * a place in the navigation, which lives in code (src/lib/paths/navigation.ts). The editor lists each as
 * a form of its own, by its name in the menu and in the menu's order.
 */
interface EditorFixedForms extends Pick<EditorList, 'label' | 'hasPage' | 'textBefore'> {
  fixed: true;
}

/** A collection of one entry, which the editor shows as one form. */
interface EditorForm {
  label: string;
  /** The entry's id (its file name without the extension). */
  file: string;
  /** Fields (paths like headOffice.countryCode) that only change when the site moves host or supplier. */
  technical?: readonly string[];
  /** The folder of src/assets its pictures sit in, when not src/assets/<collection>; the editor shows and uploads them there. */
  pictures?: string;
}

interface CollectionDefinition {
  format: EntryFormat;
  /** The zod schema, or a function of Astro's schema context for collections with pictures. */
  schema: z.ZodType | ((context: SchemaContext) => z.ZodType);
  /** The fields an entry may leave empty, and what the site puts there instead. */
  derived?: Record<string, DerivedField>;
  editor: EditorList | EditorFixedForms | EditorForm;
}

/**
 * After every numbered entry of the collection: one more than the highest `field` given, and each
 * entry left without one an order of its own, in file order, so none ties with another.
 */
function last(field: string): DerivedField {
  // Worked out once per reading of the collection (every entry of one reading shares `siblings`),
  // not once per entry: thousands of unnumbered entries would otherwise take seconds.
  const orders = new WeakMap<RawEntry[], Map<RawEntry, number>>();
  return {
    hint: 'Leave empty to put it last.',
    derive: (entry, siblings) => {
      let given = orders.get(siblings);
      if (!given) {
        const highest = siblings.reduce((most, { data }) => Math.max(most, Number(data[field]) || 0), 0);
        const unnumbered = siblings.filter(({ data }) => data[field] === undefined);
        given = new Map(unnumbered.map((sibling, index) => [sibling, highest + 1 + index]));
        orders.set(siblings, given);
      }
      return given.get(entry);
    },
  };
}

/** Every collection: a folder of src/content of the same name, one file per entry. */
export const COLLECTIONS = {
  products: {
    format: 'markdown',
    schema: productSchema,
    derived: {
      path: {
        hint: 'Leave empty for an address made from the category\u2019s listing and the file name, e.g. /dairy-feed/pke.',
        derive: ({ id, data }, _siblings, read) => {
          const category = read('categories').find((candidate) => candidate.id === data['category']);
          // An unknown category is named by its own field's check; the path just follows what was typed.
          return productPath(category ? String(category.data['path']) : String(data['category'] ?? PRODUCTS_PATH), id);
        },
      },
      order: last('order'),
    },
    editor: {
      label: 'Products',
      singular: 'Product',
      identifier: 'name',
      summary: "{{name}} \u00b7 {{category}} \u00b7 order {{order | default('last')}} \u00b7 {{availability | default('on-sale')}}",
      sortBy: ['order', 'name'],
      groupBy: { label: 'Category', field: 'category' },
      hasPage: true,
    },
  },
  categories: {
    format: 'yaml',
    schema: categorySchema,
    derived: {
      path: { hint: `Leave empty for a listing at ${listingPath('<file name>')}.`, derive: ({ id }) => listingPath(id) },
      order: last('order'),
      cardOrder: last('cardOrder'),
    },
    editor: {
      label: 'Product categories',
      singular: 'Category',
      identifier: 'title',
      summary: "{{title}} \u00b7 bar order {{order | default('last')}}",
      sortBy: ['order', 'title'],
      hasPage: true,
    },
  },
  staff: {
    format: 'yaml',
    schema: staffSchema,
    derived: {
      order: last('order'),
      email: {
        hint: 'Leave empty for their first name at the e-mail domain in Site settings.',
        derive: ({ data }, _siblings, read) => {
          const domain = read('settings')[0]?.data['emailDomain'];
          const first = String(data['name'] ?? '')
            .split(/\s+/)[0]
            ?.toLowerCase()
            .replace(/[^a-z0-9.-]/g, '');
          // With no domain in the settings the field stays empty, and the schema asks for it.
          return typeof domain === 'string' && first ? `${first}@${domain}` : undefined;
        },
      },
    },
    editor: {
      label: 'Staff',
      singular: 'Staff member',
      identifier: 'name',
      summary: "{{name}}, {{role}} \u00b7 order {{order | default('last')}}",
      sortBy: ['order', 'name'],
      groupBy: { label: 'Group', field: 'group' },
    },
  },
  groups: {
    format: 'yaml',
    schema: groupSchema,
    derived: { order: last('order') },
    editor: {
      label: 'Staff groups',
      singular: 'Staff group',
      identifier: 'name',
      summary: "{{name}} \u00b7 order {{order | default('last')}}",
      sortBy: ['order', 'name'],
    },
  },
  locations: {
    format: 'yaml',
    schema: locationSchema,
    derived: { order: last('order') },
    editor: {
      label: 'Sites and depots',
      singular: 'Site or depot',
      identifier: 'name',
      summary: "{{name}}, {{region}} \u00b7 order {{order | default('last')}}",
      sortBy: ['order', 'name'],
      groupBy: { label: 'Kind', field: 'kind' },
    },
  },
  declarations: {
    format: 'yaml',
    schema: declarationSchema,
    derived: { order: last('order') },
    editor: {
      label: 'Feed quality declarations',
      singular: 'Declaration',
      identifier: 'title',
      summary: "{{title}} \u00b7 season {{season}} \u00b7 order {{order | default('last')}}",
      sortBy: ['order', 'title'],
    },
  },
  testimonials: {
    format: 'yaml',
    schema: testimonialSchema,
    derived: { order: last('order') },
    editor: {
      label: 'Testimonials',
      singular: 'Testimonial',
      identifier: 'author',
      summary: "{{author}}, {{place}} \u00b7 {{rating}} stars \u00b7 order {{order | default('last')}}",
      sortBy: ['order', 'author'],
    },
  },
  notices: {
    format: 'yaml',
    schema: noticeSchema,
    editor: {
      label: 'Notices',
      singular: 'Notice',
      identifier: 'text',
      summary: '{{firstDay}} to {{lastDay}} \u00b7 {{text}}',
      sortBy: ['firstDay', 'lastDay'],
    },
  },
  pages: {
    format: 'markdown',
    schema: pageSchema,
    editor: {
      label: 'Pages',
      fixed: true,
      hasPage: true,
      textBefore: 'sections',
    },
  },
  settings: {
    format: 'yaml',
    schema: settingsSchema,
    // One file, one form: Decap keys a file's form by its path, so a second form over the same file
    // would open the first. The technical settings are in it, each hint warning first.
    editor: {
      label: 'Site settings',
      file: SETTINGS_ID,
      technical: ['url', 'fileStorageBase', 'videoEmbedBase', 'headOffice.countryCode'],
      // Its picture for links shared on social media is the home page's banner.
      pictures: 'pages',
    },
  },
} satisfies Record<string, CollectionDefinition>;

export type CollectionName = keyof typeof COLLECTIONS;

/** The collections' names, in the order above. */
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];

/** A collection's declaration, with the fields every collection may have. */
export const definitionOf = (name: CollectionName): CollectionDefinition => COLLECTIONS[name];

/**
 * A Markdown collection's form fields with its text placed where the page shows it (before the
 * field its editor declaration names in `textBefore`, or last): the form and the file's keys follow it.
 */
export function withText<Field extends { name: string }>(name: CollectionName, fields: readonly Field[], text: Field): Field[] {
  const { editor } = definitionOf(name);
  const before = 'textBefore' in editor ? editor.textBefore : undefined;
  const at = before === undefined ? fields.length : fields.findIndex((field) => field.name === before);
  if (at < 0) throw new Error(`${name}: the form has no field "${String(before)}" to put the text before`);
  return [...fields.slice(0, at), text, ...fields.slice(at)];
}

/** A collection's schema as a zod type, given how its pictures are read (Astro's image(), or a stand-in outside Astro). */
export function collectionSchema(name: CollectionName, context: SchemaContext): z.ZodType {
  const { schema } = definitionOf(name);
  return typeof schema === 'function' ? schema(context) : schema;
}

/** The schemas' context outside Astro, which has no image pipeline: a picture stays the path its entry gives. */
export const withoutImagePipeline = { image: () => z.string() } as unknown as SchemaContext;

const outsideAstro = new Map<CollectionName, z.ZodType>();

/** A collection's schema outside Astro (scripts, tests, the checks' labels), made once: a picture stays the path its entry gives. */
export const schemaOutsideAstro = (name: CollectionName): z.ZodType =>
  outsideAstro.get(name) ?? outsideAstro.set(name, collectionSchema(name, withoutImagePipeline)).get(name)!;
