// @vitest-environment node
// A field an editor clears leaves the file: before a save, the editor removes exactly what the
// site reads as left out (withoutEmptyValues), so the saved file and the site agree.
import { describe, expect, it } from 'vitest';
import { emptyPaths } from '../../src/admin/empty-fields';
import { withoutEmptyValues } from '../../src/loaders/prepare-entries';

/** `data` with each path removed in turn, as the editor's removeIn does. */
function removeAll(data: unknown, paths: (string | number)[][]): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  for (const path of paths) {
    const parent = path
      .slice(0, -1)
      .reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string | number, unknown>, copy);
    const key = path.at(-1)!;
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  }
  return copy;
}

describe('emptyPaths', () => {
  const entry = {
    name: 'Barley Pellets',
    tagline: '',
    summary: '  ',
    specSheet: null,
    photo: { src: '', alt: 'A bag of barley pellets' },
    feeding: ['Up to 2 kg a day', '', 'Ad lib for calves', ''],
    nutrition: [
      { label: 'Protein', value: '12%' },
      { label: '', value: '' },
    ],
    sections: [{ type: 'text', heading: 'Why barley', text: '', photo: { src: '' } }],
    links: [],
    body: '',
  };

  it('takes out what the site reads as left out, and nothing else', () => {
    const { body, ...fields } = entry;
    const cleaned = removeAll(entry, emptyPaths(entry)) as Record<string, unknown>;
    expect({ ...cleaned, body: undefined }).toEqual({ ...(withoutEmptyValues(fields) as object), links: [], body: undefined });
    expect(cleaned).not.toHaveProperty('tagline');
    expect(cleaned['feeding']).toEqual(['Up to 2 kg a day', 'Ad lib for calves']);
    // The text of a Markdown entry stays, empty or not: the editor writes the file's text from it.
    expect(cleaned['body']).toBe(body);
  });

  it('finds nothing in an entry with nothing cleared', () => {
    expect(emptyPaths({ name: 'Pke', feeding: ['3 kg'], photo: { src: 'a.jpg' }, order: 0, featured: false })).toEqual([]);
  });
});
