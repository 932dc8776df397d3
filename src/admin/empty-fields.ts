// What a save leaves out: Decap writes a cleared field as `tagline: ""` (or null, or a photo with an
// empty `src`), though the site reads each of those as a field left out (withoutEmptyValues in
// src/loaders/prepare-entries.ts). Before a save, the editor takes them out of the entry
// (save-cleanup.ts), so clearing a field removes its line from the file.

type Path = (string | number)[];

/** A value the site reads as left out: null, blank words, a photo without a picture, a group with nothing in it. */
function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value) || typeof value !== 'object' || value instanceof Date) return false;
  if ('src' in value && isEmpty((value as { src: unknown }).src)) return true;
  return Object.values(value).every(isEmpty);
}

/**
 * The paths of the empty parts of an entry's data, last first, so each can be removed in turn
 * without moving those still to come (a list's later items go before its earlier ones). Lists stay,
 * emptied or not; the Markdown text (`body`) stays, as the editor writes the file's text from it.
 */
export function emptyPaths(value: unknown, path: Path = []): Path[] {
  const found: Path[] = [];
  const visit = (item: unknown, at: Path) => {
    if (at.length > 0 && !Array.isArray(item) && isEmpty(item)) {
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
