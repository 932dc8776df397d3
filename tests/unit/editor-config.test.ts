// The browser editor's form and the build accept the same content: the editor's configuration
// is generated from the schemas, and this proves it field by field: the same fields, the same
// required ones, the same choices, and patterns that agree with the schemas on real and bad values.
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { describe, expect, it } from 'vitest';
import { editorConfig } from '../../src/admin/config';
import {
  COLLECTIONS,
  COLLECTION_NAMES,
  collectionDir,
  listEntryFiles,
  readEntryFile,
  type CollectionName,
} from '../../src/loaders/entry-files';
import { collectionSchema } from '../../src/schemas/index';

type Field = Record<string, unknown> & { name: string; widget: string; fields?: Field[]; field?: Field; required?: boolean };

const config = editorConfig({
  localBackendPort: '8081',
  siteUrl: 'https://www.example.co.nz',
  repo: 'owner/site',
  branch: 'main',
  editorialWorkflow: true,
});
const context = { image: () => z.string() } as unknown as SchemaContext;
const SCHEMAS = Object.fromEntries(COLLECTION_NAMES.map((name) => [name, collectionSchema(name, context)])) as Record<
  CollectionName,
  z.ZodType
>;

const fieldsOf = (name: CollectionName): Field[] => {
  const collection = config.collections.find((c) => c.name === name) as { fields?: Field[]; files?: { fields: Field[] }[] };
  return (collection.fields ?? collection.files?.[0]?.fields ?? []).filter((field) => field.name !== 'body');
};

/** A schema node as zod's public JSON Schema gives it: what an editor fills in, before transforms. */
interface JsonNode {
  type?: string;
  enum?: unknown[];
  items?: JsonNode;
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
  into.set(path, inner);
  if (inner instanceof z.ZodObject)
    for (const [key, child] of Object.entries(inner.shape)) valueSchemas(child as z.ZodType, `${path}.${key}`, into);
  return into;
}

describe.each(COLLECTION_NAMES)('the %s form', (name) => {
  it('has the schema\u2019s fields, required where the schema requires them, with the schema\u2019s choices', () => {
    pairs(jsonSchema(SCHEMAS[name]), fieldsOf(name), name, (path, node, field, required, inOptionalGroup) => {
      if (field.required !== false) expect(required, `${path} is required in the form and the schema`).toBe(true);
      // Inside an optional group (a photo and its description) the form cannot require a field
      // only once the group is used; the build does.
      if (required) expect(field.required, `${path} is required in both`).toBe(inOptionalGroup ? false : undefined);
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
      const pattern = (field['pattern'] ?? field.field?.['pattern']) as [string, string] | undefined;
      if (pattern) patterned.push({ path, pattern: new RegExp(pattern[0]), message: pattern[1], schema: schemas.get(path)! });
    });
  }

  // The form's messages are read from the issues zod reports (src/admin/fields.ts): a zod upgrade
  // that changes those issues shows here, not as a form that says nothing useful.
  it('say what each schema\u2019s own rule says', () => {
    expect(patterned.filter(({ message }) => message.includes('is not in the right form')).map(({ path }) => path)).toEqual([]);
    const byPath = new Map(patterned.map(({ path, message }) => [path, message]));
    expect(byPath.get('products.path')).toBe('must look like /dairy-feed/pke (lower case, no trailing slash); keep it to 300 characters');
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
    ]) {
      expect(
        patterned.map((p) => p.path),
        path,
      ).toContain(path);
    }
  });

  // Values an editor could type: every string in the shipped content, and known bad ones.
  const shipped = COLLECTION_NAMES.flatMap((name) =>
    listEntryFiles(collectionDir(name), COLLECTIONS[name]).flatMap(
      ({ file }) => JSON.stringify(readEntryFile(file, COLLECTIONS[name]).data).match(/"[^"]*"/g) ?? [],
    ),
  ).map((quoted) => JSON.parse(quoted) as string);
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
  ];

  // Rules only the build checks, with the reason the form cannot: a path the site keeps for itself
  // and a phone number's digit count take more than a pattern.
  const buildOnly = (path: string, value: string) =>
    (path.endsWith('.path') && /^\/(index|404|admin|offline|sitemap)/.test(value)) || (path.includes('phone') && /^[\d +]+$/.test(value));

  it('accept and refuse the same values', () => {
    const disagreements: string[] = [];
    for (const { path, pattern, schema } of patterned) {
      for (const value of [...new Set([...shipped, ...bad])]) {
        if (buildOnly(path, value)) continue;
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

  it('puts uploaded photos where the image pipeline reads them, relative to the entry', () => {
    const products = config.collections.find((c) => c.name === 'products') as Record<string, unknown>;
    expect(products['media_folder']).toBe('../../assets/products');
    expect(products['public_folder']).toBe('../../assets/products');
  });
});
