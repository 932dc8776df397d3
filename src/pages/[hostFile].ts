// `_redirects`: the redirect table as real 301s for Netlify and Cloudflare Pages. A parameter
// rather than a file name, because Astro leaves files whose names start with "_" out of the routes.
import type { APIRoute, GetStaticPaths } from 'astro';
import { getSite } from '../data/site.ts';
import { hostRedirectsFile } from '../lib/paths/redirects.ts';

export const getStaticPaths = (() => [{ params: { hostFile: '_redirects' } }]) satisfies GetStaticPaths;

export const GET: APIRoute = async () => {
  const { redirects } = await getSite();
  return new Response(hostRedirectsFile(redirects), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
