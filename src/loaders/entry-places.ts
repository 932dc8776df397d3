// Where a problem is, as the office's form shows it: an entry's form ("Product “PKE”", "Molasses
// page", "Site settings") and a field by the form's labels ("Sections › 2nd section › Text"),
// beside its file and key path for a developer. Every check places what it finds through here, so
// the build, `npm run validate`, the local site's bar and the editor name a field alike
// (src/lib/content/content-problems.ts words it for each reader).
import { definitionOf, schemaOutsideAstro, type CollectionName } from '../collections.ts';
import type { PlaceOf } from '../lib/content/content-problems.ts';
import { keyPathOf, type KeyPath, type Place } from '../conventions/places.ts';
import { menuLabel } from '../lib/paths/navigation.ts';
import { pagePath } from '../conventions/paths.ts';
import { TEXT_FIELD, fieldLabels } from '../schemas/labels.ts';
import { entryName } from '../lib/content/entry.ts';

/** Longest entry name a form's name quotes (a notice is named by its words). */
const NAME_LENGTH = 48;

/**
 * An entry's form as the office knows it: a page by its name in the menu ("Molasses page"), the
 * settings by their form's name, any other entry by what it is and its name (Product “PKE”).
 */
function entryForm(collection: CollectionName, id: string, data: Record<string, unknown>): string {
  const { editor } = definitionOf(collection);
  const named = 'identifier' in editor ? data[editor.identifier] : entryName(data);
  const name = typeof named === 'string' ? named : id;
  if ('fixed' in editor) return `${menuLabel(pagePath(id)) ?? name} page`;
  if ('file' in editor) return editor.label;
  const short = name.length > NAME_LENGTH ? `${name.slice(0, NAME_LENGTH - 1).trimEnd()}\u2026` : name;
  return `${editor.singular} \u201c${short}\u201d`;
}

/** The places of an entry's fields, each with its labels on the form (the Markdown text as the form's Main text). */
export function entryPlaces(collection: CollectionName, { file, id, data }: { file: string; id: string; data: Record<string, unknown> }) {
  const schema = schemaOutsideAstro(collection);
  const entry = entryName(data);
  const form = entryForm(collection, id, data);
  return (keyPath: KeyPath = []): Place => ({
    file,
    keyPath,
    labels:
      keyPath.length === 1 && keyPath[0] === TEXT_FIELD.name ? [TEXT_FIELD.label] : (fieldLabels(schema, keyPath) ?? keyPath.map(String)),
    entry,
    form,
  });
}

/** Places a field of one of `entries`, its entry by its name and form, for the checks between entries. */
export function placesOf(entries: Partial<Record<CollectionName, readonly { id: string; file: string; data: object }[]>>): PlaceOf {
  const byFile = new Map(
    (Object.keys(entries) as CollectionName[]).flatMap((collection) =>
      (entries[collection] ?? []).map(
        (entry) => [entry.file, entryPlaces(collection, { ...entry, data: entry.data as Record<string, unknown> })] as const,
      ),
    ),
  );
  return (file, keyPath) => byFile.get(file)?.(keyPathOf(keyPath)) ?? { file, keyPath: keyPathOf(keyPath) };
}
