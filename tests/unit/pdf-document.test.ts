// The PDF writer, read back as a PDF reader would: the header, the cross-reference table's
// offsets, the one page and the text on it.
import { describe, expect, it } from 'vitest';
import { writePdf } from '../../src/lib/company/pdf-document.ts';

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');

/** The objects the cross-reference table points at, by number, read from where it says they start. */
function readBack(bytes: Uint8Array) {
  const text = latin1(bytes);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const xref = text.slice(startxref);
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(xref) ?? [];
  const rows = xref.split('\n').slice(2, 2 + Number(count));
  const objects = new Map<number, string>();
  rows.forEach((row, index) => {
    const [offset, , kind] = row.split(' ');
    if (kind !== 'n') return;
    const number = Number(first) + index;
    const at = text.slice(Number(offset));
    expect(at.startsWith(`${number} 0 obj\n`)).toBe(true);
    objects.set(number, at.slice(0, at.indexOf('\nendobj\n')));
  });
  const shown = [...text.matchAll(/\((.*?)\) Tj/g)].map(([, string]) => string ?? '');
  return { text, objects, shown };
}

describe('writePdf', () => {
  const document = {
    title: 'Calf Grower 20%',
    lines: [
      { text: 'Calf Grower 20%', size: 20, bold: true },
      { text: 'Protein: 20% (min)', space: 6 },
      { text: 'Dannevirke, Manawat\u016b\u2013Whanganui \\ back' },
    ],
  };
  const bytes = writePdf(document);
  const { text, objects, shown } = readBack(bytes);

  it('starts with a PDF header and ends with the end-of-file marker', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
  });

  it('points its cross-reference table at every object it holds', () => {
    expect(objects.size).toBe(7);
    expect([...text.matchAll(/^\d+ 0 obj$/gm)]).toHaveLength(objects.size);
  });

  it('has exactly one page, in the standard Helvetica fonts', () => {
    const all = [...objects.values()].join('\n');
    expect(all.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(1);
    expect(all).toContain('/Count 1');
    expect(all).toContain('/BaseFont /Helvetica ');
    expect(all).toContain('/BaseFont /Helvetica-Bold ');
  });

  it('gives its content stream its length in bytes', () => {
    const contents = [...objects.values()].find((object) => object.includes('stream\n'))!;
    const length = Number(/\/Length (\d+)/.exec(contents)?.[1]);
    expect(contents.slice(contents.indexOf('stream\n') + 7, contents.lastIndexOf('\nendstream'))).toHaveLength(length);
  });

  it('shows the text, with brackets and backslashes escaped and letters outside the font written without their marks', () => {
    expect(shown[0]).toBe('Calf Grower 20%');
    expect(shown).toContain('Protein: 20% \\(min\\)');
    expect(shown).toContain('Dannevirke, Manawatu\\226Whanganui \\\\ back');
    expect([...objects.values()].join('\n')).toContain('/Title (Calf Grower 20%)');
  });

  it('wraps a long line and leaves off what would run past the foot of the page', () => {
    const long = writePdf({
      title: 'Long',
      lines: Array.from({ length: 200 }, (_, index) => ({ text: `Line ${index} ${'word '.repeat(40)}` })),
    });
    const { shown: lines } = readBack(long);
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.length).toBeLessThan(200);
    expect(lines.every((line) => line.length <= 100)).toBe(true);
  });

  it('makes the same bytes from the same document', () => {
    expect(writePdf(document)).toEqual(bytes);
  });
});
