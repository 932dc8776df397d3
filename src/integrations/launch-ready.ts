// Sample content must not go live: a production build (SITE_ENV=production) refuses to start while
// anything is left on the Going live list (src/lib/content/going-live.ts): a value of the sample
// business still in the content, or what the hosting must set (the editor's repository,
// CMS_GITHUB_REPO). `npm run launch-ready` prints the same list.
import type { AstroIntegration } from 'astro';
import { launchReport } from '../lib/content/going-live.ts';
import { goingLiveOf } from '../validation/load-site.ts';
import { readSite } from '../validation/content.ts';

export function launchReady(): AstroIntegration {
  return {
    name: 'launch-ready',
    hooks: {
      'astro:build:start': () => {
        if (process.env['SITE_ENV'] !== 'production') return;
        const list = goingLiveOf(readSite());
        if (list.items.length > 0) throw new Error(`This is a production build (SITE_ENV=production), and ${launchReport(list)}`);
      },
    },
  };
}
