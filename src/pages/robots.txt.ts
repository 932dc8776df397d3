import type { APIRoute } from 'astro';
import { getSite } from '../data/site.ts';
import { SITEMAP_INDEX_PATH } from '../conventions/paths.ts';

export const GET: APIRoute = async () => {
  const { settings } = await getSite();
  const sitemap = new URL(SITEMAP_INDEX_PATH, settings.url).href;
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
