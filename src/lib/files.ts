/** The address of a file on the file storage, from the base in settings and an entry's relative path. */
export function fileUrl(base: string, path: string): string {
  return new URL(path.replace(/^\/+/, ''), base.endsWith('/') ? base : `${base}/`).href;
}
