import { FILES_FOLDER, fileParam } from '../../conventions/paths.ts';

/** Where PDFs uploaded through the editor are kept in the repository, and the address the site serves them at. */
export const UPLOADED_FILES = { dir: 'public/files', path: FILES_FOLDER } as const;

/**
 * Where the site itself serves a PDF an entry names: an uploaded one at its own address
 * (/files/...), and with no file storage in settings a relative path under /files/ too; undefined
 * for one on the file storage.
 */
export function ownFilePath(base: string | undefined, path: string): string | undefined {
  if (path.startsWith(UPLOADED_FILES.path)) return path;
  return base === undefined ? `${UPLOADED_FILES.path}${path.replace(/^\/+/, '')}` : undefined;
}

/**
 * The address of a PDF an entry names: the site's own (ownFilePath), or one on the file storage,
 * from the base in settings and the entry's relative path.
 */
export function fileUrl(base: string | undefined, path: string): string {
  return ownFilePath(base, path) ?? new URL(path.replace(/^\/+/, ''), base!.endsWith('/') ? base! : `${base!}/`).href;
}

/** A file's size as people read it: "220 KB", "1.4 MB" (1 KB is 1,024 bytes; never "0 KB"). */
export function formatFileSize(bytes: number): string {
  const kb = bytes / 1024;
  if (kb < 1000) return `${Math.max(1, Math.round(kb))} KB`;
  const mb = kb / 1024;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** The file in the repository that an address of the site's own PDFs (/files/...) is served from. */
export const uploadedFile = (ownPath: string) => `${UPLOADED_FILES.dir}/${fileParam(ownPath)}`;
