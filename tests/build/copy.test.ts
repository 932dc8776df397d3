// The site says only what the specification gives. These claims were found on earlier versions
// of the site and are not the business's to make; none may come back on any built page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, listPages } from '../../scripts/lib/site-metrics.ts';

const INVENTED = [
  'lists the sizes it comes in',
  'published every season',
  'flushing, tupping and lambing',
  'hinds, weaners and stags',
  'milking and pet goats',
  'richest protein source',
  'lifts the protein of the whole ration',
  'where a truck can',
  'the pellets and nuts made in our feed mill',
  'Covers PKE, maize DDGS',
  'AdministrativeArea',
];

describe('copy', () => {
  const pages = listPages(DIST).map(({ file }) => ({
    file,
    text: readFileSync(join(DIST, file), 'utf8').replaceAll('&#39;', "'").replaceAll('’', "'"),
  }));

  it.each(INVENTED)('no page claims "%s"', (claim) => {
    expect(pages.filter(({ text }) => text.includes(claim)).map(({ file }) => file)).toEqual([]);
  });
});
