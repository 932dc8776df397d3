// `npm run format:content`: rewrites every content entry in exactly the format the browser editor
// saves it in (scripts/lib/editor-format.ts), so that a save through the editor changes only the
// lines an editor changed. The data is unchanged; only layout, quoting, wrapping and key order
// move, and what the site reads as left out leaves the file (`formerPaths: []`, `strapline: ''`, a
// choice at its default), as the editor leaves it out. `--check` lists the entries not yet in that
// format and exits 1, writing nothing.
// CONTENT_DIR names another content folder (the baseline, a rehearsal).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { COLLECTIONS, COLLECTION_NAMES } from '../src/collections.ts';
import { CONTENT_DIR, listEntryFiles } from '../src/loaders/entry-files.ts';
import { editorFormat, fromFile, savedData } from './lib/editor-format.ts';

const check = process.argv.includes('--check');
const changed: string[] = [];
let count = 0;
for (const collection of COLLECTION_NAMES) {
  const { format } = COLLECTIONS[collection];
  for (const { file } of listEntryFiles(join(CONTENT_DIR, collection), format)) {
    count++;
    const text = readFileSync(file, 'utf8');
    const formatted = editorFormat(text, collection, format);
    if (formatted === text) continue;
    // Layout only: the entry must read back as the same data, but for what the site reads as left
    // out (a cleared field, an emptied list, a default), which the editor leaves out of its files too.
    if (!isDeepStrictEqual(fromFile(formatted, format), savedData(fromFile(text, format), collection)))
      throw new Error(`${file}: formatting would change its data`);
    changed.push(file);
    if (!check) writeFileSync(file, formatted);
  }
}
for (const file of changed) console.log(`${check ? 'not in the editor\u2019s format' : 'rewritten'}: ${file}`);
console.log(`${count} entries, ${changed.length} ${check ? 'not in the editor\u2019s format' : 'rewritten in the editor\u2019s format'}.`);
if (check && changed.length > 0) process.exit(1);
