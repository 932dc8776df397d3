// Which entries' names a text names, as whole words in any case ("tapioca" names Tapioca). The
// warnings about words that name a paused product, a deleted depot or a list of products, and the
// editor's delete question, each ask this of every text for every name: asked one name at a time
// that is texts × names, which grew with the square of the catalogue. Here each text is read once,
// letter by letter, against all the names at once. Any run of spaces between words, a line break
// where a file wraps its text or a no-break space, counts as one space: "Eco Calf" at the end of one
// line and "Finisher" at the start of the next name Eco Calf Finisher.

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** A letter of the names' tree: the names that end here, and the letters that go on from here. */
interface Branch<Name> {
  ending: Name[];
  next: Map<string, Branch<Name>>;
}

const isWordCharacter = (character: string | undefined) => character !== undefined && LETTER_OR_DIGIT.test(character);

/** Words in lower case with each run of spaces, line breaks included, as one space. */
const plain = (words: string) => words.toLowerCase().replace(/\s+/gu, ' ');

/**
 * Finds which of `names` a text names, each as whole words in any case. `spell` gives a name's
 * words, for names that are objects. Made once for many texts: the names are a tree of letters,
 * walked from each place in the text where a word may start, so a text costs its length times the
 * length of the longest name it starts to match, however many names there are.
 */
export function nameFinder<Name>(names: readonly Name[], spell: (name: Name) => string): (text: string) => Name[] {
  const root: Branch<Name> = { ending: [], next: new Map() };
  for (const name of names) {
    let branch = root;
    for (const character of plain(spell(name))) {
      branch = branch.next.get(character) ?? branch.next.set(character, { ending: [], next: new Map() }).get(character)!;
    }
    if (branch !== root) branch.ending.push(name);
  }
  return (text) => {
    const characters = [...plain(text)];
    const found = new Set<Name>();
    for (let start = 0; start < characters.length; start++) {
      // A name starts where no letter or digit goes before it.
      if (isWordCharacter(characters[start - 1])) continue;
      let branch: Branch<Name> | undefined = root;
      for (let at = start; at < characters.length; at++) {
        branch = branch.next.get(characters[at]!);
        if (!branch) break;
        // ...and ends where none follows it.
        if (branch.ending.length > 0 && !isWordCharacter(characters[at + 1])) for (const name of branch.ending) found.add(name);
      }
    }
    return [...found];
  };
}
