import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { conformantHtml } from './src/integrations/conformant-html.ts';
import { ownPageStyles } from './src/integrations/page-styles.ts';
import { editorFiles } from './src/integrations/editor-files.ts';
import { hostFiles } from './src/integrations/host-files.ts';
import { launchReady } from './src/integrations/launch-ready.ts';
import { serviceWorker } from './src/integrations/service-worker.ts';
import { afterPaint } from './src/integrations/after-paint.ts';
import { siteMap } from './src/integrations/sitemap.ts';
import { offlineHeaders } from './src/lib/paths/offline.ts';
import { siteAddress } from './src/integrations/site-address.ts';
import { readSiteSettings } from './src/integrations/site-settings.ts';
import { BROWSER_TARGETS } from './src/lib/browser/browser-support.ts';

// The configuration reads no content: entries are read and checked by the content layer
// (src/content.config.ts, src/data/site.ts), so a broken entry never stops the dev server or the
// editor from starting. The two settings the build's own files need are read when it writes them.
export default defineConfig({
  // `npm run edit` serves the editor for office staff: Astro's developer toolbar would cover its buttons.
  devToolbar: { enabled: process.env.LOCAL_EDITING !== '1' },
  // Pages are written as /path.html and linked as /path: no trailing-slash hop on any host.
  trailingSlash: 'ignore',
  build: {
    format: 'file',
    // Every page's CSS is inlined so the first round trip carries all a page needs to render.
    inlineStylesheets: 'always',
  },
  // AVIF at sharp's effort 3 (of 9; 4 by default): half the encoding time of a fresh build for
  // about 6% more bytes, with every page still inside its budgets (docs/quality.md). At quality 45
  // (50 by default): a phone's photo a third to a half lighter, so a page that leads with one paints
  // it as soon as the sample's drawing (docs/photos.md).
  image: { service: { entrypoint: 'astro/assets/services/sharp', config: { avif: { effort: 3, quality: 45 } } } },
  vite: {
    // No CSS or JavaScript the build emits may need a newer browser than the oldest supported:
    // Safari before 16.4 ignores range media queries, and no Safari reads a thickness inside the
    // text-decoration shorthand.
    build: { target: BROWSER_TARGETS, cssTarget: BROWSER_TARGETS },
  },
  integrations: [
    // The site's address, for the sitemap.
    siteAddress(),
    launchReady(),
    react(),
    // `client:painted`: the islands hydrate after the page's largest paint.
    afterPaint(),
    siteMap(),
    editorFiles(),
    // Before the steps that read the finished pages: the offline worker's precache and the CSP hashes.
    conformantHtml(),
    // Each page's own CSS and style policy, once every <style> is in the head.
    ownPageStyles(),
    serviceWorker(),
    // Last, so the limits it checks cover every file.
    hostFiles({
      frameSources: () => [new URL(readSiteSettings().videoEmbedBase).origin],
      extraDirectives: offlineHeaders.directives,
      extraRules: offlineHeaders.rules,
      authUrl: process.env.CMS_AUTH_URL,
    }),
  ],
});
