// A one-page, text-only PDF 1.4 in the standard Helvetica fonts, which every PDF reader has, so
// no font is embedded and a sheet weighs a few kilobytes on a farmer's weak signal. Written out
// byte for byte from the same input, so a build makes the same file (and the same size) each time.

/** One line of a page: text that wraps to the page's width. */
export interface PdfLine {
  text: string;
  /** Font size in points; 10 unless given. */
  size?: number;
  bold?: boolean;
  /** Extra space above the line, in points. */
  space?: number;
}

export interface PdfDocument {
  /** The title a reader shows in its window (the document information's /Title). */
  title: string;
  lines: readonly PdfLine[];
}

// A4 in points, with 2 cm margins.
const PAGE = { width: 595, height: 842, margin: 57 } as const;
const LEADING = 1.3;
// Helvetica's average glyph width is about half its size; wrapping a little early keeps every line on the page.
const AVERAGE_WIDTH = 0.52;

// The characters beyond Latin-1 that WinAnsiEncoding has, and the bytes it gives them.
const WIN_ANSI: Record<string, number> = {
  '\u20ac': 0x80,
  '\u2026': 0x85,
  '\u2018': 0x91,
  '\u2019': 0x92,
  '\u201c': 0x93,
  '\u201d': 0x94,
  '\u2022': 0x95,
  '\u2013': 0x96,
  '\u2014': 0x97,
};

/** A character as one WinAnsi byte: itself, its letter without accents (ū → u), or "?". */
function winAnsiByte(char: string): number {
  const code = char.codePointAt(0) ?? 0x3f;
  if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) return code;
  const mapped = WIN_ANSI[char];
  if (mapped !== undefined) return mapped;
  const base = char.normalize('NFD').codePointAt(0) ?? 0x3f;
  return base >= 0x20 && base < 0x7f ? base : 0x3f;
}

/** A PDF string literal of WinAnsi bytes, with its delimiters escaped. */
function pdfString(text: string): string {
  return `(${Array.from(text, (char) => {
    const byte = winAnsiByte(char);
    const escaped = byte === 0x28 || byte === 0x29 || byte === 0x5c ? `\\${String.fromCharCode(byte)}` : String.fromCharCode(byte);
    return byte >= 0x80 ? `\\${byte.toString(8)}` : escaped;
  }).join('')})`;
}

/** Words wrapped to lines of at most `width` characters (a longer word gets a line of its own). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  return current ? [...lines, current] : lines;
}

/** The page's content stream: each line placed from the top; what does not fit on the page is left off. */
function contentStream(lines: readonly PdfLine[]): string {
  const ops: string[] = [];
  let y = PAGE.height - PAGE.margin;
  for (const line of lines) {
    const size = line.size ?? 10;
    const perLine = Math.floor((PAGE.width - 2 * PAGE.margin) / (size * AVERAGE_WIDTH));
    y -= line.space ?? 0;
    for (const part of wrap(line.text, perLine)) {
      y -= size * LEADING;
      if (y < PAGE.margin) return ops.join('\n');
      ops.push(`BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${PAGE.margin} ${y.toFixed(1)} Td ${pdfString(part)} Tj ET`);
    }
  }
  return ops.join('\n');
}

/** The bytes of a one-page PDF holding `document`'s lines. */
export function writePdf(document: PdfDocument): Uint8Array<ArrayBuffer> {
  const stream = contentStream(document.lines);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    // Every byte of the stream is ASCII (pdfString escapes the rest), so its length in characters is its length in bytes.
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfString(document.title)} >>`,
  ];
  // The binary comment on the second line tells file transfers the file is not text.
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Latin-1: one byte per character, so the offsets counted above are byte offsets.
  return Uint8Array.from(body, (char) => char.charCodeAt(0));
}
