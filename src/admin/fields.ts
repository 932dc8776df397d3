// Turns a content collection's zod schema into the browser editor's form fields (Decap CMS), so
// the form at /admin asks for exactly what the build accepts: the same fields, labels and hints
// (each field's `title` and `description` metadata), the same required fields, choices, patterns,
// lengths and list sizes. It reads the schema through zod's public API: the schema as JSON Schema
// (`z.toJSONSchema`, with `.meta()` carrying the editor's hints), and each pattern's own message
// from the issue the schema reports for a value that breaks it. Nothing here is written per
// field; a kind of schema the form cannot edit fails the build.
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { collectionSchema, type CollectionName } from '../collections.ts';

/** A Decap CMS field definition. */
export type CmsField = Record<string, unknown> & { name: string; widget: string };

/** How a reference to another collection is edited (a relation field, built by the caller). */
export type RelationField = (collection: string, multiple?: boolean) => Record<string, unknown>;

/** One node of a schema as JSON Schema, with the schema's metadata (`title`, `description`, `x-…`). */
interface JsonNode {
  type?: string;
  title?: string;
  description?: string;
  default?: unknown;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonNode;
  properties?: Record<string, JsonNode>;
  required?: string[];
  allOf?: JsonNode[];
  anyOf?: JsonNode[];
  /** The kinds of a discriminated union (page sections), each an object with its `type` as a constant. */
  oneOf?: JsonNode[];
  const?: unknown;
  /** The messages the schema gives for a string that breaks its patterns, or is empty (see `stringMessages`). */
  'x-messages'?: StringMessages;
  [key: string]: unknown;
}

interface StringMessages {
  /** Each pattern's message, by the pattern's source. */
  patterns: Record<string, string>;
  empty?: string;
}

// Values that break the patterns and length rules an editor meets: the schema's issues for them
// carry each rule's own message. A rule only a well-formed value breaks (a path the site keeps, a
// phone number's digit count) names such a value in its schema's metadata (`probedBy`).
const PROBES = ['', '\u0000', ' '];

/** A string schema's own messages, read from the issues it reports for values that break it. */
function stringMessages(schema: z.core.$ZodType, ownProbe: unknown): StringMessages {
  const messages: StringMessages = { patterns: {} };
  for (const probe of typeof ownProbe === 'string' ? [...PROBES, ownProbe] : PROBES) {
    for (const issue of z.safeParse(schema, probe).error?.issues ?? []) {
      if (issue.code === 'invalid_format' && issue.format === 'regex' && issue.pattern) {
        const source = issue.pattern.slice(1, issue.pattern.lastIndexOf('/'));
        messages.patterns[source] ??= issue.message;
      }
      if (issue.code === 'too_small' && issue.origin === 'string') messages.empty ??= issue.message;
    }
  }
  return messages;
}

/** The schema as an editor fills it in (its input, before any transform), as JSON Schema. */
function formSchema(schema: z.ZodType): JsonNode {
  return z.toJSONSchema(schema, {
    io: 'input',
    override: ({ zodSchema, jsonSchema }) => {
      if (jsonSchema.type === 'string') (jsonSchema as JsonNode)['x-messages'] = stringMessages(zodSchema, jsonSchema['x-probe']);
    },
  }) as JsonNode;
}

/** `tabLabel` → `Tab label`, for fields without a title. */
const humanize = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());

/** A node that may also be null is edited as the node, and may be left empty. */
function nonNull(node: JsonNode): { node: JsonNode; nullable: boolean } {
  const branches = node.anyOf?.filter((branch) => branch.type !== 'null');
  if (node.anyOf && branches?.length === 1 && node.anyOf.length === 2) {
    const { anyOf: _anyOf, ...info } = node;
    return { node: { ...branches[0], ...info }, nullable: true };
  }
  return { node, nullable: false };
}

