// `npm run launch-ready`: lists everything left before going live (src/lib/content/going-live.ts),
// group by group, each value with its file and field and in the office's words, and exits non-zero
// while anything remains. The editor's Going live page (/admin/going-live) shows the same list.
import { launchReport } from '../src/lib/content/going-live.ts';
import { goingLiveOf } from '../src/validation/load-site.ts';
import { readSite } from '../src/validation/content.ts';

const list = goingLiveOf(readSite());
console.log(launchReport(list));
process.exitCode = list.items.length > 0 ? 1 : 0;
