// What the editor's delete confirmation says first when other entries point to the one being
// deleted (delete-warning.ts). Pure, so the browser script and unit tests share it.

/** Names as a sentence lists them: "A", "A and B", "A, B and C". */
const listed = (names: readonly string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]);

/**
 * The warning before a delete: the entries that point to this one; for a depot, the entries whose
 * words count the depots (`counted`, e.g. `About Us (“seven depots”)`); for a testimonial, the
 * pages it alone is featured on (`featuredOn`).
 */
export function deleteWarning(names: readonly string[], counted: readonly string[] = [], featuredOn: readonly string[] = []): string {
  const many = names.length > 1;
  const pointing =
    names.length > 0
      ? `${listed(names)} ${many ? 'point' : 'points'} to this entry (based here, in this category, or shown on this page). Change ${
          many ? 'them' : 'it'
        } first: until then the site will not build.`
      : '';
  const counting =
    counted.length > 0
      ? `The words of ${listed(counted)} count the depots: after deleting, change the number there, or the site will not build.`
      : '';
  const featuring =
    featuredOn.length > 0
      ? `This is the only testimonial featured on ${listed(featuredOn)}: after deleting, ${
          featuredOn.length > 1 ? 'their' : 'its'
        } testimonials section is left out until another testimonial is featured there.`
      : '';
  return [pointing, counting, featuring].filter(Boolean).join('\n\n');
}
