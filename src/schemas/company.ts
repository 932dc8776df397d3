import { reference, type SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { phoneSchema } from './common';

export const staffGroups = ['In The Office', 'On The Road', 'Executive Team'] as const;
export const locationKinds = ['main-office', 'blending-plant', 'feed-mill', 'engineering-workshop', 'depot'] as const;

export const staffSchema = ({ image }: SchemaContext) =>
  z.object({
    /** Full name as shown on the card. */
    name: z.string().min(1),
    /** Job title, e.g. "Territory Manager – Southland". */
    role: z.string().min(1),
    /** One or several numbers; the first is the main one. */
    phones: z.array(phoneSchema).min(1),
    /** Work e-mail address. */
    email: z.email(),
    /** Where they are based (an id from locations.yaml). */
    location: reference('locations'),
    /** The group their card sits in on Contact Us. */
    group: z.enum(staffGroups),
    /** Position within the group (1 first). */
    order: z.number().int().positive(),
    /** Optional square head-and-shoulders photo, relative to this file; without one, initials are drawn. */
    photo: image().optional(),
  });

export const locationSchema = z
  .object({
    /** Name as shown, e.g. "Blending plant" or "Timaru". */
    name: z.string().min(1),
    /** What the site is: the four sites on Contact Us, or a molasses depot on /molasses. */
    kind: z.enum(locationKinds),
    /** Street address, one line. Leave out for the main office (settings.headOffice is its address). */
    address: z.string().min(1).optional(),
    /** Region it sits in, e.g. "Southland" or "Bay of Plenty". */
    region: z.string().min(1),
    /** One sentence on what happens there. */
    description: z.string().min(1).optional(),
    /** Position in its list (1 first). */
    order: z.number().int().positive(),
  })
  .refine((location) => location.kind === 'main-office' || location.kind === 'depot' || location.address, {
    message: 'address is required for the blending plant, feed mill and engineering workshop',
    path: ['address'],
  })
  .refine((location) => location.kind !== 'main-office' || !location.address, {
    message: 'leave address out for the main office: it comes from settings.headOffice',
    path: ['address'],
  });
