import type { APIRoute } from 'astro';
import { getSettings } from '../data/settings';

export const GET: APIRoute = async () => {
  const { url } = await getSettings();
  const sitemap = new URL('/sitemap-index.xml', url).href;
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
