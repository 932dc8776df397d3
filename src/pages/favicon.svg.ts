import type { APIRoute } from 'astro';
import { BADGE_SVG } from '../lib/brand';

export const GET: APIRoute = () =>
  new Response(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">${BADGE_SVG}</svg>`, {
    headers: { 'Content-Type': 'image/svg+xml' },
  });
