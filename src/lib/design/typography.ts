// Figures that must not be split across lines: a number and its unit ("876 kg"), a ratio
// ("1 : 6") and a range ("2-6 kg"). Content writes its own non-breaking spaces; this is for text
// the site composes itself, such as the calculator's messages.

/** `text` with a non-breaking space after each number and around a ratio's colon, and a non-breaking hyphen inside a range. */
export function keepTogether(text: string): string {
  return text
    .replace(/(\d) : (?=\d)/g, '$1\u00a0:\u00a0')
    .replace(/(\d)-(?=\d)/g, '$1\u2011')
    .replace(/(\d) (?=[A-Za-z%])/g, '$1\u00a0');
}
