// What the editor's delete confirmation says first when other entries point to the one being
// deleted, or words depend on it (delete-warning.ts), and what a new depot's form says (form-rules.ts).
// Pure, so the browser scripts and unit tests share it.

/** Names as a sentence lists them: "A", "A and B", "A, B and C". */
const listed = (names: readonly string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]);

/** What depends on the entry being deleted. */
export interface Dependants {
  /** The entries that point to it (based here, in this category, shown on this page). */
  pointing?: readonly string[] | undefined;
  /** For a depot: the entries whose words count the depots by hand, e.g. `the page About Us (“seven depots”)`. */
  counted?: readonly string[] | undefined;
  /** For a testimonial: the pages it alone is featured on. */
  featuredOn?: readonly string[] | undefined;
  /** The entries whose words name it, e.g. `the page About Us`. */
  named?: readonly string[] | undefined;
}

/** Says where words count the depots by hand, and what `change` ("deleting", "adding this depot") does to them. */
export const countedWarning = (counted: readonly string[], change: string) =>
  `The words of ${listed(counted)} count the depots by hand: after ${change}, they give the wrong number. Write {depots} there and the site fills in the number.`;

/** The warning before a delete, one paragraph for each kind of dependant; empty when nothing depends on it. */
export function deleteWarning({ pointing = [], counted = [], featuredOn = [], named = [] }: Dependants): string {
  const many = pointing.length > 1;
  return [
    pointing.length > 0
      ? `${listed(pointing)} ${many ? 'point' : 'points'} to this entry (based here, in this category, or shown on this page). Change ${
          many ? 'them' : 'it'
        } first: until then the site will not build.`
      : '',
    counted.length > 0 ? countedWarning(counted, 'deleting') : '',
    named.length > 0 ? `The words of ${listed(named)} name this entry: change them after deleting, or they name something gone.` : '',
    featuredOn.length > 0
      ? `This is the only testimonial featured on ${listed(featuredOn)}: after deleting, ${
          featuredOn.length > 1 ? 'their' : 'its'
        } testimonials section is left out until another testimonial is featured there.`
      : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}
