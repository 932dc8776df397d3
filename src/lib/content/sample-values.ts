// Sample content must not go live: the values of an entry that are still samples, and the report
// that lists them (src/integrations/launch-ready.ts refuses a production build while any remain).

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
export function sampleValues(file: string, data: Record<string, unknown>): SampleValue[] {
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

/** The field names that, listed in an entry's `sample`, mark its videos' addresses as made up. */
const SAMPLE_VIDEO_FIELDS = ['video', 'id'];

/**
 * A page's sections as the site shows them. A video whose id is still a sample is made up and
 * would play nothing, so it is left out until the business's own is in (its entry lists neither
 * `id` nor `video` in `sample`).
 */
export function sectionsShown<S extends { type: string }>(page: { sections: readonly S[]; sample?: readonly string[] | undefined }): S[] {
  const sampleVideos = SAMPLE_VIDEO_FIELDS.some((field) => page.sample?.includes(field));
  return page.sections.filter((section) => !(sampleVideos && section.type === 'video'));
}

/** The report `npm run launch-ready` prints. */
export function launchReport(values: readonly SampleValue[]): string {
  if (values.length === 0) return 'No sample content left: the site is ready to launch.';
  const lines = values.map(({ file, field, value }) => `  ${file}: ${field} = ${value.length > 70 ? `${value.slice(0, 67)}...` : value}`);
  return [
    `${values.length} sample values are still in the content. Replace each with the real one, then remove its name from the entry's "sample" list:`,
    ...lines,
  ].join('\n');
}
