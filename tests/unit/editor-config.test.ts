// The browser editor's form and the build accept the same content: the editor's configuration
// is generated from the schemas, and this proves it field by field: the same fields, the same
// required ones, the same choices, and patterns that agree with the schemas on real and bad values.
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { TEST_OPTIONS, testEditorConfig } from '../fixtures/decap-format.ts';
import { toFields } from '../../src/admin/fields.ts';
import { HASH_DIGITS } from '../../src/admin/upload-names.ts';
import { HOME_PAGE_ID, PREVIEW_PREFIX, pagePath } from '../../src/conventions/paths.ts';
import { flattenNav } from '../../src/lib/paths/navigation.ts';
import { editorConfig, pageForms } from '../../src/admin/config.ts';
import { FORM_WIDGETS } from '../../src/admin/form-checks.ts';
import { PHOTO_DESCRIPTION_HINT } from '../../src/loaders/prepare-entries.ts';
import { collectionDir } from '../../src/loaders/entry-files.ts';
import {
  COLLECTIONS,
  COLLECTION_NAMES,
  collectionSchema,
  definitionOf,
  withoutImagePipeline,
  type CollectionName,
} from '../../src/collections.ts';
import { settingsSchema } from '../../src/schemas/settings.ts';
import { site } from '../fixtures/entries.ts';

type Field = Record<string, unknown> & {
  name: string;
  widget: string;
  fields?: Field[];
  field?: Field;
  types?: Field[];
  required?: boolean;
};

/** The fields inside a field: an object's or a list's, and those of each kind of a list of kinds. */
const childFields = (field: Field): Field[] => [...(field.fields ?? []), ...(field.types ?? []).flatMap((kind) => kind.fields ?? [])];

const config = testEditorConfig(
  [
    { id: 'dairy', title: 'Dairy Feed' },
    { id: 'sheep', title: 'Sheep Feed' },
  ],
  [
    { id: 'office', name: 'In The Office' },
    { id: 'yard', name: 'Yard' },
  ],
);
const context = withoutImagePipeline;
const SCHEMAS = Object.fromEntries(COLLECTION_NAMES.map((name) => [name, collectionSchema(name, context)])) as Record<
  CollectionName,
  z.ZodType
>;

/** A collection's form (the settings file's one form). */
const fieldsOf = (name: CollectionName): Field[] => {
  const collection = config.collections.find((c) => c.name === name) as { fields?: Field[]; files?: { fields: Field[] }[] };
  const fields = collection.fields ?? collection.files![0]!.fields;
  return fields.filter((field) => field.name !== 'body');
};

/** A schema node as zod's public JSON Schema gives it: what an editor fills in, before transforms. */
interface JsonNode {
  type?: string;
  title?: string;
  const?: unknown;
  enum?: unknown[];
  items?: JsonNode;
  oneOf?: JsonNode[];
  properties?: Record<string, JsonNode>;
  required?: string[];
}
const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input' }) as JsonNode;

type Visit = (path: string, node: JsonNode, field: Field, required: boolean, inOptionalGroup: boolean) => void;

/** Walks a schema and its form side by side, calling `visit` for each pair. */
function pairs(node: JsonNode, fields: Field[], path: string, visit: Visit, inOptionalGroup = false) {
  const shape = node.properties ?? {};
  expect(
    fields.map((f) => f.name),
    `${path}: the form has the schema's fields, in order`,
  ).toEqual(Object.keys(shape));
  for (const field of fields) {
    const child = shape[field.name]!;
    const required = (node.required ?? []).includes(field.name);
    visit(`${path}.${field.name}`, child, field, required, inOptionalGroup);
    if (child.type === 'object' && field.fields) pairs(child, field.fields, `${path}.${field.name}`, visit, !required);
    if (child.type === 'array' && child.items && field.fields) pairs(child.items, field.fields, `${path}.${field.name}`, visit);
    // A list of kinds: each kind of the schema is a type of the form, with the kind's fields but
    // `type`, which the editor writes itself.
    if (child.type === 'array' && child.items?.oneOf) {
      const kinds = child.items.oneOf;
      expect(
        field.types?.map((kind) => kind.name),
        `${path}.${field.name}: the form offers each kind`,
      ).toEqual(kinds.map((kind) => kind.properties?.['type']?.const));
      expect(field['typeKey'], path).toBe('type');
      for (const kind of kinds) {
        const { type: _type, ...properties } = kind.properties ?? {};
        const type = field.types!.find((candidate) => candidate.name === kind.properties?.['type']?.const)!;
        expect(type['label'], `${path}.${field.name}: the kind's label is its title`).toBe(kind.title);
        pairs({ ...kind, properties }, type.fields ?? [], `${path}.${field.name}.${type.name}`, visit);
      }
    }
  }
}

