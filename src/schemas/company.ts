import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { LIMITS, entry, list, order, phone, photo, ref, text } from './common.ts';

/** The groups of staff cards on Contact Us, in the order they appear. */
export const staffGroups = ['In The Office', 'On The Road', 'Executive Team'] as const;
export type StaffGroupName = (typeof staffGroups)[number];

/** What a site is: the four on Contact Us, or one of the molasses depots on /molasses. */
export const locationKinds = ['main-office', 'blending-plant', 'feed-mill', 'engineering-workshop', 'depot'] as const;

/** One staff member (src/content/staff/<id>.yaml). */
export const staffSchema = (context: SchemaContext) =>
  entry({
    name: text(LIMITS.name).meta({ title: 'Name', description: 'Full name as shown on the card.' }),
    role: text(LIMITS.name).meta({ title: 'Role', description: 'Job title, e.g. "Territory Manager \u2013 Southland".' }),
    phones: list(phone).min(1, 'needs at least one number').meta({
      title: 'Phone numbers',
      'x-singular': 'phone number',
      description: 'One or more, as people read them, e.g. 027 555 0111. The first is the main one.',
    }),
    email: z
      .email('must be an e-mail address like name@example.co.nz')
      .max(LIMITS.address)
      .meta({ title: 'E-mail', description: 'Work e-mail address.' }),
    location: ref('locations', 'a location').meta({ title: 'Based at', description: 'The site they work from.' }),
    group: z.enum(staffGroups).meta({ title: 'Group', description: 'Which group their card sits in on Contact Us.' }),
    order: order.meta({ title: 'Order', description: 'Position within the group: 1 comes first.' }),
    photo: photo(
      context,
      'A head-and-shoulders photo, any shape: the card crops it square around the face.',
      'Smiling, standing beside a feed truck',
    )
      .optional()
      .meta({ title: 'Photo', description: 'Optional; a drawn stand-in shows without one. Square, with the face in the middle.' }),
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
    description: 'One line. Leave it out for the main office: its address is the head office in settings.',
  }),
  region: text(LIMITS.name).meta({ title: 'Region', description: 'The region it is in, e.g. Southland.' }),
  order: order.meta({ title: 'Order', description: 'Position in its list: 1 comes first.' }),
}).superRefine((location, context) => {
  if (location.kind === 'main-office' && location.address) {
    context.addIssue({
      code: 'custom',
      path: ['address'],
      message: 'leave it out for the main office: its address is the head office in settings',
    });
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
