// `npm run test:engines`: the engine-dependent checks (checks.ts) in the two WebKit engines, against
// the built site in dist/ served by Cloudflare's Pages runtime (its headers, CSP included, apply).
// WebKitGTK is the engine of current Safari; WPE WebKit 2.38 reports Safari 16.0 and is the oldest
// WebKit we can run: the smoke test for iPhones that stayed on iOS 15 or 16. Each viewport gets a
// fresh browser. Screenshots go to test-results/engines/<engine>/.
import { after, before, describe, it } from 'node:test';
import { startHost, type RunningHost } from '../../scripts/lib/host-server.ts';
import { DIST_DIR } from '../../scripts/lib/output.ts';
import { videoSite } from '../fixtures/videos.ts';
import { checks, videoChecks } from './checks.ts';
import { startEngine, type Engine, type EngineKind } from './webdriver.ts';

let host: RunningHost | undefined;
/** The build the video checks open: the baseline's while the content's videos are samples (tests/fixtures/videos.ts). */
let videoHost: RunningHost | undefined;
// One after the other: two of Cloudflare's runtimes starting at once can pick the same internal port.
before(async () => {
  host = await startHost(DIST_DIR);
  if (videoSite.distDir !== DIST_DIR) videoHost = await startHost(videoSite.distDir);
});
after(() => Promise.all([host?.stop(), videoHost?.stop()]));

/** The checks by the build they open and their viewport: each group gets a browser of its own. */
const groups = [
  ...[...Map.groupBy(checks, (check) => check.viewport)].map(([viewport, group]) => ({ site: () => host!, title: '', viewport, group })),
  ...[...Map.groupBy(videoChecks, (check) => check.viewport)].map(([viewport, group]) => ({
    site: () => videoHost ?? host!,
    title: ', the video panel',
    viewport,
    group,
  })),
];

const ENGINES: Record<EngineKind, string> = {
  webkitgtk: 'WebKitGTK (current Safari)',
  wpe: 'WPE WebKit 2.38 (Safari 16.0, an old iPhone)',
};

// The two engines run side by side (each its own processes, ports and screenshot folder): most of
// a check is waiting on a page, so together they take little longer than the slower one alone.
// Within an engine everything runs in turn (a setting its suites would otherwise inherit).
describe('WebKit', { concurrency: 2 }, () => {
  for (const [kind, title] of Object.entries(ENGINES) as [EngineKind, string][]) {
    describe(title, { concurrency: 1 }, () => {
      for (const { site, title, viewport, group } of groups) {
        describe(`at ${viewport.width}x${viewport.height}${title}`, () => {
          let engine: Engine | undefined;
          before(async () => {
            engine = await startEngine(kind, site().url, viewport);
          });
          after(() => engine?.stop());

          for (const check of group) {
            it(check.name, { timeout: 60_000 }, () => check.run(engine!, `test-results/engines/${kind}`));
          }
        });
      }
    });
  }
});