/** Every field's path and the zod schema of its value (a list's item, for a list of strings). */
function valueSchemas(schema: z.ZodType, path: string, into = new Map<string, z.ZodType>()): Map<string, z.ZodType> {
  let inner: z.ZodType = schema;
  // Optional, default and transform wrappers through their public accessors.
  for (;;) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable || inner instanceof z.ZodDefault)
      inner = inner.unwrap() as z.ZodType;
    else if (inner instanceof z.ZodPipe) inner = inner.in as z.ZodType;
    else break;
  }
  if (inner instanceof z.ZodArray) return valueSchemas(inner.element as z.ZodType, path, into);
  // A kind of a list of kinds sits at the path of its `type`, as the form's types do.
  const isKind = (option: unknown) => option instanceof z.ZodObject && option.shape['type'] instanceof z.ZodLiteral;
  if (inner instanceof z.ZodUnion && inner.options.every(isKind)) {
    for (const kind of inner.options as z.ZodObject[])
      valueSchemas(kind, `${path}.${String((kind.shape['type'] as z.ZodLiteral).value)}`, into);
    return into;
  }
  into.set(path, inner);
  if (inner instanceof z.ZodObject)
    for (const [key, child] of Object.entries(inner.shape)) valueSchemas(child as z.ZodType, `${path}.${key}`, into);
  return into;
}

describe('the depot form', () => {
  it('says in the map position\u2019s hint that a place without one is left off the map', () => {
    const position = fieldsOf('locations').find(({ name }) => name === 'position')!;
    expect(position['hint']).toMatch(/without it,[^.]*left off the map/i);
  });
});

describe.each(COLLECTION_NAMES)('the %s form', (name) => {
  it('has the schema\u2019s fields, required where the schema requires them, with the schema\u2019s choices', () => {
    const derived = definitionOf(name).derived ?? {};
    pairs(jsonSchema(SCHEMAS[name]), fieldsOf(name), name, (path, node, field, required, inOptionalGroup) => {
      if (field.required !== false) expect(required, `${path} is required in the form and the schema`).toBe(true);
      // A field the site works out may be left empty in the form, and the form says what happens then.
      const rule = derived[path.slice(name.length + 1)];
      if (rule) {
        expect(field.required, path).toBe(false);
        expect(field['hint'], path).toContain(rule.hint);
        // Said once, and with no example address, whose domain would not be the business's own.
        expect(String(field['hint']).match(/Leave empty/g), path).toHaveLength(1);
        expect(String(field['hint']), path).not.toMatch(/@[\w-]+\.[\w.-]+/);
        return;
      }
      // A photo's description is worked out when left empty, wherever the photo is.
      if (path.endsWith('.alt') && field['hint'] && String(field['hint']).includes(PHOTO_DESCRIPTION_HINT)) {
        expect(field.required, path).toBe(false);
        return;
      }
      // Inside an optional group the form cannot require a field only once the group is used; the build does.
      if (required) expect(field.required, `${path} is required in both`).toBe(inOptionalGroup ? false : undefined);
      // A hidden field is kept in the entry as it is, not typed: a photo's focus is chosen by its group's
      // buttons (src/admin/photo-focus.ts), the settings' count of sample values is the content's own.
      if (field.widget === 'hidden') return;
      if (node.enum) {
        expect(
          (field['options'] as { value: string }[]).map((option) => option.value),
          path,
        ).toEqual(node.enum);
      }
      if (node.type === 'boolean') expect(field.widget, path).toBe('boolean');
      if (node.type === 'number' || node.type === 'integer') expect(field.widget, path).toBe('number');
    });
  });

  it('has relation fields only to collections that exist', () => {
    const relations = JSON.stringify(fieldsOf(name)).match(/"collection":"(\w+)"/g) ?? [];
    for (const relation of relations) expect(COLLECTION_NAMES).toContain(relation.slice(14, -1));
  });
});

