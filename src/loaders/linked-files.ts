// The files an entry names, checked to be there before its schema sees it: every local picture (a
// path ending .jpg, .png, ...) relative to the entry's file, and every uploaded PDF (/files/...) in
// public/files; and a picture the site cannot show (a phone's HEIC, a camera's raw file) refused
// with what to do. Node only, like every reader of the content folder.
import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { UPLOADED_FILES } from '../lib/paths/files.ts';
import { ContentFileError } from '../lib/content/content-file-error.ts';
import type { KeyPath, Place } from '../conventions/places.ts';
import { IMAGE_PATH } from '../lib/content/entry-format.ts';
import type { StoredFiles } from '../lib/content/unused-files.ts';
import { CONTENT_DIR } from './entry-files.ts';

/** Pictures it cannot read: a phone's own formats (HEIC from an iPhone) and cameras' raw files. */
const UNREADABLE_IMAGE = /\.(?:heic|heif|dng|cr2|nef|arw|psd|bmp)$/i;

/** The place of a field of the entry, by its key path: its file and key path, or with the form's labels too (validate-entries.ts). */
type PlaceAt = (path: KeyPath) => Place;

/**
 * Every value in an entry that names a local picture (a path ending .jpg, .png, ...) must name a
 * file that exists, relative to the entry file, and every uploaded PDF (/files/...) one in
 * public/files. Throws naming the field (its place by `placeAt`) and where it looked.
 */
export function checkLinkedFiles(
  file: string,
  data: unknown,
  placeAt: PlaceAt = (keyPath) => ({ file, keyPath }),
  path: (string | number)[] = [],
): void {
  if (typeof data === 'string') {
    const unreadable = data.match(UNREADABLE_IMAGE)?.[0];
    if (unreadable) {
      throw new ContentFileError(
        placeAt(path),
        `"${data}" is a ${unreadable.slice(1).toUpperCase()} picture, which the site cannot show; save it as a JPEG or PNG and use that (on an iPhone: Settings, Camera, Formats, Most Compatible)`,
      );
    }
    if (data.startsWith(UPLOADED_FILES.path) && data.endsWith('.pdf')) {
      const target = join(UPLOADED_FILES.dir, data.slice(UPLOADED_FILES.path.length));
      if (!existsSync(target)) {
        throw new ContentFileError(placeAt(path), {
          developer: `the PDF "${data}" does not exist (looked for ${target}); upload it again in the editor, or correct the name`,
          office: `the PDF "${data.slice(UPLOADED_FILES.path.length)}" is not among the uploaded files; upload it again, or choose another`,
        });
      }
      return;
    }
    if (!IMAGE_PATH.test(data) || /^[a-z]+:/i.test(data)) return;
    const target = resolve(dirname(file), data);
    if (!existsSync(target)) {
      throw new ContentFileError(placeAt(path), {
        developer: `the picture "${data}" does not exist (looked for ${relative(process.cwd(), target)}); paths are relative to this file, e.g. ../../assets/products/pke.jpg`,
        office: `the picture "${basename(data)}" is not among the uploaded pictures; choose it again, or upload it`,
      });
    }
    return;
  }
  if (Array.isArray(data)) data.forEach((item, index) => checkLinkedFiles(file, item, placeAt, [...path, index]));
  else if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) checkLinkedFiles(file, value, placeAt, [...path, key]);
  }
}

/** Every file under `dir` whose name `pattern` matches, from the project root; none when there is no such folder. */
const filesIn = (dir: string, pattern: RegExp): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((name) => pattern.test(name))
        .map((name) => relative(process.cwd(), join(dir, name)))
        .sort()
    : [];

/** The pictures in the content's assets folder (src/assets, beside src/content) and the uploaded PDFs: what the entries could name. */
export const storedFiles = (): StoredFiles => ({
  pictures: filesIn(join(dirname(CONTENT_DIR), 'assets'), IMAGE_PATH),
  pdfs: filesIn(UPLOADED_FILES.dir, /\.pdf$/i),
});
