import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { astroRedirects, redirectMap } from './src/integrations/redirects';
import { editorFiles } from './src/integrations/editor-files';
import { hostFiles } from './src/integrations/host-files';
import { launchCheck } from './src/integrations/launch-check';
import { offline } from './src/integrations/offline';
import { afterPaint } from './src/integrations/after-paint';
import { offlineHeaders } from './src/integrations/headers';
import { readEntryFile } from './src/loaders/entry-files';
import { readSiteSettings } from './src/integrations/site-settings';
import { BROWSER_TARGETS } from './src/integrations/browser-support';
import { isReservedPath } from './src/lib/routes';

const settings = readSiteSettings();
const calculatorPage = readEntryFile('src/content/pages/conedose-calculator.md', 'markdown').data;
const redirectSources = new Set(redirectMap().keys());

export default defineConfig({
  site: settings.url,
  // Pages are written as /path.html and linked as /path: no trailing-slash hop on any host.
  trailingSlash: 'ignore',
  build: {
    format: 'file',
    // Every page's CSS is inlined so the first round trip carries all a page needs to render.
    inlineStylesheets: 'always',
  },
  redirects: astroRedirects(),
  vite: {
    // No CSS or JavaScript the build emits may need a newer browser than the oldest supported:
    // Safari before 16.4 ignores range media queries, and no Safari reads a thickness inside the
    // text-decoration shorthand.
    build: { target: BROWSER_TARGETS, cssTarget: BROWSER_TARGETS },
  },
  integrations: [
    launchCheck(),
    react(),
    // `client:painted`: the islands hydrate after the page's largest paint.
    afterPaint(),
    sitemap({
      // Content routes only: not old addresses, nor the site's own pages (the editor, the offline page).
      filter: (page) => {
        const path = new URL(page).pathname.replace(/(.)\/$/, '$1');
        return !redirectSources.has(path) && !isReservedPath(path);
      },
    }),
    editorFiles(),
    // The calculator installs as an app named after its page.
    offline({ name: calculatorPage.title, shortName: settings.appShortName, description: calculatorPage.description }),
    // Last, so the limits it checks cover every file.
    hostFiles({
      frameSources: [new URL(settings.videoEmbedBase).origin],
      extraDirectives: offlineHeaders.directives,
      extraRules: offlineHeaders.rules,
      authUrl: process.env.CMS_AUTH_URL,
    }),
  ],
});