describe('form patterns agree with the schemas', () => {
  /** Every string field with a pattern, with the schema it came from. */
  const patterned: { path: string; pattern: RegExp; message: string; schema: z.ZodType }[] = [];
  for (const name of COLLECTION_NAMES) {
    const schemas = valueSchemas(SCHEMAS[name], name);
    pairs(jsonSchema(SCHEMAS[name]), fieldsOf(name), name, (path, _node, field) => {
      // A photo's pattern is the build's own check on picture files (tested below), not its schema's.
      if (field.widget === 'image') return;
      const pattern = (field['pattern'] ?? field.field?.['pattern']) as [string, string] | undefined;
      if (pattern) patterned.push({ path, pattern: new RegExp(pattern[0]), message: pattern[1], schema: schemas.get(path)! });
    });
  }

  // The form's messages are read from the issues zod reports (src/admin/fields.ts): a zod upgrade
  // that changes those issues shows here, not as a form that says nothing useful.
  it('say what each schema\u2019s own rule says', () => {
    expect(patterned.filter(({ message }) => message.includes('is not in the right form')).map(({ path }) => path)).toEqual([]);
    const byPath = new Map(patterned.map(({ path, message }) => [path, message]));
    expect(byPath.get('products.path')).toBe(
      'must look like /dairy-feed/pke (lower case, no trailing slash); is a path the site uses for its own files; choose another; keep it to 300 characters',
    );
    expect(byPath.get('staff.phones')).toContain('has too few or too many digits');
    expect(byPath.get('staff.phones')).toContain('is not a New Zealand phone number');
    expect(byPath.get('declarations.season')).toContain('must be two years in a row, like 24/25');
    expect(byPath.get('categories.colour')).toBe('must be a colour like #1d5236');
    expect(byPath.get('products.name')).toBe('must not be empty; keep it to 90 characters');
    expect(byPath.get('staff.email')).toBe('must be an e-mail address like name@example.co.nz; keep it to 300 characters');
  });

  it('covers the fields people most often get wrong', () => {
    for (const path of [
      'products.path',
      'products.specSheet',
      'staff.phones',
      'staff.email',
      'settings.videoEmbedBase',
      'categories.colour',
      'products.links.href',
      'declarations.season',
    ]) {
      expect(
        patterned.map((p) => p.path),
        path,
      ).toContain(path);
    }
  });

  // Values an editor could type: every string of a small site's entries (tests/fixtures/entries.ts),
  // which fills in each patterned field with a value the build takes, and known bad ones.
  const good = (JSON.stringify(site().map(({ data }) => data)).match(/"[^"]*"/g) ?? []).map((quoted) => JSON.parse(quoted) as string);
  const bad = [
    'Bad Path',
    '/Dairy/',
    'javascript:alert(1)',
    'http://x.nz/',
    '027 FEED NZ',
    'name.example',
    'green',
    'spec.docx',
    'https://x.nz/a; script-src *',
    ' ',
    'x'.repeat(2000),
    // Rules that once only the build checked: paths the site keeps, digit counts, seasons.
    '/admin',
    '/preview/products/pke',
    '/sitemap-0',
    '/index',
    '027 555',
    '021 555 0123 4567',
    '+64 3',
    // A number of the right shape that New Zealand does not have.
    '03 123 4567',
    '24/26',
    '99/00',
    '9/10',
  ];

  it('are tried on a value each takes, as well as on bad ones', () => {
    const untried = patterned.filter(({ schema }) => !good.some((value) => schema.safeParse(value).success)).map(({ path }) => path);
    expect(untried).toEqual([]);
  });

  it('accept and refuse the same values', () => {
    const disagreements: string[] = [];
    for (const { path, pattern, schema } of patterned) {
      for (const value of [...new Set([...good, ...bad])]) {
        const form = pattern.test(value);
        const build = schema.safeParse(value).success;
        if (form !== build) disagreements.push(`${path}: ${JSON.stringify(value.slice(0, 40))} form ${form}, build ${build}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});

describe('the editor', () => {
  it('saves to the repository given, drafts first, and saves locally through npm run edit', () => {
    expect(config.backend).toEqual({ name: 'github', repo: 'owner/site', branch: 'main' });
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.local_backend).toEqual({ url: 'http://127.0.0.1:8081/api/v1' });
  });

  it('edits every collection, each in its own folder', () => {
    expect(config.collections.map((c) => c.name).sort()).toEqual([...COLLECTION_NAMES].sort());
    for (const collection of config.collections) {
      if ('folder' in collection) expect(collection.folder).toBe(collectionDir(collection.name as CollectionName));
    }
  });

  const collection = (name: CollectionName) => config.collections.find((c) => c.name === name) as Record<string, unknown>;

  it('opens a draft of every entry that has a page at its preview address on the deploy preview', () => {
    for (const name of ['products', 'categories'] as const) {
      expect(collection(name)['preview_path'], name).toBe(`${PREVIEW_PREFIX}/${name}/{{slug}}`);
    }
    // A page is a form of its own, with its own address.
    const pages = collection('pages')['files'] as { name: string; preview_path: string }[];
    expect(pages.length).toBeGreaterThan(0);
    for (const { name, preview_path } of pages) expect(preview_path).toBe(`${PREVIEW_PREFIX}/pages/${name}`);
    for (const name of ['staff', 'locations', 'declarations', 'testimonials'] as const)
      expect(collection(name)).not.toHaveProperty('preview_path');
  });

  it("checks every entry's former addresses as they are typed: a page's, a product's and a category's alike", () => {
    const withFormer = COLLECTION_NAMES.filter((name) => fieldsOf(name).some((field) => field.name === 'formerPaths'));
    expect(withFormer.sort()).toEqual(['categories', 'pages', 'products']);
    for (const name of withFormer)
      expect(fieldsOf(name).find((field) => field.name === 'formerPaths')!.field!.widget, name).toBe(FORM_WIDGETS.formerPath);
  });

  it('offers the entries of another collection as the form opens, with no list of ids fixed when the editor was built', () => {
    // A list fixed at build would refuse an entry added since (a depot added minutes before, chosen
    // for a person): the editor's own relation widget reads the entries as the form opens (form-rules.ts).
    const location = fieldsOf('staff').find(({ name }) => name === 'location')!;
    expect(location).toMatchObject({ widget: FORM_WIDGETS.entry, collection: 'locations', value_field: '{{slug}}' });
    const relations = (fields: Field[]): Field[] =>
      fields.flatMap((field) => [
        ...(field['collection'] ? [field] : []),
        ...relations([...childFields(field), ...(field.field ? [field.field] : [])]),
      ]);
    const all = (config.collections as { fields?: Field[]; files?: { fields: Field[] }[] }[]).flatMap((collection) =>
      relations(collection.fields ?? collection.files?.flatMap(({ fields }) => fields) ?? []),
    );
    expect(all.length).toBeGreaterThan(1);
    for (const field of all) {
      expect(field.widget, field.name).toBe(FORM_WIDGETS.entry);
      expect(field, field.name).not.toHaveProperty('pattern');
    }
  });

  it('lists each page as a form of its own, by its name in the menu and in the menu\u2019s order, the rest by heading', () => {
    const menu = flattenNav();
    const pages = [
      { id: 'zz-extra', title: 'A page the menu leaves out' },
      ...menu.toReversed().map(({ href, label }) => ({ id: href === '/' ? HOME_PAGE_ID : href.slice(1), title: `Heading of ${label}` })),
    ].filter(({ id }) => !id.includes('/'));
    const forms = pageForms(pages);
    const named = menu.filter(({ href }) => pages.some(({ id }) => pagePath(id) === href));
    expect(forms.map(({ label }) => label)).toEqual([...named.map(({ label }) => label), 'A page the menu leaves out']);
    expect(forms[0]).toEqual({ id: HOME_PAGE_ID, label: menu[0]!.label });
    // Nothing can be added or removed, and other forms name a page by the same labels.
    expect(collection('pages')).toMatchObject({ create: false, delete: false });
    const featuredOn = fieldsOf('testimonials').find(({ name }) => name === 'featuredOn')!;
    expect(featuredOn).toMatchObject({ widget: 'select', multiple: true });
  });

  it('offers as "a page" only the pages a visitor can reach: not the not-found page nor the offline page', () => {
    const pages = [
      { id: HOME_PAGE_ID, title: 'Feed for every farm' },
      { id: 'about-us', title: 'About us' },
      { id: '404', title: 'Page Not Found' },
      { id: 'offline', title: 'You are offline' },
    ];
    const built = editorConfig({ ...TEST_OPTIONS, pages });
    const testimonials = built.collections.find(({ name }) => name === 'testimonials') as { fields: Field[] };
    const featuredOn = testimonials.fields.find(({ name }) => name === 'featuredOn')!;
    expect((featuredOn['options'] as { value: string }[]).map(({ value }) => value)).toEqual([HOME_PAGE_ID, 'about-us']);
    // Every page still has its form.
    const forms = (built.collections.find(({ name }) => name === 'pages') as { files: { name: string }[] }).files;
    expect(forms.map(({ name }) => name).sort()).toEqual(pages.map(({ id }) => id).sort());
  });

  it('groups and filters products by category and staff by group, and sorts lists by order and name', () => {
    expect(collection('products')['view_groups']).toEqual([{ label: 'Category', field: 'category' }]);
    expect(collection('products')['view_filters']).toEqual([
      { label: 'Dairy Feed', field: 'category', pattern: '^dairy$' },
      { label: 'Sheep Feed', field: 'category', pattern: '^sheep$' },
    ]);
    expect(collection('staff')['view_filters']).toEqual([
      { label: 'In The Office', field: 'group', pattern: '^office$' },
      { label: 'Yard', field: 'group', pattern: '^yard$' },
    ]);
    expect(collection('products')['sortable_fields']).toEqual([{ field: 'order', default_sort: 'asc' }, 'name']);
    for (const { name, summary } of config.collections as { name: string; summary?: string }[]) {
      if (fieldsOf(name as CollectionName).some((field) => field.name === 'order'))
        expect(summary, name).toContain("order {{order | default('last')}}");
    }
  });

  it('names one item of every list, so its button reads "Add phone number", not "Add item"', () => {
    const lists = (fields: Field[]): Field[] =>
      fields.flatMap((field) => [...(field.widget === 'list' ? [field] : []), ...lists(childFields(field))]);
    const all = COLLECTION_NAMES.flatMap((name) => lists(fieldsOf(name)));
    expect(all.length).toBeGreaterThan(10);
    for (const field of all) expect(field['label_singular'], field.name).not.toBe('item');
    // A list of single values labels each box as what it holds ("Phone number"), not "Item".
    const single = all.filter((field) => field.field);
    expect(single.length).toBeGreaterThan(3);
    for (const field of single)
      expect(String(field.field!['label']).toLowerCase(), field.name).toBe(String(field['label_singular']).toLowerCase());
    const sections = lists(fieldsOf('pages')).find((field) => field.name === 'sections')!;
    expect(sections['summary']).toContain('{{fields.heading');
  });

  it('shows each entry\u2019s sample values in a box of their own, with a Keep button each', () => {
    for (const name of COLLECTION_NAMES) {
      const sample = fieldsOf(name).find((field) => field.name === 'sample')!;
      expect(sample.widget, name).toBe('sample-values');
      expect(sample.required, name).toBe(false);
    }
  });

  it('shows readable names for choices, not ids', () => {
    const kind = fieldsOf('locations').find((field) => field.name === 'kind')!;
    for (const { label, value } of kind['options'] as { label: string; value: string }[]) expect(label, value).not.toBe(value);
  });

  /** Every photo field of a collection's form, at any depth. */
  const photoFields = (fields: Field[]): Field[] =>
    fields.flatMap((field) => [...(field.widget === 'image' ? [field] : []), ...photoFields(childFields(field))]);

  it('says in each PDF field\u2019s hint what an upload fills in, an address the field accepts, named as the upload guard names it', () => {
    const pdfFields = (fields: Field[]): Field[] =>
      fields.flatMap((field) => [...(field.widget === 'file' ? [field] : []), ...pdfFields(childFields(field))]);
    const all = COLLECTION_NAMES.flatMap((name) => pdfFields(fieldsOf(name)));
    expect(all.length).toBeGreaterThan(2);
    for (const field of all) {
      const example = String(field['hint']).match(/\/files\/\S+?\.pdf/)?.[0];
      expect(example, field.name).toMatch(new RegExp(`-[0-9a-f]{${HASH_DIGITS}}\\.pdf$`));
      const [pattern] = field['pattern'] as [string, string];
      expect(new RegExp(pattern).test(example!), example).toBe(true);
    }
  });

  it('takes photos as uploads only, refuses pictures the build cannot read, and makes them a sensible size', () => {
    expect(config.media_processing).toMatchObject({ enabled: true, format: { enabled: true, default: 'jpeg' }, strip_metadata: true });
    const all = (Object.keys(COLLECTIONS) as CollectionName[]).flatMap((name) => photoFields(fieldsOf(name)));
    expect(all.length).toBeGreaterThan(4);
    for (const field of all) {
      expect(field['choose_url']).toBe(false);
      const [pattern] = field['pattern'] as [string, string];
      for (const good of ['../../assets/uploads/a.jpg', 'x/B.JPEG', 'c.png', 'd.webp'])
        expect(new RegExp(pattern).test(good), good).toBe(true);
      for (const bad of ['IMG_0412.HEIC', 'photo.heif', 'scan.pdf', 'a.jpg.txt']) expect(new RegExp(pattern).test(bad), bad).toBe(false);
    }
    // Kept whole, in its own shape: Decap stretches a picture to a width and height given together,
    // and crops a shape at the centre. A portrait is cropped square at build, around its subject.
    for (const processing of [config.media_processing, ...all.map((field) => field['media_processing'])].filter(Boolean)) {
      expect(processing).not.toHaveProperty('height');
      expect(processing).not.toHaveProperty('aspect_ratio');
    }
  });

  it('lets a photo\u2019s description be left empty, saying the site describes it, as every build accepts', () => {
    /** The groups holding a photo field, at any depth. */
    const photoGroups = (fields: Field[]): Field[] =>
      fields.flatMap((field) => [
        ...(childFields(field).some((child) => child.widget === 'image') ? [field] : []),
        ...photoGroups(childFields(field)),
      ]);
    const groups = (Object.keys(COLLECTIONS) as CollectionName[]).flatMap((name) => photoGroups(fieldsOf(name)));
    expect(groups.length).toBeGreaterThan(4);
    for (const group of groups) {
      const alt = childFields(group).find((child) => child.name === 'alt')!;
      expect(alt.required, group.name).toBe(false);
      expect(alt['hint']).toContain(PHOTO_DESCRIPTION_HINT);
    }
  });

  it('edits the settings file in one form (Decap keys a file\u2019s form by its path), the technical settings each warning first', () => {
    const settings = config.collections.find((c) => c.name === 'settings') as { files: { name: string; file: string; fields: Field[] }[] };
    expect(settings.files).toHaveLength(1);
    const [form] = settings.files;
    const flat = (fields: Field[], prefix = ''): [string, Field][] =>
      fields.flatMap((field) => [[prefix + field.name, field] as [string, Field], ...flat(field.fields ?? [], `${prefix}${field.name}.`)]);
    const fields = flat(form!.fields);
    // Every field of the settings, in the schema's order.
    expect(fields.map(([name]) => name)).toEqual(flat(toFields(settingsSchema(context), () => ({}))).map(([name]) => name));
    const technical = fields.filter(([, field]) => String(field['hint'] ?? '').startsWith('Technical: ')).map(([name]) => name);
    expect(technical.sort()).toEqual(['fileStorageBase', 'headOffice.countryCode', 'url', 'videoEmbedBase']);
  });
});
