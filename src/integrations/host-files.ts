import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { hostRedirectsFile } from '../lib/redirects';

/** Writes the files static hosts read from the site root: `_redirects` (real 301s from the redirect table). */
export function hostFiles(): AstroIntegration {
  return {
    name: 'host-files',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        await writeFile(new URL('_redirects', dir), hostRedirectsFile());
        logger.info('wrote _redirects');
      },
    },
  };
}
