// /admin/site.css: the site's own tokens and base styles for the editor's preview pane, a product's
// figures and facts styled as its page styles them, and the few rules the previews' own layouts
// need (src/admin/preview.ts).
import type { APIRoute } from 'astro';
import globalCss from '../../styles/global.css?raw';
import keyFiguresCss from '../../styles/key-figures.css?raw';
import productFactsCss from '../../styles/product-facts.css?raw';

const PREVIEW_CSS = `
body { display: block; padding: var(--space-3); }
.preview-head { display: flex; flex-wrap: wrap; gap: var(--space-3); align-items: center; }
.preview-head img { max-width: 18rem; border-radius: var(--radius); }
.preview-strapline { font-weight: 600; color: var(--color-accent); }
.preview-summary { font-size: var(--step-1); }
.preview-head ~ .key-figures { max-width: 22rem; margin-block: var(--space-2); }
.preview-cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(17rem, 1fr)); gap: var(--space-2) var(--space-3); }
.preview-warning { padding: var(--space-2); border: 2px solid var(--color-danger); border-radius: var(--radius); }
.preview-note { font-style: italic; color: var(--color-muted); }
`;

export const GET: APIRoute = () =>
  new Response([globalCss, keyFiguresCss, productFactsCss, PREVIEW_CSS].join('\n'), {
    headers: { 'Content-Type': 'text/css; charset=utf-8' },
  });
