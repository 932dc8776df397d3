// What Astro and React write into the built pages that HTML does not allow, rewritten so every page
// passes the W3C's Nu HTML Checker (tests/build/nu-html-checker.test.ts):
// - Astro puts `<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>` in the
//   body, just before the first island; HTML wants a <style> in the head (or first in its parent).
//   It moves to the end of the head, unchanged, so its CSP hash stays the same.
// - React ends void elements with a slash (`<input …/>`), which HTML ignores and the checker notes.
// Only those bytes change; the documents parse to the same tree either way.
import { html as namespaces, parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** HTML's void elements: they have no end tag, and a slash at the end of the start tag does nothing. */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

const isElement = (node: Node): node is Element => 'tagName' in node;
const children = (node: Node): Node[] => ('childNodes' in node ? node.childNodes : []);

interface Edit {
  start: number;
  end: number;
  text: string;
}

export interface Conformed {
  html: string;
  /** <style> elements moved from the body into the head. */
  stylesMoved: number;
  /** Slashes dropped from the end of void elements' start tags. */
  slashesDropped: number;
}

/**
 * The page with every HTML <style> of the body moved to the end of the head (in order), and the
 * self-closing slash of HTML void elements dropped. SVG and MathML keep theirs, and <template>
 * contents are left as they are. Styles stay put on a page whose head has no end tag.
 */
export function conformHtml(source: string): Conformed {
  const document = parse(source, { sourceCodeLocationInfo: true });
  const html = children(document).find(isElement);
  const head = html && children(html).find((node): node is Element => isElement(node) && node.tagName === 'head');
  const body = html && children(html).find((node): node is Element => isElement(node) && node.tagName === 'body');
  const edits: Edit[] = [];
  let slashesDropped = 0;
  const bodyStyles: Element[] = [];

  const visit = (node: Node, inBody: boolean) => {
    for (const child of children(node)) {
      if (!isElement(child) || child.namespaceURI !== namespaces.NS.HTML) continue;
      const tag = child.sourceCodeLocation?.startTag;
      if (VOID_ELEMENTS.has(child.tagName) && tag) {
        // The slash is the tag's own only when no attribute value runs up to it (`src=/a/>`
        // ends an unquoted value with it).
        const lastAttributeEnd = Math.max(
          tag.startOffset,
          ...Object.values(child.sourceCodeLocation?.attrs ?? {}).map((attr) => attr.endOffset),
        );
        if (source.slice(tag.endOffset - 2, tag.endOffset) === '/>' && lastAttributeEnd <= tag.endOffset - 2) {
          let start = tag.endOffset - 2;
          while (start > lastAttributeEnd && /\s/.test(source[start - 1]!)) start -= 1;
          // `<br/>` keeps nothing between its name and `>`; `<input a="1" />` loses the space too.
          edits.push({ start, end: tag.endOffset - 1, text: '' });
          slashesDropped += 1;
        }
      }
      if (inBody && child.tagName === 'style' && child.sourceCodeLocation) bodyStyles.push(child);
      // A <template>'s contents are not part of the document; leave them as written.
      if (child.tagName !== 'template') visit(child, inBody || child === body);
    }
  };
  if (html) visit(html, false);

  // Styles move only into a head written out with its end tag, as Astro writes every page.
  const headEnd = head?.sourceCodeLocation?.endTag?.startOffset;
  const stylesToMove = headEnd === undefined ? [] : bodyStyles;
  if (stylesToMove.length > 0) {
    const moved = stylesToMove.map(({ sourceCodeLocation: at }) => source.slice(at!.startOffset, at!.endOffset));
    for (const { sourceCodeLocation: at } of stylesToMove) edits.push({ start: at!.startOffset, end: at!.endOffset, text: '' });
    edits.push({ start: headEnd!, end: headEnd!, text: moved.join('') });
  }

  // Applied from the end, so each edit's offsets still point into the text as parsed.
  let result = source;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start || b.end - a.end)) {
    result = result.slice(0, start) + text + result.slice(end);
  }
  return { html: result, stylesMoved: stylesToMove.length, slashesDropped };
}