/** A pattern for the form: the schema's own regular expressions (with their messages) and length limits in one. */
function stringPattern(node: JsonNode): [string, string] | undefined {
  const parts: string[] = [];
  const messages: string[] = [];
  const own = node['x-messages'] ?? { patterns: {} };
  // An e-mail address gets the form's own, simpler pattern below, not zod's.
  const patterns = node.format === 'email' ? [] : [node.pattern, ...(node.allOf ?? []).map((part) => part.pattern)];
  for (const pattern of patterns) {
    if (pattern === undefined) continue;
    parts.push(`(?=${pattern})`);
    messages.push(own.patterns[pattern] ?? 'is not in the right form');
  }
  if (node.minLength !== undefined && node.minLength > 0) {
    parts.push('(?=[\\s\\S]*\\S)');
    messages.push(own.empty ?? 'must not be empty');
  }
  if (node.maxLength !== undefined) {
    parts.push(`(?=[\\s\\S]{0,${node.maxLength}}$)`);
    messages.push(`keep it to ${node.maxLength} characters`);
  }
  if (node.format === 'email') {
    parts.push('(?=[^@\\s]+@[^@\\s]+\\.[^@\\s]+$)');
    messages.push('must be an e-mail address like name@example.co.nz');
  }
  // The pattern's own rule reads first: it is the one an editor most often breaks.
  const ordered = [...new Set(messages)].sort((a, b) => Number(a.startsWith('keep it to')) - Number(b.startsWith('keep it to')));
  return parts.length > 0 ? [`^${parts.join('')}`, ordered.join('; ')] : undefined;
}

/** The form field for one node of the schema, named `name`. */
function toField(name: string, jsonNode: JsonNode, inRequired: boolean, relation: RelationField): CmsField {
  const { node, nullable } = nonNull(jsonNode);
  const required = inRequired && !nullable;
  const field: Record<string, unknown> = { name, label: node.title ?? humanize(name) };
  if (node.description) field['hint'] = node.description;
  if (!required) field['required'] = false;
  const collection = node['x-collection'] as string | undefined;

  if (node['x-widget'] === 'sample-values') {
    // The entry's sample values, each with a Keep button (src/admin/sample-values.ts).
    field['widget'] = 'sample-values';
  } else if (node['x-widget'] === 'image') {
    field['widget'] = 'image';
  } else if (node['x-widget'] === 'hidden') {
    // Kept in the entry and set by its group's own control (a photo's focus, photo-focus.ts).
    field['widget'] = 'hidden';
  } else if (node['x-widget'] === 'file') {
    field['widget'] = 'file';
    const pattern = stringPattern(node);
    if (pattern) field['pattern'] = pattern;
  } else if (collection) {
    Object.assign(field, { widget: 'relation' }, relation(collection));
  } else if (node.enum) {
    const labels = (node['x-labels'] ?? {}) as Record<string, string>;
    field['widget'] = 'select';
    field['options'] = node.enum.map((value) => ({ label: labels[String(value)] ?? value, value }));
  } else if (node.type === 'string') {
    field['widget'] = node['x-widget'] === 'text' ? 'text' : 'string';
    const pattern = stringPattern(node);
    if (pattern) field['pattern'] = pattern;
  } else if (node.type === 'number' || node.type === 'integer') {
    field['widget'] = 'number';
    field['value_type'] = node.type === 'integer' ? 'int' : 'float';
    const min = node.minimum ?? node.exclusiveMinimum;
    const max = node.maximum ?? node.exclusiveMaximum;
    if (min !== undefined) field['min'] = min;
    if (max !== undefined) field['max'] = max;
  } else if (node.type === 'boolean') {
    field['widget'] = 'boolean';
  } else if (node.type === 'object') {
    field['widget'] = 'object';
    // Where a photo shows, for the form's crops and size warnings (src/lib/design/photo-places.ts).
    if (node['x-places']) field['places'] = node['x-places'];
    // The form cannot require a field only when its optional group is used (a photo's description
    // once a photo is chosen); the build still does.
    field['fields'] = objectFields(node, relation).map((child) => (required ? child : { ...child, required: false }));
  } else if (node.type === 'array' && node.items) {
    const element = nonNull(node.items).node;
    if (node['x-options']) {
      Object.assign(field, { widget: 'select', multiple: true, options: node['x-options'] });
    } else if (element['x-collection']) {
      Object.assign(field, { widget: 'relation', multiple: true }, relation(element['x-collection'] as string, true));
    } else if (element.oneOf) {
      // A list of kinds (page sections): the editor's Add button offers each kind by its title.
      Object.assign(field, {
        widget: 'list',
        typeKey: KIND_KEY,
        types: element.oneOf.map((kind) => kindField(kind, relation)),
        collapsed: true,
      });
    } else if (element.type === 'object') {
      const fields = objectFields(element, relation);
      // Where a list's photos show (a gallery's), for the form's crops of each (photo-focus.ts).
      if (element['x-places']) field['places'] = element['x-places'];
      // Short rows (a label and a value) stay open; bigger items (page sections) fold away.
      Object.assign(field, { widget: 'list', fields, collapsed: fields.length > 2 });
    } else {
      // Each box labelled as what it holds ("Phone number"), not "Item".
      const singular = (node['x-singular'] as string | undefined) ?? 'item';
      const itemTitle = singular.charAt(0).toUpperCase() + singular.slice(1);
      Object.assign(field, {
        widget: 'list',
        field: toField('item', { title: itemTitle, ...node.items }, true, relation),
        collapsed: false,
      });
    }
    // What one item is called ("Add phone number"), and how a folded item reads.
    if (field['widget'] === 'list') {
      field['label_singular'] = node['x-singular'] ?? 'item';
      // How a folded list counts its items ("4 closed days", not the field's label "4 office closed on"): summaries.ts.
      if (node['x-plural']) field[LIST_COUNTED] = node['x-plural'];
      if (node['x-summary']) field['summary'] = node['x-summary'];
      if (node['x-row-words']) field[ROW_WORDS] = node['x-row-words'];
    }
    if (node.minItems !== undefined && node.minItems > 0) field['min'] = node.minItems;
    if (node.maxItems !== undefined) field['max'] = node.maxItems;
  } else {
    throw new Error(`${name}: the editor has no field for ${JSON.stringify(node).slice(0, 200)}`);
  }
  const defaultValue = node.default ?? jsonNode.default;
  // A choice with a default starts empty, its hint saying what empty means: a pre-filled choice
  // would make an untouched new list item (a page section) look filled in.
  const prefill = defaultValue !== undefined && !(Array.isArray(defaultValue) && defaultValue.length === 0) && field['widget'] !== 'select';
  if (prefill) field['default'] = defaultValue;
  return field as CmsField;
}

