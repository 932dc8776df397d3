// What the editor's delete confirmation says first when other entries point to the one being
// deleted (delete-warning.ts). Pure, so the browser script and unit tests share it.

export function deleteWarning(names: readonly string[]): string {
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  const many = names.length > 1;
  return `${list} ${many ? 'point' : 'points'} to this entry (based here, in this category, or shown on this page). Change ${
    many ? 'them' : 'it'
  } first: until then the site will not build.`;
}
