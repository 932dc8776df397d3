// The web app manifest: the calculator installs as an app named after its page.
import type { APIRoute } from 'astro';
import { getSite, requirePage } from '../data/site.ts';
import { START_PAGE_ID, webManifest } from '../lib/paths/offline.ts';

export const GET: APIRoute = async () => {
  const site = await getSite();
  const { title, description } = requirePage(site, START_PAGE_ID).data;
  const manifest = webManifest({ name: title, shortName: site.settings.appShortName, description });
  return new Response(`${JSON.stringify(manifest, null, 2)}\n`, { headers: { 'Content-Type': 'application/manifest+json' } });
};
