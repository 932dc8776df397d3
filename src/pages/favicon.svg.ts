import type { APIRoute } from 'astro';
import { BADGE_SVG, svgFile } from '../lib/design/brand.ts';

export const GET: APIRoute = () => new Response(svgFile(BADGE_SVG), { headers: { 'Content-Type': 'image/svg+xml' } });
