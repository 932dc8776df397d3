// The baseline stays as it was written; the editor tests put their copy of it in the
// editor's format first, with `npm run format:content` (scripts/lib/editor-format.ts), which must
// write each of its entries as the browser editor does (tests/fixtures/decap-format.ts).
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { COLLECTIONS } from '../../src/collections.ts';
import { BASELINE_SITE } from '../../scripts/lib/output.ts';
import { editorFormat } from '../../scripts/lib/editor-format.ts';
import { decapSave, entriesIn } from '../fixtures/decap-format.ts';

it('npm run format:content writes each entry of the baseline as the editor does', () => {
  const entries = entriesIn(BASELINE_SITE.contentDir);
  expect(entries.length).toBeGreaterThan(20);
  for (const { collection, file } of entries) {
    const text = readFileSync(file, 'utf8');
    expect(editorFormat(text, collection, COLLECTIONS[collection].format), file).toBe(decapSave(text, collection));
  }
});
