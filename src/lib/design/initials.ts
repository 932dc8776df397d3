// A person's initials, for the tinted circle their card shows until their photo is added.

/** The first letter of the first and the last of the name's words, in capitals: "Liam O'Connor" → "LO", "Hemi" → "H". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined) => (word ? Array.from(word)[0]!.toLocaleUpperCase('en-NZ') : '');
  return words.length > 1 ? first(words[0]) + first(words.at(-1)) : first(words[0]);
}
