// A field named as the editor's form names it: the labels (each schema's `title`) from the entry
// down to the field, for messages the office reads ("Related links › 2nd link › Address"). Lists
// name their items by the list's `x-singular` and place ("2nd phone number").
import { z } from 'astro/zod';

interface Meta {
  title?: string | undefined;
  'x-singular'?: string | undefined;
}

const metaOf = (schema: z.ZodType): Meta => (z.globalRegistry.get(schema) ?? {}) as Meta;

/** The schema inside optional, default, nullable and transform wrappers, with the first title and singular met on the way. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; meta: Meta } {
  const meta: Meta = { ...metaOf(schema) };
  let inner = schema;
  for (;;) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault || inner instanceof z.ZodNullable)
      inner = inner.unwrap() as z.ZodType;
    else if (inner instanceof z.ZodPipe) inner = inner.in as z.ZodType;
    else break;
    const own = metaOf(inner);
    meta.title ??= own.title;
    meta['x-singular'] ??= own['x-singular'];
  }
  return { inner, meta };
}

/** The labels of the field at `path` of an entry of `schema`, as the form shows them; undefined where the schema has no such field. */
export function fieldLabels(schema: z.ZodType, path: readonly PropertyKey[]): string[] | undefined {
  const labels: string[] = [];
  let node = unwrap(schema);
  for (const key of path) {
    const { inner } = node;
    let next: z.ZodType | undefined;
    let label: string | undefined;
    if (inner instanceof z.ZodArray && typeof key === 'number') {
      next = inner.element as z.ZodType;
      label = `${ordinal(key + 1)} ${node.meta['x-singular'] ?? 'item'}`;
    } else if (inner instanceof z.ZodObject && typeof key === 'string') {
      next = (inner.shape as Record<string, z.ZodType>)[key];
    } else if (inner instanceof z.ZodUnion && typeof key === 'string') {
      // A list of kinds (page sections): the kind that has this field.
      next = (inner.options as z.ZodType[])
        .map((option) => unwrap(option).inner)
        .map((option) => (option instanceof z.ZodObject ? (option.shape as Record<string, z.ZodType>)[key] : undefined))
        .find(Boolean);
    }
    if (!next) return undefined;
    node = unwrap(next);
    labels.push(label ?? node.meta.title ?? String(key));
  }
  return labels;
}

/** 1 → 1st, 2 → 2nd, 11 → 11th, 23 → 23rd: an item's place in a list, as people say it. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** The Markdown text of a product or page on its form: what the site writes under the heading. */
export const TEXT_FIELD = { name: 'body', label: 'Main text' } as const;
