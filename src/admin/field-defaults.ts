// The values the site assumes where an entry leaves a field out: the schemas' defaults other than an
// empty list (a product on sale, a text section in plain tone, a switch off). A save leaves them out
// of the file (src/admin/empty-fields.ts), as a person writing it would: the editor's page hands
// them to its clean-up before a save (src/pages/admin.astro), and `npm run format:content` uses them
// on a file written by hand (scripts/lib/editor-format.ts).
import { z } from 'astro/zod';
import { collectionSchema, withoutImagePipeline, type CollectionName } from '../collections.ts';
import type { FieldDefault } from './empty-fields.ts';

/** A node of a schema as JSON Schema: what this reads of it. */
interface JsonNode {
  default?: unknown;
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  properties?: Record<string, JsonNode>;
  items?: JsonNode;
}

/** Each value a collection's schema assumes where a field is left out, by where it is (a list's items by `*`). */
export function defaultValues(collection: CollectionName): FieldDefault[] {
  const found: FieldDefault[] = [];
  const visit = (node: JsonNode, path: string[]) => {
    const value = node.default;
    if (path.length > 0 && value !== undefined && (typeof value !== 'object' || value === null)) found.push({ path, value });
    for (const [key, child] of Object.entries(node.properties ?? {})) visit(child, [...path, key]);
    if (node.items) visit(node.items, [...path, '*']);
    // A field that may be null, and each kind of a list of kinds (page sections).
    for (const each of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) visit(each, path);
  };
  visit(z.toJSONSchema(collectionSchema(collection, withoutImagePipeline), { io: 'input', unrepresentable: 'any' }) as JsonNode, []);
  return found;
}
