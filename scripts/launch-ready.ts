// `npm run launch-ready`: lists every sample value still in the content, by file and field, and
// exits non-zero while any remain (src/integrations/launch-ready.ts has the rules).
import { findSampleValues } from '../src/integrations/launch-ready.ts';
import { launchReport } from '../src/lib/content/sample-values.ts';

const values = findSampleValues();
console.log(launchReport(values));
process.exitCode = values.length > 0 ? 1 : 0;
