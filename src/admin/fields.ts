// Turns a content collection's zod schema into the browser editor's form fields (Decap CMS), so
// the form at /admin asks for exactly what the build accepts: the same fields, labels and hints
// (each field's `title` and `description` metadata), the same required fields, choices, patterns,
// lengths and list sizes. Nothing here is written per field; an unknown kind of schema fails the build.
import type { z } from 'astro/zod';

/** A Decap CMS field definition. */
export type CmsField = Record<string, unknown> & { name: string; widget: string };

/** How a reference to another collection is edited (a relation field, built by the caller). */
export type RelationField = (collection: string) => Record<string, unknown>;

type Def = { type: string; [key: string]: unknown };
type Check = { check: string; [key: string]: unknown };

const def = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checks = (schema: z.ZodType): Check[] =>
  ((def(schema)['checks'] as { _zod: { def: Check } }[] | undefined) ?? []).map((check) => check._zod.def);
const meta = (schema: z.ZodType) => (schema.meta() ?? {}) as { title?: string; description?: string; [key: string]: unknown };

/** A check's own message: zod keeps it as a function of the issue, or as text. */
function message(check: Check): string | undefined {
  const error = check['error'];
  const value = typeof error === 'function' ? (error as (issue: object) => unknown)({}) : error;
  if (typeof value === 'string') return value;
  return typeof value === 'object' && value !== null && 'message' in value ? String(value.message) : undefined;
}

/** `tabLabel` → `Tab label`, for fields without a title. */
const humanize = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());

interface Unwrapped {
  schema: z.ZodType;
  required: boolean;
  defaultValue?: unknown;
  /** Metadata of the wrappers and the schema inside, the outer ones winning. */
  info: ReturnType<typeof meta>;
}

/** Strips optional, default and transform wrappers: the form edits what goes in. */
function unwrap(schema: z.ZodType): Unwrapped {
  let current = schema;
  let required = true;
  let defaultValue: unknown;
  const infos = [meta(schema)];
  for (;;) {
    const own = def(current);
    if (own.type === 'optional' || own.type === 'nullable') required = false;
    else if (own.type === 'default') {
      required = false;
      defaultValue = own['defaultValue'];
    } else if (own.type !== 'pipe') break;
    current = (own.type === 'pipe' ? own['in'] : own['innerType']) as z.ZodType;
    infos.push(meta(current));
  }
  return {
    schema: current,
    required,
    ...(defaultValue === undefined ? {} : { defaultValue }),
    info: Object.assign({}, ...infos.reverse()),
  };
}

/** A pattern for the form: the schema's own regular expression (with its message) and length limits in one. */
function stringPattern(schema: z.ZodType): [string, string] | undefined {
  const parts: string[] = [];
  const messages: string[] = [];
  for (const check of checks(schema)) {
    if (check.check === 'string_format' && check['format'] === 'regex' && check['pattern'] instanceof RegExp) {
      parts.push(`(?=${(check['pattern'] as RegExp).source})`);
      messages.push(message(check) ?? 'is not in the right form');
    }
    if (check.check === 'max_length') {
      parts.push(`(?=[\\s\\S]{0,${check['maximum'] as number}}$)`);
      messages.push(`keep it to ${check['maximum'] as number} characters`);
    }
    if (check.check === 'min_length' && (check['minimum'] as number) > 0) {
      parts.push('(?=[\\s\\S]*\\S)');
      messages.push(message(check) ?? 'must not be empty');
    }
  }
  if (def(schema)['format'] === 'email') {
    parts.push('(?=[^@\\s]+@[^@\\s]+\\.[^@\\s]+$)');
    messages.push('must be an e-mail address like name@example.co.nz');
  }
  // The pattern's own rule reads first: it is the one an editor most often breaks.
  const ordered = [...new Set(messages)].sort((a, b) => Number(a.startsWith('keep it to')) - Number(b.startsWith('keep it to')));
  return parts.length > 0 ? [`^${parts.join('')}`, ordered.join('; ')] : undefined;
}

