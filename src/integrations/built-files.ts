// Reading the built site in dist/ from the disk: the pages there, the file a path is served from,
// and a built script's imports. Beside the build steps that use them; the rules they read by are
// src/lib/built/built-site.ts, which touches no file.
// Imports carry their .ts extension so Node can run the scripts that use this module directly.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { parse as parseModule } from 'es-module-lexer';
import { pathServedFrom } from '../lib/built/built-site.ts';

/** Every built page under `root`, sorted, as { file, path }: its file and the path it is served at. */
export function listPages(root: string): { file: string; path: string }[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => ({ file, path: pathServedFrom(file) }));
}

/** The file a URL path is served from, trying the forms a static host tries (pretty URLs), or null. */
export function findServedFile(path: string, root: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  // A root given as a folder URL's path ends in a slash; the containment check needs it without.
  const folder = resolve(root);
  const base = join(folder, decoded);
  const candidates = [base, `${base.replace(/\/+$/, '')}.html`, join(base, 'index.html')];
  return candidates.find((file) => file.startsWith(folder + sep) && existsSync(file) && statSync(file).isFile()) ?? null;
}

/**
 * A built script's imports, static and dynamic, read from its file under `root` (none when it is
 * not there): what moduleGraph follows. es-module-lexer's `init` must have been awaited.
 */
export function moduleImports(path: string, root: string): { specifier: string; dynamic: boolean }[] {
  const file = findServedFile(path, root);
  if (!file) return [];
  const [imports] = parseModule(readFileSync(file, 'utf8'));
  // d === -1 marks a static import; dynamic ones load only when the code asks for them.
  return imports.filter((entry) => entry.n !== undefined).map((entry) => ({ specifier: entry.n!, dynamic: entry.d !== -1 }));
}
