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