function lengths(schema: z.ZodType): { min?: number; max?: number } {
  const found: { min?: number; max?: number } = {};
  for (const check of checks(schema)) {
    if (check.check === 'min_length') found.min = check['minimum'] as number;
    if (check.check === 'max_length') found.max = check['maximum'] as number;
    if (check.check === 'length_equals') found.min = found.max = check['length'] as number;
  }
  return found;
}

/** The form field for one schema, named `name`. */
export function toField(name: string, schema: z.ZodType, relation: RelationField): CmsField {
  const { schema: inner, required, defaultValue, info } = unwrap(schema);
  const own = def(inner);
  const field: Record<string, unknown> = { name, label: info.title ?? humanize(name) };
  if (info.description) field['hint'] = info.description;
  if (!required) field['required'] = false;
  const collection = info['x-collection'] as string | undefined;

  if (info['x-widget'] === 'image') {
    field['widget'] = 'image';
  } else if (info['x-widget'] === 'file') {
    field['widget'] = 'file';
    const pattern = stringPattern(inner);
    if (pattern) field['pattern'] = pattern;
  } else if (collection) {
    Object.assign(field, { widget: 'relation' }, relation(collection));
  } else if (own.type === 'string') {
    field['widget'] = info['x-widget'] === 'text' ? 'text' : 'string';
    const pattern = stringPattern(inner);
    if (pattern) field['pattern'] = pattern;
  } else if (own.type === 'number') {
    field['widget'] = 'number';
    field['value_type'] = checks(inner).some((check) => check.check === 'number_format' && String(check['format']).includes('int'))
      ? 'int'
      : 'float';
    for (const check of checks(inner)) {
      if (check.check === 'greater_than') field['min'] = check['value'];
      if (check.check === 'less_than') field['max'] = check['value'];
    }
  } else if (own.type === 'boolean') {
    field['widget'] = 'boolean';
  } else if (own.type === 'enum') {
    const labels = (info['x-labels'] ?? {}) as Record<string, string>;
    field['widget'] = 'select';
    field['options'] = Object.values(own['entries'] as Record<string, string>).map((value) => ({ label: labels[value] ?? value, value }));
  } else if (own.type === 'object') {
    field['widget'] = 'object';
    // The form cannot require a field only when its optional group is used (a photo's description
    // once a photo is chosen); the build still does.
    field['fields'] = toFields(inner, relation).map((child) => (required ? child : { ...child, required: false }));
  } else if (own.type === 'array') {
    const element = unwrap(own['element'] as z.ZodType);
    const { min, max } = lengths(inner);
    if (info['x-options']) {
      Object.assign(field, { widget: 'select', multiple: true, options: info['x-options'] });
    } else if (element.info['x-collection']) {
      Object.assign(field, { widget: 'relation', multiple: true }, relation(element.info['x-collection'] as string));
    } else if (def(element.schema).type === 'object') {
      const fields = toFields(element.schema, relation);
      // Short rows (a label and a value) stay open; bigger items (page sections) fold away.
      Object.assign(field, { widget: 'list', fields, collapsed: fields.length > 2 });
    } else {
      Object.assign(field, { widget: 'list', field: toField('item', own['element'] as z.ZodType, relation), collapsed: false });
    }
    if (min !== undefined && min > 0) field['min'] = min;
    if (max !== undefined) field['max'] = max;
  } else {
    throw new Error(`${name}: the editor has no field for a zod "${own.type}"`);
  }
  if (defaultValue !== undefined && !(Array.isArray(defaultValue) && defaultValue.length === 0)) field['default'] = defaultValue;
  return field as CmsField;
}

/** The form fields of an object schema, in the schema's order. */
export function toFields(schema: z.ZodType, relation: RelationField): CmsField[] {
  const { schema: object } = unwrap(schema);
  const own = def(object);
  if (own.type !== 'object') throw new Error(`expected an object schema, got a zod "${own.type}"`);
  return Object.entries(own['shape'] as Record<string, z.ZodType>).map(([key, value]) => toField(key, value, relation));
}
