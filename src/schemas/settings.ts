import { z } from 'astro/zod';
import { phoneSchema } from './common';

export const settingsSchema = z.object({
  /** Company name shown in the header, titles and structured data. */
  name: z.string().min(1),
  /** Short name for tight spaces. */
  shortName: z.string().min(1),
  /** One line under the name on the home page and in the default description. */
  tagline: z.string().min(1),
  /** The live address of the site, used for canonical URLs and the sitemap. */
  url: z.url(),
  /** Year the business started. */
  foundedYear: z.number().int(),
  /** Approximate head count, quoted on the About page. */
  staffCount: z.number().int().positive(),
  /** Number of molasses depots. */
  depotCount: z.number().int().positive(),
  /** The free phone number. */
  freePhone: phoneSchema,
  /** The office number, with the town it rings in. */
  officePhone: phoneSchema.extend({ place: z.string().min(1) }),
  /** The two e-mail contacts shown in the footer. */
  emails: z.array(z.object({ label: z.string().min(1), address: z.email() })).length(2),
  /** Head-office postal address. */
  headOffice: z.object({
    street: z.string().min(1),
    locality: z.string().min(1),
    postcode: z.string().min(1),
    region: z.string().min(1),
    country: z.string().min(1),
    countryCode: z.string().length(2),
  }),
  /** Regions served, for structured data. */
  areaServed: z.array(z.string().min(1)).min(1),
  /** The pricing terms quoted wherever prices come up. */
  pricingTerms: z.string().min(1),
  /** Base URL of the file storage that holds the PDFs; entries give paths relative to it. */
  fileStorageBase: z.url(),
  /** Base URL of the video host's embed player; entries give video IDs. */
  videoEmbedBase: z.url(),
});
