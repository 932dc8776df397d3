// What the editor's scripts need from the site, read from the page (src/pages/admin.astro writes it
// at build): the files they fetch (src/conventions/paths.ts) and how each kind of page section
// previews (src/schemas/section-kinds.ts). The scripts then import neither the paths, which they
// would share with the public pages' islands as a script every page loads, nor the schemas.

import type { PreviewPart } from '../schemas/section-kinds.ts';
import type { FieldDefault } from './empty-fields.ts';

/** The name of the meta element that carries them. */
export const PAGE_DATA_META = 'editor-data';

/** What the page tells its scripts. */
export interface EditorPageData {
  references: string;
  /** Every entry's words, for the search (text-search.ts). */
  texts: string;
  /** The address's parameter naming the field a form opens at (field-link.ts). */
  fieldParam: string;
  /** The address's parameter naming a field whose sample value the form keeps as it opens (sample-values.ts). */
  keepParam: string;
  /** The Going live page. */
  goingLive: string;
  /** Each collection's field that names its entries (and so their files), for naming uploads (uploads.ts). */
  identifiers: Record<string, string>;
  previewStyle: string;
  /** The pages' ids: each page is a form of its own, whose preview Decap names after it. */
  pages: string[];
  /** How the preview draws each kind of section, by its type. */
  sectionPreviews: Record<string, { parts: PreviewPart[]; tone?: string }>;
  /** Each collection's values the site assumes where a field is left out, which a save leaves out too (save-cleanup.ts). */
  defaults: Record<string, FieldDefault[]>;
}

/** What the page says. */
export function editorPageData(): EditorPageData {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_DATA_META}"]`);
  return {
    pages: [],
    sectionPreviews: {},
    defaults: {},
    identifiers: {},
    ...(JSON.parse(meta?.content ?? '{}') as Partial<EditorPageData>),
  } as EditorPageData;
}
