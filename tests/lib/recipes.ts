// The recipes of docs/content.md ("## Recipes"), read as steps a test can take: each fenced block
// names the file it goes in (`file=`), and where (`after="…"` or `before="…"` a line already there,
// or the whole of a new file), or the entry whose fields it adds to (`entry=`).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse, stringify } from 'yaml';

export type Step =
  | { kind: 'file'; file: string; text: string; after?: string | undefined; before?: string | undefined }
  | { kind: 'entry'; file: string; fields: Record<string, unknown> };

export interface Recipe {
  /** Its heading, e.g. "A new product field". */
  name: string;
  steps: Step[];
}

/** One attribute of a fenced block's info string: name="words" or name=word. */
const attribute = (info: string, name: string) => new RegExp(`${name}=(?:"([^"]*)"|(\\S+))`).exec(info)?.slice(1).find(Boolean);

/** Every recipe on the page, in order, with its steps. */
export function readRecipes(markdown: string): Recipe[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Recipes'));
  if (!section) throw new Error('docs/content.md has no "## Recipes" section');
  return section
    .split(/^### /m)
    .slice(1)
    .map((part) => ({
      name: part.split('\n')[0]!.trim(),
      steps: [...part.matchAll(/^```(\w+) ([^\n]*)\n([\s\S]*?)^```$/gm)].map(([, , info, text]): Step => {
        const entry = attribute(info!, 'entry');
        if (entry) return { kind: 'entry', file: entry, fields: parse(text!) as Record<string, unknown> };
        const file = attribute(info!, 'file');
        if (!file) throw new Error(`a block of "${part.split('\n')[0]}" names no file: ${info}`);
        return { kind: 'file', file, text: text!, after: attribute(info!, 'after'), before: attribute(info!, 'before') };
      }),
    }));
}

/** The one line of `text` that holds `anchor`; throws when none or several do. */
function lineWith(text: string, anchor: string, file: string): number {
  const lines = text.split('\n');
  const found = lines.flatMap((line, index) => (line.includes(anchor) ? [index] : []));
  if (found.length !== 1) throw new Error(`${file}: ${found.length} lines hold "${anchor}"; a recipe's anchor must be one line`);
  return found[0]!;
}

/** The entry's fields with `fields` added: a list gets the new items first, anything else is set. */
function withFields(data: Record<string, unknown>, fields: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...data };
  for (const [key, value] of Object.entries(fields)) {
    const current = merged[key];
    merged[key] = Array.isArray(current) && Array.isArray(value) ? [...value, ...current] : value;
  }
  return merged;
}

/** Takes one step in the project at `dir`. */
export function takeStep(dir: string, step: Step): void {
  const path = join(dir, step.file);
  if (step.kind === 'entry') {
    const text = readFileSync(path, 'utf8');
    const frontMatter = step.file.endsWith('.md') ? /^---\n([\s\S]*?)\n---\n/.exec(text) : null;
    const data = parse(frontMatter ? frontMatter[1]! : text) as Record<string, unknown>;
    const written = stringify(withFields(data, step.fields));
    writeFileSync(path, frontMatter ? `---\n${written}---\n${text.slice(frontMatter[0].length)}` : written);
    return;
  }
  if (step.after === undefined && step.before === undefined) {
    if (existsSync(path)) throw new Error(`${step.file} is there already: a recipe's new file must be new`);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, step.text);
    return;
  }
  const lines = readFileSync(path, 'utf8').split('\n');
  const at = lineWith(lines.join('\n'), (step.after ?? step.before)!, step.file) + (step.after !== undefined ? 1 : 0);
  lines.splice(at, 0, ...step.text.replace(/\n$/, '').split('\n'));
  writeFileSync(path, lines.join('\n'));
}
