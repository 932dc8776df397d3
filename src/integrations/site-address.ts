// The site's address (settings.url) for what the build writes with it: the sitemap's absolute
// addresses. Set when the site is built, not when the configuration loads, so the dev server reads
// no content before the content layer does, and a broken settings file cannot stop it or the editor.
import type { AstroIntegration } from 'astro';
import { readSiteSettings } from './site-settings.ts';

export function siteAddress(): AstroIntegration {
  return {
    name: 'site-address',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command === 'build') updateConfig({ site: readSiteSettings().url });
      },
    },
  };
}
