// Sample content must not go live. Every entry lists in `sample` the fields that still hold sample
// values; an address on a .example domain (reserved for examples, it never resolves) is a sample
// wherever it appears. `npm run launch-ready` prints what remains, and a production build
// (SITE_ENV=production) refuses to start while anything does.
import type { AstroIntegration } from 'astro';
import { COLLECTION_NAMES } from '../collections.ts';
import { launchReport, sampleValues, type SampleValue } from '../lib/content/sample-values.ts';
import { rawEntries } from '../loaders/prepare-entries.ts';

/** Every sample value left in the content, collection by collection. */
export function findSampleValues(): SampleValue[] {
  return COLLECTION_NAMES.flatMap((collection) => rawEntries(collection).flatMap(({ file, data }) => sampleValues(file, data)));
}

/** The GitHub repository the live site's browser editor saves to, as owner/name. */
const EDITOR_REPO_PATTERN = /^[\w.-]+\/[\w.-]+$/;

/**
 * Refuses a production build (SITE_ENV=production) while sample content remains, or while the
 * browser editor does not know which repository to save to (CMS_GITHUB_REPO).
 */
export function launchReady(): AstroIntegration {
  return {
    name: 'launch-ready',
    hooks: {
      'astro:build:start': () => {
        if (process.env['SITE_ENV'] !== 'production') return;
        const values = findSampleValues();
        if (values.length > 0) throw new Error(`This is a production build (SITE_ENV=production), and ${launchReport(values)}`);
        const repo = process.env['CMS_GITHUB_REPO'] ?? '';
        if (!EDITOR_REPO_PATTERN.test(repo)) {
          throw new Error(
            `This is a production build (SITE_ENV=production), and CMS_GITHUB_REPO is ${repo ? `"${repo}", not owner/name` : 'not set'}: ` +
              'set it to the GitHub repository the browser editor saves to, e.g. CMS_GITHUB_REPO=southland-stockfeed/website (docs/editor.md).',
          );
        }
      },
    },
  };
}
