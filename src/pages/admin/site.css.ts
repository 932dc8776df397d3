// /admin/site.css: the site's own tokens and base styles for the editor's preview pane, with the
// few rules the previews' layouts need (src/admin/preview.ts).
import type { APIRoute } from 'astro';
import globalCss from '../../styles/global.css?raw';

const PREVIEW_CSS = `
body { display: block; padding: var(--space-3); }
.preview-head { display: flex; flex-wrap: wrap; gap: var(--space-3); align-items: center; }
.preview-head img { max-width: 18rem; border-radius: var(--radius); }
.preview-tagline { font-weight: 600; color: var(--color-accent); }
.preview-summary { font-size: var(--step-1); }
.preview-facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(17rem, 1fr)); gap: var(--space-2) var(--space-3); }
.preview-facts table { width: 100%; border-collapse: collapse; }
.preview-facts th, .preview-facts td { padding: 0.4rem 0; border-bottom: 1px solid var(--color-border); text-align: left; }
.preview-facts td { font-weight: 600; text-align: right; }
.preview-warning { padding: var(--space-2); border: 2px solid var(--color-danger); border-radius: var(--radius); }
.preview-note { font-style: italic; color: var(--color-muted); }
`;

export const GET: APIRoute = () => new Response(globalCss + PREVIEW_CSS, { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
