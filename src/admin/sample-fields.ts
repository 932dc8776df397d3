// An edited sample is no longer a sample: when the office changes a field whose name is listed in
// the entry's `sample:` (launch-ready's list of made-up values), the save takes the name off
// the list, so launch-ready stops asking for a value that is already the business's own. What
// the field held is read from the file as the form opened it (save-cleanup.ts); pure, so unit tests
// give both.
import { parse } from 'yaml';

/** A value as comparable text; words compared without the spaces around them. */
const comparable = (value: unknown) => JSON.stringify(value, (_, item: unknown) => (typeof item === 'string' ? item.trim() : item));

/** Every value held under `key`, at any depth, as comparable text. */
function valuesOf(data: unknown, key: string): string[] {
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object')
      for (const [name, child] of Object.entries(value)) {
        if (name === key) found.push(comparable(child));
        visit(child);
      }
  };
  visit(data);
  return found;
}

const isEntry = (data: unknown): data is Record<string, unknown> => Boolean(data) && typeof data === 'object' && !Array.isArray(data);

/**
 * The names of `listed` whose values differ between the entry as it was and as it is now. A name
 * the entry holds at its top level means that field alone (the settings' `name`, not a closed
 * day's); any other means that key at any depth (every section's `heading`). The values are
 * compared as a set: the editor keeps an entry's keys in its form's order, not the file's.
 */
export function editedSamples(listed: readonly string[], before: unknown, after: unknown): string[] {
  const ownField = (name: string) => [before, after].some((data) => isEntry(data) && name in data);
  const held = (data: unknown, name: string) =>
    ownField(name) ? comparable(isEntry(data) ? data[name] : undefined) : JSON.stringify(valuesOf(data, name).sort());
  return listed.filter((name) => held(before, name) !== held(after, name));
}

/** An entry's data from its file's text: a YAML file, or Markdown with its front matter and `body`. */
export function fileData(raw: string): Record<string, unknown> | undefined {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(raw);
  try {
    if (frontMatter) return { ...(parse(frontMatter[1] ?? '') as Record<string, unknown>), body: frontMatter[2] ?? '' };
    const data: unknown = parse(raw);
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
