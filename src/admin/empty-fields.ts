// What a save leaves out, so a file reads as a person would write it: Decap writes a cleared field as
// `strapline: ""` (or null, or a photo with an empty `src`), a list emptied of its last item as
// `formerPaths: []`, and a choice left at what the site assumes anyway as `availability: on-sale`,
// though the site reads each of those as a field left out (withoutEmptyValues in
// src/loaders/prepare-entries.ts, and the schemas' defaults). Before a save, the editor takes them
// out of the entry (save-cleanup.ts), and `npm run format:content` out of a file written by hand
// (scripts/lib/editor-format.ts), so clearing a field removes its line. Pure, for both.

type Path = (string | number)[];

/** A value the site assumes where a field is left out: where it is (a list's items by `*`), and the value. */
export interface FieldDefault {
  path: string[];
  value: unknown;
}

/** A value the site reads as left out: null, blank words, a photo without a picture, a list or group with nothing in it. */
function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isEmpty);
  if (typeof value !== 'object' || value instanceof Date) return false;
  if ('src' in value && isEmpty((value as { src: unknown }).src)) return true;
  return Object.values(value).every(isEmpty);
}

/** True when `path` is where `pattern` names (a list's item by `*`). */
const matches = (pattern: readonly string[], path: Path) =>
  pattern.length === path.length && pattern.every((key, index) => key === '*' || key === String(path[index]));

/** True when `value` at `path` is what the site assumes there anyway. */
const isDefault = (value: unknown, path: Path, defaults: readonly FieldDefault[]) =>
  defaults.some((known) => matches(known.path, path) && known.value === value);

/**
 * The paths of the parts of an entry's data a save leaves out (empty, or the site's own default),
 * last first, so each can be removed in turn without moving those still to come (a list's later
 * items go before its earlier ones). The Markdown text (`body`) stays, as the editor writes the
 * file's text from it.
 */
export function emptyPaths(value: unknown, defaults: readonly FieldDefault[] = [], path: Path = []): Path[] {
  const found: Path[] = [];
  const visit = (item: unknown, at: Path) => {
    if (at.length > 0 && (isEmpty(item) || isDefault(item, at, defaults))) {
      found.push(at);
      return;
    }
    if (Array.isArray(item)) item.forEach((child, index) => visit(child, [...at, index]));
    else if (item && typeof item === 'object' && !(item instanceof Date))
      for (const [key, child] of Object.entries(item)) if (!(at.length === 0 && key === 'body')) visit(child, [...at, key]);
  };
  visit(value, path);
  return found.reverse();
}

/** Plain data with `paths` removed in turn, as the editor removes them from its own copy (emptyPaths gives them last first). */
export function withoutPaths<T>(data: T, paths: readonly Path[]): T {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  for (const path of paths) {
    const parent = path
      .slice(0, -1)
      .reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string | number, unknown>, copy);
    const key = path.at(-1)!;
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  }
  return copy as T;
}
