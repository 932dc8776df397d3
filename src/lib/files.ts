/** Where PDFs uploaded through the editor are kept in the repository, and the address the site serves them at. */
export const UPLOADED_FILES = { dir: 'public/files', path: '/files/' } as const;

/**
 * The address of a PDF an entry names: an uploaded one as the site serves it (/files/...), or
 * one on the file storage, from the base in settings and the entry's relative path.
 */
export function fileUrl(base: string, path: string): string {
  if (path.startsWith(UPLOADED_FILES.path)) return path;
  return new URL(path.replace(/^\/+/, ''), base.endsWith('/') ? base : `${base}/`).href;
}

/** A file's size as people read it: "220 KB", "1.4 MB" (1 KB is 1,024 bytes; never "0 KB"). */
export function formatFileSize(bytes: number): string {
  const kb = bytes / 1024;
  if (kb < 1000) return `${Math.max(1, Math.round(kb))} KB`;
  const mb = kb / 1024;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/**
 * The size of a PDF an entry names, when the file is in the repository (uploaded through the
 * editor, public/files); undefined for one on the file storage, whose size the build cannot know.
 */
export function uploadedFileSize(path: string, stat: (file: string) => { size: number } | undefined): string | undefined {
  if (!path.startsWith(UPLOADED_FILES.path)) return undefined;
  const size = stat(`${UPLOADED_FILES.dir}/${path.slice(UPLOADED_FILES.path.length)}`)?.size;
  return size === undefined ? undefined : formatFileSize(size);
}
