import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { redirectPages } from './src/integrations/redirect-pages';
import { conformantHtml } from './src/integrations/conformant-html';
import { editorFiles } from './src/integrations/editor-files';
import { hostFiles } from './src/integrations/host-files';
import { launchCheck } from './src/integrations/launch-check';
import { offline } from './src/integrations/offline';
import { afterPaint } from './src/integrations/after-paint';
import { offlineHeaders } from './src/lib/offline';
import { collectionDir, readEntryFile } from './src/loaders/entry-files';
import { ContentSchemaError, pageEntries } from './src/loaders/read-content';
import { checkContent } from './src/lib/content-checks';
import { isPreviewBuild, previewAddresses } from './src/lib/preview-addresses';
import { readSiteSettings } from './src/loaders/site-settings';
import { BROWSER_TARGETS } from './src/lib/browser-support';
import { isReservedPath } from './src/lib/routes';

const settings = readSiteSettings();
const calculatorPage = readEntryFile(`${collectionDir('pages')}/conedose-calculator.md`, 'markdown').data;
// The routes and old addresses, checked before anything is built (src/lib/content-checks.ts). An
// entry that breaks its schema is left to the content layer, which names it in its own words.
// A deploy preview adds the editor's preview addresses (src/lib/preview-addresses.ts).
const redirects = (() => {
  try {
    const entries = pageEntries();
    const { redirects: table } = checkContent(entries);
    return isPreviewBuild() ? new Map([...table, ...previewAddresses(entries)]) : table;
  } catch (error) {
    if (error instanceof ContentSchemaError) return new Map();
    throw error;
  }
})();

export default defineConfig({
  site: settings.url,
  // `npm run edit` serves the editor for office staff: Astro's developer toolbar would cover its buttons.
  devToolbar: { enabled: process.env.LOCAL_EDITING !== '1' },
  // Pages are written as /path.html and linked as /path: no trailing-slash hop on any host.
  trailingSlash: 'ignore',
  build: {
    format: 'file',
    // Every page's CSS is inlined so the first round trip carries all a page needs to render.
    inlineStylesheets: 'always',
  },
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
        return !redirects.has(path) && !isReservedPath(path);
      },
    }),
    // A page at every old address for hosts that ignore _redirects (Astro's own pages do not
    // conform to HTML: no lang, and a refresh value without the space it needs).
    redirectPages({ url: settings.url, name: settings.name, redirects }),
    editorFiles(),
    // Before the steps that read the finished pages: the offline worker's precache and the CSP hashes.
    conformantHtml(),
    // The calculator installs as an app named after its page.
    offline({ name: calculatorPage.title, shortName: settings.appShortName, description: calculatorPage.description }),
    // Last, so the limits it checks cover every file.
    hostFiles({
      frameSources: [new URL(settings.videoEmbedBase).origin],
      extraDirectives: offlineHeaders.directives,
      extraRules: offlineHeaders.rules,
      authUrl: process.env.CMS_AUTH_URL,
      redirects,
    }),
  ],
});
