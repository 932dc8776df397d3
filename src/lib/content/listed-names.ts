// Words that list entries by hand go stale as entries are added: a category's description that
// names its eight products does not name the ninth, nor the declarations' introduction a new kind.
// Where a text names most of a group's entries (at least three, and three in four), it is taken as
// a list of them, and each one it leaves out is warned of at the text, so the office adds it there
// or words the text so it need not list them. A paused or deleted entry still named is warned of by
// the stale names' check (site-rules.ts).
import { declarationKind } from '../company/declarations.ts';
import { problem, type ContentProblem, type PlaceOf } from './content-problems.ts';
import { nameFinder } from './names-in-words.ts';
import { wordsOf } from './typed-counts.ts';

/** Entries a text may list by name: what they are, as a warning says it, and each one's names. */
export interface NameGroup {
  /** e.g. "products of Dairy Feed". */
  label: string;
  /** Each member by its name, the other names the words may give it ("PKE" for "Palm Kernel Expeller (PKE)") and, for an entry, its file. */
  members: { name: string; aliases: string[]; file?: string | undefined }[];
}

/** A name and, when it ends with one in brackets, the short name it gives itself. */
const namesOf = (name: string) => [name, ...(/\(([^()]+)\)\s*$/.exec(name)?.slice(1) ?? [])];

/** The lists the words may keep by hand: the products of each category on sale, the depots, the kinds of declaration. */
export function nameGroups({
  categories,
  products,
  locations,
  declarations,
}: {
  categories: readonly { id: string; data: { title: string } }[];
  products: readonly { file?: string; data: { name: string; category: string; availability?: string | undefined } }[];
  locations: readonly { file?: string; data: { name: string; kind: string } }[];
  declarations: readonly { data: { title: string; season: string } }[];
}): NameGroup[] {
  const member = (name: string, file?: string) => ({ name, aliases: namesOf(name), file });
  return [
    ...categories.map(({ id, data }) => ({
      label: `products of ${data.title}`,
      members: products
        .filter((product) => product.data.category === id && product.data.availability !== 'paused')
        .map(({ file, data: product }) => member(product.name, file)),
    })),
    { label: 'depots', members: locations.filter(({ data }) => data.kind === 'depot').map(({ file, data }) => member(data.name, file)) },
    // A kind is named by its declarations' titles, each kind once.
    {
      label: 'kinds of declaration',
      members: [...new Set(declarations.map(({ data }) => declarationKind(data)))].map((kind) => member(kind)),
    },
  ];
}

/** A list of names as a sentence says it: "A", "A and B", "A, B and C". */
const spoken = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** The words of entries that list most of a group by name and leave some out: warned at each text, naming what it leaves out. */
export function listedNameProblems(
  worded: readonly { file: string; data: object; body?: string | undefined }[],
  groups: readonly NameGroup[],
  placeOf: PlaceOf,
): ContentProblem[] {
  const aliases = groups.flatMap((group) => group.members.flatMap((member) => member.aliases.map((alias) => ({ group, member, alias }))));
  const find = nameFinder(aliases, ({ alias }) => alias);
  return worded.flatMap(({ file, data, body }) =>
    [...wordsOf(data), ...(body ? [{ text: body, path: ['body'] }] : [])].flatMap(({ text, path }) => {
      const named = find(text);
      return groups.flatMap((group) => {
        const members = new Set(named.filter((found) => found.group === group).map(({ member }) => member));
        const left = group.members.filter((member) => !members.has(member));
        if (members.size < 3 || members.size * 4 < group.members.length * 3 || left.length === 0) return [];
        return [
          problem(
            'warn',
            placeOf(file, path),
            `names ${members.size} of the ${group.members.length} ${group.label} but not ${spoken(left.map(({ name }) => `"${name}"`))}: if it lists them all, add ${left.length === 1 ? 'it' : 'them'}, or word it so it need not list them`,
            // Each one left out, one click away.
            left.flatMap(({ file }) => (file ? [placeOf(file, 'name')] : [])),
          ),
        ];
      });
    }),
  );
}
