import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { staffGroups } from '../schemas/company';
import type { testimonialPlacements } from '../schemas/resources';

export type Page = CollectionEntry<'pages'>;
export type Location = CollectionEntry<'locations'>['data'];
export type Declaration = CollectionEntry<'declarations'>['data'];
export type Testimonial = CollectionEntry<'testimonials'>['data'];
export type StaffMember = CollectionEntry<'staff'>['data'] & { id: string; locationName: string };
export type StaffGroup = { name: (typeof staffGroups)[number]; members: StaffMember[] };

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/** A fixed page's copy, src/content/pages/<id>.md; throws when the file is missing. */
export async function getPage(id: string): Promise<Page> {
  const page = await getEntry('pages', id);
  if (!page) throw new Error(`src/content/pages/${id}.md is missing`);
  return page;
}

/** The four sites shown on Contact Us (everything but the depots), in order. */
export async function getSites(): Promise<Location[]> {
  const locations = await getCollection('locations', ({ data }) => data.kind !== 'depot');
  return locations.map(({ data }) => data).sort(byOrder);
}

/** The molasses depots, in order. */
export async function getDepots(): Promise<Location[]> {
  const locations = await getCollection('locations', ({ data }) => data.kind === 'depot');
  return locations.map(({ data }) => data).sort(byOrder);
}

/** Every staff member, in the groups of Contact Us (office, road, executive), each group in order. */
export async function getStaffGroups(): Promise<StaffGroup[]> {
  const [staff, locations] = await Promise.all([getCollection('staff'), getCollection('locations')]);
  const locationNames = new Map(locations.map(({ id, data }) => [id, data.name]));
  const members = staff.map(({ id, data }) => ({
    ...data,
    id,
    // reference() has already failed the build for an unknown id, so the name is always found.
    locationName: locationNames.get(data.location.id) ?? data.location.id,
  }));
  return staffGroups.map((name) => ({
    name,
    members: members.filter((member) => member.group === name).sort(byOrder),
  }));
}

/** The feed quality declarations, in order. */
export async function getDeclarations(): Promise<Declaration[]> {
  return (await getCollection('declarations')).map(({ data }) => data).sort(byOrder);
}

/** The testimonials meant for one page, in order. */
export async function getTestimonials(page: (typeof testimonialPlacements)[number]): Promise<Testimonial[]> {
  const testimonials = await getCollection('testimonials', ({ data }) => data.showOn.includes(page));
  return testimonials.map(({ data }) => data).sort(byOrder);
}
