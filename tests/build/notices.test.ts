// Each page of dist/ shows exactly the notices current on the build's day that are meant for it,
// read from the entries: with none current (the sample notice's days are past), no page has a
// notice region at all, not even an empty one. tests/content/status.test.ts builds a copy on given
// days for the cases the shipped content does not hold.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildDate } from '../../src/conventions/build-date.ts';
import { currentNotices, noticesFor } from '../../src/lib/company/notices.ts';
import { findServedFile } from '../../src/integrations/built-files.ts';
import { DIST } from '../../scripts/lib/site-metrics.ts';
import { contentRoutes, notices, someOf } from '../fixtures/site-content.ts';

// The day the build was made; a build and a test either side of midnight in New Zealand could
// disagree, so a test run right after a build is what this holds.
const current = currentNotices(
  notices.map(({ id, data }) => ({ ...data, id })),
  buildDate(),
);

describe('notices in dist/', () => {
  it.each(someOf(contentRoutes, 'route'))('%s shows the notices current for it, and no region without one', (route) => {
    const html = readFileSync(findServedFile(route, DIST)!, 'utf8');
    const expected = noticesFor(current, route);
    const region = html.match(/<section class="notice"[\s\S]*?<\/section>/)?.[0];
    if (expected.length === 0) expect(region, route).toBeUndefined();
    else for (const { text } of expected) expect(region, route).toContain(text.split(' ').slice(0, 4).join(' '));
    for (const { id, text } of notices.map(({ id, data }) => ({ id, text: data.text })))
      if (!expected.some((notice) => notice.id === id))
        expect(html, `${route}: ${id}`).not.toContain(text.split(' ').slice(0, 6).join(' '));
  });
});
