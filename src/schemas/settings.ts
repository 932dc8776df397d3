import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { HOME_PATH } from '../conventions/paths.ts';
import { holidayNames } from '../conventions/public-holidays.ts';
import { LIMITS, entry, fields, httpsBase, list, mobilePhone, openingHours, pdfPath, phone, photo, position, ref, text } from './common.ts';

/** The facts every page shares (src/content/settings/site.yaml). Phones and e-mails live here and nowhere else. */
export const settingsSchema = (context: SchemaContext) =>
  entry({
    name: text(LIMITS.name).meta({
      title: 'Company name',
      description: 'Shown in the header, the footer, page titles and search results.',
    }),
    url: httpsBase
      .refine((url) => new URL(url).pathname === HOME_PATH, 'must be the site\u2019s address only, like https://www.example.co.nz')
      .meta({ title: 'Site address', description: 'The live address of the site, used for search engines and the sitemap.' }),
    foundedYear: z
      .number()
      .int()
      .min(1800)
      .max(2100)
      .meta({ title: 'Year founded', description: 'The year the business started, e.g. 1988.' }),
    staffCount: z
      .number()
      .int()
      .min(1)
      .max(100_000)
      .meta({ title: 'Number of staff', description: 'About how many people work here; About Us quotes it.' }),
    sampleAtStart: z.number().int().min(0).optional().meta({
      title: 'Sample values at the start',
      description: 'How many values of the sample business the site held as shipped: the Going live page counts what is done from it.',
      'x-widget': 'hidden',
    }),
    freePhone: phone.meta({ title: 'Free phone', description: 'The free phone number as people read it, e.g. 0800 555 188.' }),
    officePhone: phone.meta({ title: 'Office phone', description: 'The office number as people read it, e.g. 03 555 0142.' }),
    officeTown: text(LIMITS.label).meta({ title: 'Office town', description: 'Where the office number rings, e.g. Winton.' }),
    officeHours: openingHours('Office hours', {
      before: 'When the office answers the phone.',
      after: 'Every page says under its header whether the office is open that day; Contact Us gives the week.',
    }),
    depotHours: openingHours('Usual depot hours', {
      before: 'The hours of every molasses depot that gives none of its own.',
      after: 'A depot with other hours gives its own, under Sites and depots.',
    }),
    closedDays: list(
      fields({
        date: z
          .string()
          .trim()
          .regex(/^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/, {
            message: 'must be a date like 2026-12-25 (year-month-day)',
            abort: true,
          })
          // A day the calendar has: 2026-02-30 would roll over into March.
          .refine((date) => new Date(`${date}T00:00:00Z`).toISOString().startsWith(date), 'is not a day of the calendar')
          .meta({ title: 'Date', description: 'Year-month-day, e.g. 2026-12-25.' }),
        name: text(LIMITS.label).optional().meta({ title: 'What day it is', description: 'Optional, e.g. Christmas Day.' }),
      }),
      'closed day',
    )
      .optional()
      .meta({
        title: 'Office closed on',
        'x-summary': '{{date}} {{name}}',
        description:
          'Days the office is shut besides the public holidays, which the site knows (New Zealand\u2019s, and the anniversary day of the head office\u2019s region), e.g. a staff day or the days between Christmas and New Year. On the day, and the working day before, every page says so under its header; the next one or two of the coming fortnight show beside the office hours on Contact Us, e.g. "Closed Thu 31 Dec (Christmas break)". Past dates can stay: they are no longer shown.',
      }),
    openOnHolidays: z
      .array(z.enum(holidayNames(), 'must be public holidays the site knows: choose them from the list'))
      .optional()
      .meta({
        title: 'Office open on these public holidays',
        description:
          'The office is closed on every public holiday that falls on a day it opens, and the site says so on the day. Choose any holiday it opens on instead, every year; "Anniversary day" is the head office\u2019s region\u2019s (Southland\u2019s is Easter Tuesday).',
        'x-options': holidayNames().map((name) => ({ label: name.replace(/^ANZAC\b/, 'Anzac'), value: name })),
      }),
    textUs: fields({
      mobile: mobilePhone.optional().meta({
        title: 'Mobile for texts',
        description:
          'A mobile someone in the office reads, e.g. 027 555 0100. With it, the product pages and Contact Us offer "Text us", which opens the farmer\u2019s messages with your words below already written. Leave it empty and no page offers texts.',
      }),
      productMessage: text(LIMITS.sentence).optional().meta({
        title: 'Text from a product page',
        description:
          'The message written ready for the farmer to finish and send; {product} becomes the product\u2019s name, e.g. "Hi, could I get a price on {product} delivered to".',
      }),
      message: text(LIMITS.sentence).optional().meta({
        title: 'Text from Contact Us',
        description: 'The message written ready on Contact Us, e.g. "Hi, could I get a price on feed delivered to".',
      }),
    })
      .optional()
      .meta({
        title: 'Text us',
        description: 'A mobile farmers can text, where a call drops on one bar of signal, and the words their message starts with.',
      }),
    delivery: fields({
      area: text(LIMITS.sentence).optional().meta({
        title: 'Where you deliver',
        description: 'e.g. "Southland, Otago and South Canterbury from Winton; molasses from every depot."',
      }),
      leadTime: text(LIMITS.sentence)
        .optional()
        .meta({ title: 'Lead time', description: 'How soon after an order a load arrives, e.g. "Two to three working days."' }),
      minimumLoad: text(LIMITS.sentence).optional().meta({
        title: 'Minimum load',
        description: 'The smallest order you deliver, e.g. "One tonne of bagged feed, or 5 tonnes loose."',
      }),
    })
      .optional()
      .meta({
        title: 'Delivery',
        description:
          'Shown beside the map of your sites and depots, on the pages with a "Map of the sites and depots" section (/molasses and Contact Us): what a farmer asks before ringing.',
      }),
    emails: list(
      fields({
        label: text(LIMITS.label).meta({ title: 'What it is for', description: 'e.g. Orders and enquiries.' }),
        address: z
          .email('must be an e-mail address like orders@example.co.nz')
          .max(LIMITS.address)
          .meta({ title: 'E-mail address', description: '' }),
      }),
      'e-mail contact',
    )
      .length(2, 'must list exactly two addresses')
      .meta({
        title: 'E-mail contacts',
        description: 'The two e-mail addresses in the footer and on Contact Us.',
      }),
    emailDomain: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i, 'must be the part after the @, like yourbusiness.co.nz')
      .optional()
      .meta({
        title: 'E-mail domain',
        description:
          'The part after the @ of the staff\u2019s addresses, e.g. yourbusiness.co.nz. A person whose e-mail is left empty gets their first name at it, e.g. anna@yourbusiness.co.nz.',
      }),
    headOffice: fields({
      street: text(LIMITS.name).meta({ title: 'Street', description: 'e.g. 42 Great North Road.' }),
      locality: text(LIMITS.name).meta({ title: 'Town', description: 'e.g. Winton.' }),
      postcode: z
        .string()
        .trim()
        .regex(/^\d{4}$/, 'must be a four-digit postcode')
        .meta({ title: 'Postcode', description: 'Four digits.' }),
      region: text(LIMITS.name).meta({
        title: 'Region',
        description: 'e.g. Southland. Its anniversary day is one of the office\u2019s public holidays.',
      }),
      country: text(LIMITS.name).meta({ title: 'Country', description: 'e.g. New Zealand.' }),
      countryCode: z
        .string()
        .regex(/^[A-Z]{2}$/, 'must be two capital letters, e.g. NZ')
        .meta({ title: 'Country code', description: 'Two letters, e.g. NZ; search engines read it.' }),
      position: position.optional().meta({
        title: 'Map position',
        description:
          'Where the office is, for the Directions link: in Google Maps, press and hold the spot and copy the two numbers. Without it, Directions uses the address.',
      }),
    }).meta({ title: 'Head office', description: 'The postal address shown in the footer and on Contact Us, and where Directions lead.' }),
    footerHeadings: fields({
      links: text(LIMITS.label).meta({ title: 'Over the links', description: 'e.g. Quick links.' }),
      office: text(LIMITS.label).meta({ title: 'Over the address', description: 'e.g. Head office.' }),
      contact: text(LIMITS.label).meta({ title: 'Over the phones and e-mails', description: 'e.g. Talk to us.' }),
    }).meta({ title: 'Footer headings', description: 'The three headings at the foot of every page.' }),
    appShortName: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(12, 'is too long for the space under a phone icon: keep it to 12 characters')
      .meta({
        title: 'App name under the phone icon',
        description: 'The calculator can be added to a phone\u2019s home screen; this short name shows under its icon, e.g. Conedose.',
      }),
    pricingTerms: text(LIMITS.sentence).meta({
      title: 'Pricing terms',
      description: 'Quoted wherever prices come up, e.g. "All prices are ex store, exclusive of GST and subject to change."',
    }),
    account: fields({
      time: text(LIMITS.sentence).meta({
        title: 'How long it takes',
        description:
          'One or two sentences, e.g. "One phone call of about ten minutes opens an account, and you can order on it the same day."',
      }),
      ready: list(text(LIMITS.sentence), 'thing to have ready', 'things to have ready')
        .min(1, 'needs at least one thing to have ready')
        .meta({
          title: 'What to have ready',
          description: 'What a farmer needs at hand for the call, one thing each, e.g. "Your GST number".',
        }),
      contact: ref('staff', 'a staff member').meta({
        title: 'Who to ring',
        description: 'The person who opens accounts; their phone and e-mail show from their entry under Staff.',
      }),
      form: pdfPath.optional().meta({
        title: 'Application form PDF',
        description:
          'An account application form to print and fill in before the call. While it is still one of the sample values and none is uploaded, the site makes a one-page sample from these settings.',
      }),
    })
      .optional()
      .meta({
        title: 'Opening an account',
        description:
          'What opening an account takes, in your words: shown on the page that lists "How to open an account" (Contact Us), which the home page links to.',
      }),
    fileStorageBase: httpsBase.optional().meta({
      title: 'PDF storage address',
      description:
        'Optional: where the PDFs are kept when not on this site, e.g. https://files.example.co.nz/. Entries give each PDF\u2019s path after it. Left empty, the PDFs are this site\u2019s own (uploaded in the editor).',
    }),
    videoEmbedBase: httpsBase.meta({
      title: 'Video player address',
      description: 'The embed address of the video host, e.g. https://www.youtube-nocookie.com/embed/. Entries give video IDs.',
    }),
    picture: photo(context, 'A wide picture of the business.', 'A molasses tanker and a feed truck on a country road', ['share', 'poster'])
      .optional()
      .meta({
        title: 'Site picture',
        description:
          'Optional: shown when a link to a page without a picture of its own is shared, and on a video that has no poster of its own. Wide, at least 1200 pixels. Without it, a shared link shows the company name, the year founded and the free phone on the site\u2019s green, and such a video a plain green panel.',
      }),
  });

export type Settings = z.output<ReturnType<typeof settingsSchema>>;

/** The settings without their picture, which only the content collection reads: what the build reads outside it. */
export type SettingsFacts = Omit<Settings, 'picture'>;
