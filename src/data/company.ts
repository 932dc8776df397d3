import { getCollection } from 'astro:content';
import { staffGroups, type Location, type StaffGroupName, type StaffMember } from '../schemas/company';

export interface StaffCardData extends StaffMember {
  id: string;
  /** The name of the site they are based at. */
  locationName: string;
}

export interface StaffGroup {
  name: StaffGroupName;
  members: StaffCardData[];
}

export interface Company {
  /** The main office, plant, mill and workshop, in order. */
  sites: Location[];
  /** The molasses depots, in order. */
  depots: Location[];
  /** Every staff member in the groups of Contact Us, each group in order. */
  staffGroups: StaffGroup[];
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

export async function loadCompany(): Promise<Company> {
  const [locations, staff] = await Promise.all([getCollection('locations'), getCollection('staff')]);
  const locationNames = new Map(locations.map(({ id, data }) => [id, data.name]));
  const members = staff.map(({ id, data }) => ({
    ...data,
    id,
    // The schema has checked the reference, so the location exists.
    locationName: locationNames.get(data.location) ?? data.location,
  }));
  const all = locations.map(({ data }) => data).sort(byOrder);
  return {
    sites: all.filter((location) => location.kind !== 'depot'),
    depots: all.filter((location) => location.kind === 'depot'),
    // A group with nobody in it has no heading on the page.
    staffGroups: staffGroups
      .map((name) => ({ name, members: members.filter((member) => member.group === name).sort(byOrder) }))
      .filter(({ members: inGroup }) => inGroup.length > 0),
  };
}
