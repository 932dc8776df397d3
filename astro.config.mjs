import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import settings from './src/content/settings.json' with { type: 'json' };
import { astroRedirects, redirectMap } from './src/lib/redirects';
import { hostFiles } from './src/integrations/host-files';

const redirectSources = new Set(redirectMap().keys());

export default defineConfig({
  site: settings.site.url,
  // Pages are written as /path.html and linked as /path: no trailing-slash hop on any host.
  trailingSlash: 'ignore',
  build: {
    format: 'file',
    // Every page's CSS is inlined so the first round trip carries all a page needs to render.
    inlineStylesheets: 'always',
  },
  redirects: astroRedirects(),
  integrations: [
    react(),
    sitemap({
      filter: (page) => !redirectSources.has(new URL(page).pathname.replace(/\/$/, '')),
    }),
    hostFiles(),
  ],
});
