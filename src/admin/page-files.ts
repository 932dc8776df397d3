// The editor's own files that its scripts fetch, read from the page (src/pages/admin.astro writes
// them from src/lib/paths/routes.ts): the scripts then share no module of paths with the public pages'
// islands, which would otherwise become a script of its own that every page loads.

/** The name of the meta element that carries them. */
export const PAGE_FILES_META = 'editor-files';

/** What the page tells its scripts. */
export interface EditorPageFiles {
  references: string;
  previewStyle: string;
  /** The pages' ids: each page is a form of its own, whose preview Decap names after it. */
  pages: string[];
}

/** The files the page names. */
export function editorPageFiles(): EditorPageFiles {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_FILES_META}"]`);
  return { pages: [], ...(JSON.parse(meta?.content ?? '{}') as Partial<EditorPageFiles>) } as EditorPageFiles;
}
