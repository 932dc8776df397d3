// What an editor may write in a Markdown body: text, headings, lists, emphasis and links. Raw
// HTML is refused (nothing an editor writes may run as code or restyle a page), and so are links
// to anything but https:, tel:, mailto: or a page of this site. The body is read by Sätteri, the
// parser Astro renders it with, so the check sees exactly what the page would get.
import { markdownToMdast } from 'satteri';
import { isAllowedHref } from '../../conventions/links.ts';
import { ContentFileError } from './content-file-error.ts';
import type { Place } from '../../conventions/places.ts';

/** Longest Markdown body, in characters: several screens of text. */
const MAX_BODY_LENGTH = 20_000;

interface MdastNode {
  type: string;
  url?: string;
  value?: string;
  position?: { start: { line: number } };
  children?: MdastNode[];
}

function* walk(node: MdastNode): Generator<MdastNode> {
  yield node;
  for (const child of node.children ?? []) yield* walk(child);
}

/** The links in a Markdown body, with the line of the body each is on (1 = the body's first line). */
export function markdownLinks(body: string): { href: string; line: number }[] {
  const tree = markdownToMdast(body, { features: { gfm: true } }) as MdastNode;
  return [...walk(tree)]
    .filter((node) => (node.type === 'link' || node.type === 'definition') && node.url !== undefined)
    .map((node) => ({ href: node.url!, line: node.position?.start.line ?? 1 }));
}

/**
 * Throws a ContentFileError naming the file and line of the first thing in `body` the site does
 * not publish. `text` is the text's place (its file and field); `firstLine` is the file line the body starts on.
 */
export function checkMarkdownBody(text: Place, body: string, firstLine: number): void {
  /** The text's line `line` of the body, as a developer (the file's line) and the office (the text's) count it. */
  const refuse = (bodyLine: number, words: string) =>
    new ContentFileError({ ...text, line: bodyLine + firstLine - 1 }, { developer: words, office: `line ${bodyLine}: ${words}` });
  if (body.length > MAX_BODY_LENGTH) throw refuse(1, `the text is ${body.length} characters long; keep it under ${MAX_BODY_LENGTH}`);
  const tree = markdownToMdast(body, { features: { gfm: true } }) as MdastNode;
  for (const node of walk(tree)) {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'html') {
      throw refuse(line, `raw HTML (${(node.value ?? '').trim().slice(0, 40)}) is not allowed in the text; write plain Markdown`);
    }
    if (node.type === 'image' || node.type === 'imageReference') {
      throw refuse(line, 'pictures in the text are not shown; use the entry\u2019s photo field instead');
    }
    if ((node.type === 'link' || node.type === 'definition') && node.url !== undefined && !isAllowedHref(node.url)) {
      throw refuse(line, `the link "${node.url}" is not allowed; links go to a page of this site (/contact-us), https://, tel: or mailto:`);
    }
  }
}
