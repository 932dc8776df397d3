// Paths the editor's "view preview" link opens on a deploy preview. The editor knows an
// entry's collection and file name but not its page (a product's path may be worked out from
// its category), so a preview build adds /preview/<collection>/<file name> → the entry's page.
// Production builds leave them out: no public path depends on them.
import { PREVIEW_PREFIX, pagePath } from '../../conventions/paths.ts';

interface Entries {
  pages: readonly { id: string }[];
  categories: readonly { id: string; data: { path: string } }[];
  products: readonly { id: string; data: { path: string } }[];
}

/** Every entry with a page of its own: its preview path and its page. */
export function previewPaths({ pages, categories, products }: Entries): Map<string, string> {
  return new Map([
    ...pages.map(({ id }) => [`${PREVIEW_PREFIX}/pages/${id}`, pagePath(id)] as const),
    ...categories.map(({ id, data }) => [`${PREVIEW_PREFIX}/categories/${id}`, data.path] as const),
    ...products.map(({ id, data }) => [`${PREVIEW_PREFIX}/products/${id}`, data.path] as const),
  ]);
}

/**
 * Whether this build is a deploy preview: Netlify says so itself (CONTEXT); on Cloudflare Pages,
 * DEPLOY_PREVIEW=1 is set for the Preview environment (docs/editor.md, "Deploy previews").
 */
export const isPreviewBuild = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env['DEPLOY_PREVIEW'] === '1' || env['CONTEXT'] === 'deploy-preview' || env['CONTEXT'] === 'branch-deploy';
