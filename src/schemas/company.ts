import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { LIMITS, entry, list, openingHours, order, phone, photo, position, ref, text } from './common.ts';

/** What a site is: the four on Contact Us, or one of the molasses depots on /molasses. */
export const locationKinds = ['main-office', 'blending-plant', 'feed-mill', 'engineering-workshop', 'depot'] as const;

/** One staff member (src/content/staff/<id>.yaml). */
export const staffSchema = (context: SchemaContext) =>
  entry({
    name: text(LIMITS.name).meta({ title: 'Name', description: 'Full name as shown on the card.' }),
    role: text(LIMITS.name).meta({ title: 'Role', description: 'Job title, e.g. "Territory Manager \u2013 Southland".' }),
    phones: list(phone, 'phone number').min(1, 'needs at least one number').meta({
      title: 'Phone numbers',
      description: 'One or more, as people read them, e.g. 027 555 0111. The first is the main one.',
    }),
    email: z.email('must be an e-mail address like name@example.co.nz').max(LIMITS.address).meta({
      title: 'E-mail',
      // The form adds what an empty field gives (src/collections.ts, staff's derived e-mail).
      description: 'Their work e-mail address.',
    }),
    location: ref('locations', 'a location').meta({ title: 'Based at', description: 'The site they work from.' }),
    group: ref('groups', 'a staff group').meta({
      title: 'Group',
      description: 'The group their card sits in on Contact Us. To add or rename a group, use Staff groups.',
    }),
    order: order.meta({ title: 'Order', description: 'Place within the group: 1 comes first.' }),
    photo: photo(
      context,
      'A head-and-shoulders photo, upright or square: the card cuts it to a circle, keeping the part chosen below it (the middle unless you choose).',
      'Smiling, standing beside a feed truck',
      ['portrait'],
    )
      .optional()
      .meta({
        title: 'Photo',
        description: 'Optional; their initials on a tint show without one. The card shows it in a circle.',
      }),
  });

/** One group of staff cards on Contact Us (src/content/groups/<id>.yaml): its heading and place. */
export const groupSchema = entry({
  name: text(LIMITS.name).meta({ title: 'Name', description: 'The heading over its cards on Contact Us, e.g. "In The Office" or "Yard".' }),
  order: order.meta({ title: 'Order', description: 'Place among the groups on Contact Us: 1 comes first.' }),
});

/** One site or depot (src/content/locations/<id>.yaml). */
export const locationSchema = entry({
  name: text(LIMITS.name).meta({ title: 'Name', description: 'As shown, e.g. "Blending plant" or "Timaru".' }),
  kind: z.enum(locationKinds).meta({
    title: 'Kind',
    'x-labels': {
      'main-office': 'Main office',
      'blending-plant': 'Blending plant',
      'feed-mill': 'Feed mill',
      'engineering-workshop': 'Engineering workshop',
      depot: 'Molasses depot',
    } satisfies Record<(typeof locationKinds)[number], string>,
    description: 'The main office, blending plant, feed mill and engineering workshop show on Contact Us; depots on /molasses.',
  }),
  address: text(LIMITS.sentence).optional().meta({
    title: 'Street address',
    description:
      'One line, as you would write it on a parcel, e.g. "12 Railway Road, Palmerston North". Leave it out for the main office: its address is the head office in settings.',
  }),
  region: text(LIMITS.name).meta({
    title: 'Region',
    description:
      'The region it is in, e.g. Southland. On /molasses the depots are listed region by region, under each region\u2019s name: the head office\u2019s region (in Site settings) first.',
  }),
  openingHours: openingHours('Opening hours', {
    after:
      'Leave a depot\u2019s empty for the usual depot hours in Site settings, another site\u2019s if its hours are not fixed. The main office\u2019s hours are in settings.',
  }),
  phone: phone.optional().meta({
    title: 'Phone at this site',
    description:
      'A number that rings here, as people read it, e.g. 06 555 0175. Leave it empty where the free phone, on the same page, serves.',
  }),
  position: position.optional().meta({
    title: 'Map position',
    description:
      'Where the gate is, for the Directions link: in Google Maps, press and hold the spot and copy the two numbers. Without it, Directions uses the street address, and the place is left off the map. The main office’s is in settings.',
  }),
  order: order.meta({
    title: 'Order',
    description:
      'Place in its list: 1 comes first. The depots\u2019 regions follow their first depot: after the head office\u2019s region, the region of the depot at the lowest number comes next.',
  }),
}).superRefine((location, context) => {
  if (location.kind === 'main-office') {
    // The main office is the head office: its address, hours, phone and position live in settings, once.
    const inSettings = {
      address: 'its address is the head office in settings',
      openingHours: 'its hours are the office hours in settings',
      phone: 'its phone is the office phone in settings',
      position: 'its map position is the head office\u2019s in settings',
    } as const;
    for (const [field, where] of Object.entries(inSettings)) {
      if (location[field as keyof typeof inSettings] === undefined) continue;
      context.addIssue({ code: 'custom', path: [field], message: `leave it out for the main office: ${where}` });
    }
  }
  if (location.kind !== 'main-office' && location.kind !== 'depot' && !location.address) {
    context.addIssue({
      code: 'custom',
      path: ['address'],
      message: 'is required for the blending plant, feed mill and engineering workshop',
    });
  }
});

export type StaffMember = z.output<ReturnType<typeof staffSchema>>;
export type Location = z.output<typeof locationSchema>;
export type StaffGroupEntry = z.output<typeof groupSchema>;
