// `npm run test:engines`: the engine-dependent checks (checks.ts) in the two WebKit engines, against
// the built site in dist/ served by Cloudflare's Pages runtime (its headers, CSP included, apply).
// WebKitGTK is the engine of current Safari; WPE WebKit 2.38 reports Safari 16.0 and is the oldest
// WebKit we can run: the smoke test for iPhones that stayed on iOS 15 or 16. Each viewport gets a
// fresh browser. Screenshots go to test-results/engines/<engine>/.
import { after, before, describe, it } from 'node:test';
import { startHost, type RunningHost } from '../../scripts/lib/host-server.ts';
import { DIST_DIR } from '../../scripts/lib/output.ts';
import { checks } from './checks.ts';
import { startEngine, type Engine, type EngineKind } from './webdriver.ts';

let host: RunningHost | undefined;
before(async () => {
  host = await startHost(DIST_DIR);
});
after(() => host?.stop());

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
      for (const [viewport, group] of Map.groupBy(checks, (check) => check.viewport)) {
        describe(`at ${viewport.width}x${viewport.height}`, () => {
          let engine: Engine | undefined;
          before(async () => {
            engine = await startEngine(kind, host!.url, viewport);
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
