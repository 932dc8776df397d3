// Which link targets content may use, and which of them leave the site. One rule for links in
// front matter (schemas), in Markdown text (src/lib/content/markdown-rules.ts) and in the browser editor.

/**
 * A page of this site (/contact-us, not //host), a #fragment, a phone number to dial (tel:+64...),
 * an e-mail address (mailto:) or an https:// address with nothing that could break out of an
 * attribute. Nothing else: no javascript:, data:, or plain http:.
 */
export const HREF_PATTERN =
  /^(?:\/(?!\/)[^\s\\]*|#[\w-]+|tel:\+?\d{3,15}|mailto:[^\s:@/]+@[^\s:@/]+\.[^\s:@/]+|https:\/\/[A-Za-z0-9.-]+(?::\d+)?(?:[/?#][^\s"'<>`\\]*)?)$/;

/** True for the links content may carry. */
export function isAllowedHref(href: string): boolean {
  return HREF_PATTERN.test(href);
}

/** True for a link that leaves the site, so it opens in a new tab. */
export function isExternalHref(href: string): boolean {
  return /^https?:/i.test(href);
}
