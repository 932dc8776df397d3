// /admin/config.yml: the browser editor's configuration, generated from the content schemas at
// build time (src/admin/config.ts). Where it saves in production comes from the build's
// environment (docs/editor.md).
import type { APIRoute } from 'astro';
import { stringify } from 'yaml';
import { editorConfig } from '../../admin/config.ts';
import { getSite } from '../../data/site.ts';
import { byOrder } from '../../lib/content/order.ts';

export const GET: APIRoute = async ({ request }) => {
  const { settings, categories, entries, pages, counts } = await getSite();
  const config = editorConfig({
    localBackendPort: process.env['DECAP_SERVER_PORT'] ?? '8081',
    // Local editing's "View Live" and previews open the dev server this page came from, not the live site.
    siteUrl: import.meta.env.DEV ? new URL(request.url).origin : settings.url,
    repo: process.env['CMS_GITHUB_REPO'] ?? 'owner/repository',
    branch: process.env['CMS_GITHUB_BRANCH'] ?? 'main',
    authUrl: process.env['CMS_AUTH_URL'],
    // Local editing saves straight to the files: the editor drops the workflow there by itself.
    editorialWorkflow: process.env['CMS_EDITORIAL_WORKFLOW'] !== 'false',
    categories: categories.map(({ id, data }) => ({ id, title: data.title })),
    groups: [...entries.groups].sort((a, b) => byOrder(a.data, b.data)).map(({ id, data }) => ({ id, name: data.name })),
    pages: [...pages.values()].map(({ id, data }) => ({ id, title: data.title })),
    counts,
  });
  return new Response(
    `# Generated from the content schemas at build time (src/admin/config.ts); do not edit.\n${stringify(config, { lineWidth: 0 })}`,
    {
      headers: { 'Content-Type': 'text/yaml; charset=utf-8' },
    },
  );
};
