// Reads the files of one content folder (src/content/<collection>/) the way an editor wrote them,
// and refuses by name anything the site could not load faithfully: a file with another
// extension, a name that is not an id, YAML that does not parse, front matter never closed.
// Node only: every reader of the content (prepare-entries.ts) reads its files through here.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { ENTRY_EXTENSIONS, IMAGE_PATH, type EntryFormat } from '../lib/content/entry-format.ts';
import { ContentFileError } from '../lib/content/content-file-error.ts';
import { PATH_SEGMENT } from '../conventions/paths.ts';

/**
 * Where every collection's folder lives, relative to the project root (the working directory).
 * CONTENT_DIR points a build and its tests at another content folder: the frozen copy of the
 * baseline under tests/fixtures, or a go-live rehearsal.
 */
export const CONTENT_DIR = process.env['CONTENT_DIR'] ?? 'src/content';

// Files an editor's computer or tools leave behind; they are not entries.
const IGNORED = /^(?:\.DS_Store|Thumbs\.db|desktop\.ini|\..*\.swp|.*~)$/;

export interface EntryFile {
  /** The entry's id: its file name without the extension. */
  id: string;
  /** Path from the project root, e.g. src/content/products/pke.md. */
  file: string;
}

export interface EntryContents {
  /** The YAML record, or the Markdown file's front matter. */
  data: Record<string, unknown>;
  /** The Markdown text after the front matter (Markdown entries only). */
  body?: string;
  /** Line of the file on which the body starts, so messages about the body can name the line. */
  bodyLine?: number;
  /** The whole file as read, for change detection. */
  raw: string;
}

/** The folder of a collection, from the project root. */
export const collectionDir = (collection: string): string => join(CONTENT_DIR, collection);

/**
 * Every entry file in a collection's folder, sorted by name (none when there is no folder). Throws on the first file the site
 * would otherwise skip or misread: another extension (.yml, .markdown, .txt ...), an upper-case
 * or spaced name, or a sub-folder.
 */
export function listEntryFiles(dir: string, format: EntryFormat): EntryFile[] {
  // Git keeps no empty folder: deleting a collection's last entry, or a copy made before the
  // collection existed, leaves no folder, which is a collection with no entries.
  if (!existsSync(dir)) return [];
  const extension = ENTRY_EXTENSIONS[format];
  const entries: EntryFile[] = [];
  for (const dirent of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = join(dir, dirent.name);
    if (IGNORED.test(dirent.name)) continue;
    if (dirent.isDirectory()) {
      throw new ContentFileError(file, {
        developer: `folders are not read here; move its files up into ${dir}`,
        office: 'a folder among the entries, which the site does not read; move its files out of it',
      });
    }
    if (IMAGE_PATH.test(dirent.name)) {
      throw new ContentFileError(file, {
        developer: `pictures are not read here: put it in src/assets/ and name it in the entry, e.g. photo: { src: ../../assets/${dirent.name} }`,
        office: `the picture ${dirent.name} is among the entries; upload it in a form's picture field instead`,
      });
    }
    if (!dirent.name.endsWith(extension)) {
      const stem = dirent.name.replace(/\.[^.]*$/, '');
      throw new ContentFileError(file, {
        developer: `is not read: entries in ${dir} are ${extension} files. Rename it to ${stem}${extension} if it is an entry, or move it out of the folder`,
        office: `the file ${dirent.name} is not an entry the site reads; remove it, or save the entry again in the editor`,
      });
    }
    const id = dirent.name.slice(0, -extension.length);
    if (!PATH_SEGMENT.test(id)) {
      throw new ContentFileError(file, {
        developer: `the file name must be lower-case words joined by hyphens, like calf-grower-16${extension}; it becomes the entry's id`,
        office: `the file ${dirent.name} is not named as the editor names entries; save it again from the editor`,
      });
    }
    entries.push({ id, file });
  }
  return entries;
}

/**
 * The ids of a collection's entries: what a reference to that collection may name. Files the
 * collection cannot load are left out here; its own loader names them.
 */
export function entryIds(collection: string): string[] {
  const dir = collectionDir(collection);
  if (!existsSync(dir)) return [];
  const extensions = Object.values(ENTRY_EXTENSIONS);
  return readdirSync(dir)
    .flatMap((name) => extensions.filter((extension) => name.endsWith(extension)).map((extension) => name.slice(0, -extension.length)))
    .filter((id) => PATH_SEGMENT.test(id))
    .sort();
}

function parseYaml(file: string, text: string, firstLine: number): Record<string, unknown> {
  const lines = new LineCounter();
  const document = parseDocument(text, { prettyErrors: false, uniqueKeys: true, lineCounter: lines });
  const [error] = document.errors;
  if (error) {
    const line = lines.linePos(error.pos[0]).line + firstLine - 1;
    const why = error.message.split('\n')[0];
    throw new ContentFileError(
      file,
      { developer: `this YAML does not parse: ${why}`, office: `its file cannot be read (line ${line}: ${why})` },
      line,
    );
  }
  const data: unknown = document.toJS();
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new ContentFileError(
      file,
      { developer: 'must hold fields written as "name: value", one per line', office: 'its file holds no fields the form can read' },
      firstLine,
    );
  }
  return data as Record<string, unknown>;
}

// What each entry file held when last read, by path: a collection read again in the same process
// (a product's address is worked out from its category's entry) takes the file from here unless it
// has changed since, so one build reads each file once.
const lastRead = new Map<string, { stamp: string; contents: EntryContents }>();

/** Reads and parses one entry file. Throws a ContentFileError naming the file and line. */
export function readEntryFile(file: string, format: EntryFormat): EntryContents {
  const { mtimeMs, size } = statSync(file);
  const stamp = `${format} ${mtimeMs} ${size}`;
  const key = resolve(file);
  const known = lastRead.get(key);
  if (known?.stamp === stamp) return known.contents;
  const contents = parseEntryFile(file, format);
  lastRead.set(key, { stamp, contents });
  return contents;
}

function parseEntryFile(file: string, format: EntryFormat): EntryContents {
  const raw = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  if (format === 'yaml') return { data: parseYaml(file, raw, 1), raw };

  const lines = raw.split(/\r?\n/);
  if (lines[0]?.trim() !== '---') {
    throw new ContentFileError(
      file,
      {
        developer: 'must start with front matter: a line "---", the fields, then another "---"',
        office: 'its file holds no fields the form can read',
      },
      1,
    );
  }
  const close = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (close === -1) {
    throw new ContentFileError(
      file,
      {
        developer: 'the front matter that starts on line 1 is never closed: add a line "---" after the last field',
        office: 'its file cannot be read: the fields at its top are never closed',
      },
      1,
    );
  }
  return {
    data: parseYaml(file, lines.slice(1, close).join('\n'), 2),
    body: lines.slice(close + 1).join('\n'),
    bodyLine: close + 2,
    raw,
  };
}