/** A list's option naming how its folded rows are worded where a summary template cannot (src/admin/summary-words.ts). */
const ROW_WORDS = 'row_words';

/** A list's option naming more than one of its items, as the editor counts them (src/admin/summaries.ts). */
const LIST_COUNTED = 'label_plural';

/** The field that names an item's kind in a list of kinds; the editor writes it itself. */
const KIND_KEY = 'type';

/** One kind of a list of kinds: its name (the value of `type`), label, hint, summary and fields. */
function kindField(kind: JsonNode, relation: RelationField): CmsField {
  const name = kind.properties?.[KIND_KEY]?.const;
  if (typeof name !== 'string') throw new Error(`a kind without a constant "${KIND_KEY}": ${JSON.stringify(kind).slice(0, 200)}`);
  const { [KIND_KEY]: _kind, ...properties } = kind.properties ?? {};
  return {
    name,
    label: kind.title ?? humanize(name),
    widget: 'object',
    ...(kind.description ? { hint: kind.description } : {}),
    ...(kind['x-summary'] ? { summary: kind['x-summary'] } : {}),
    fields: objectFields({ ...kind, properties }, relation),
  };
}

function objectFields(node: JsonNode, relation: RelationField): CmsField[] {
  if (node.type !== 'object' || !node.properties) throw new Error(`expected an object schema, got ${JSON.stringify(node).slice(0, 200)}`);
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties).map(([key, value]) => toField(key, value, required.has(key), relation));
}

/** The form fields of an object schema, in the schema's order. */
export function toFields(schema: z.ZodType, relation: RelationField): CmsField[] {
  return objectFields(formSchema(schema), relation);
}

/** The schemas' image() becomes the editor's image field. */
const context = { image: () => z.string().meta({ 'x-widget': 'image' }) } as unknown as SchemaContext;

/** The form fields of a collection's entries, from its schema. */
export function collectionFields(collection: CollectionName, relation: RelationField): CmsField[] {
  return toFields(collectionSchema(collection, context), relation);
}
