// Sample content must not go live. Every entry lists in `sample` the fields that still hold sample
// values; an address on a .example domain (reserved for examples, it never resolves) is a sample
// wherever it appears. `npm run launch-check` prints what remains, and a production build
// (SITE_ENV=production) refuses to start while anything does.
import type { AstroIntegration } from 'astro';
import { COLLECTION_NAMES, readCollectionFiles } from '../loaders/entry-files.ts';

export interface SampleValue {
  file: string;
  /** Where in the entry, e.g. sections.3.video.id. */
  field: string;
  value: string;
}

// An address on a reserved example domain: name@x.example, https://x.example/...
const EXAMPLE_DOMAIN = /[@.]example(?:[/:]|$)|^https?:\/\/example(?:[/:]|$)/i;

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The values under the listed field names (at any depth), and every value on a .example domain. */
function sampleValues(file: string, data: Record<string, unknown>): SampleValue[] {
  const listed = new Set(Array.isArray(data['sample']) ? data['sample'].map(String) : []);
  const found: SampleValue[] = [];
  const visit = (value: unknown, path: (string | number)[], underSample: boolean): void => {
    const field = path.join('.');
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index], underSample));
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (path.length === 0 && key === 'sample') continue;
        visit(child, [...path, key], underSample || listed.has(key));
      }
    } else if (underSample || (typeof value === 'string' && EXAMPLE_DOMAIN.test(value))) {
      found.push({ file, field, value: show(value) });
    }
  };
  visit(data, [], false);
  return found;
}

/** Every sample value left in the content, collection by collection. */
export function findSampleValues(): SampleValue[] {
  return COLLECTION_NAMES.flatMap((collection) => readCollectionFiles(collection).flatMap(({ file, data }) => sampleValues(file, data)));
}

/** The report `npm run launch-check` prints. */
export function launchReport(values: readonly SampleValue[]): string {
  if (values.length === 0) return 'No sample content left: the site is ready to launch.';
  const lines = values.map(({ file, field, value }) => `  ${file}: ${field} = ${value.length > 70 ? `${value.slice(0, 67)}...` : value}`);
  return [
    `${values.length} sample values are still in the content. Replace each with the real one, then remove its name from the entry's "sample" list:`,
    ...lines,
  ].join('\n');
}

/** The GitHub repository the live site's browser editor saves to, as owner/name. */
const EDITOR_REPO_PATTERN = /^[\w.-]+\/[\w.-]+$/;

/**
 * Refuses a production build (SITE_ENV=production) while sample content remains, or while the
 * browser editor does not know which repository to save to (CMS_GITHUB_REPO).
 */
export function launchCheck(): AstroIntegration {
  return {
    name: 'launch-check',
    hooks: {
      'astro:build:start': () => {
        if (process.env['SITE_ENV'] !== 'production') return;
        const values = findSampleValues();
        if (values.length > 0) throw new Error(`This is a production build (SITE_ENV=production), and ${launchReport(values)}`);
        const repo = process.env['CMS_GITHUB_REPO'] ?? '';
        if (!EDITOR_REPO_PATTERN.test(repo)) {
          throw new Error(
            `This is a production build (SITE_ENV=production), and CMS_GITHUB_REPO is ${repo ? `"${repo}", not owner/name` : 'not set'}: ` +
              'set it to the GitHub repository the browser editor saves to, e.g. CMS_GITHUB_REPO=southland-stockfeed/website (README, "Editing in the browser").',
          );
        }
      },
    },
  };
}
