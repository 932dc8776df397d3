// Every refinement and pattern of the content schemas, checked directly with parse(): what an
// editor may write, what is refused, and the words the refusal uses. The valid entries are the
// fixture's small site (tests/fixtures/entries.ts), whose ids the references are given: the
// schemas read no folder.
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { categorySchema, productSchema } from '../../src/schemas/catalogue.ts';
import {
  LIMITS,
  MAX_ITEMS,
  closestName,
  entry,
  fields,
  href,
  httpsBase,
  pdfPath,
  phone,
  ref,
  sitePath,
  takeEntryIdsFrom,
  text,
  video,
} from '../../src/schemas/common.ts';
import { locationSchema, staffSchema } from '../../src/schemas/company.ts';
import { pageSchema } from '../../src/schemas/pages.ts';
import { sectionKinds } from '../../src/schemas/section-kinds.ts';
import { declarationSchema, testimonialSchema } from '../../src/schemas/resources.ts';
import { settingsSchema } from '../../src/schemas/settings.ts';
import { withoutImagePipeline } from '../../src/collections.ts';
import { site, type FixtureEntry } from '../fixtures/entries.ts';

// Outside Astro, a photo's path is checked as text; the build resolves it to an image.
const context = withoutImagePipeline;

/** The messages a value gets, as "path: message" lines; [] when it is accepted. */
function problems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const entries = site();
takeEntryIdsFrom((collection) => entries.filter((entry) => entry.collection === collection).map(({ id }) => id));
/** An entry of the fixture's site as its file holds it, valid as it is. */
const valid = (collection: FixtureEntry['collection'], id: string): Record<string, unknown> => ({
  ...entries.find((entry) => entry.collection === collection && entry.id === id)!.data,
});
const validProduct = valid('products', 'pke');
const validStaff = valid('staff', 'kiri-ngata');
const validPage = valid('pages', 'home');
const validSettings = valid('settings', 'site');

it('accepts the entries below as they are, so each refusal comes from the change made to one', () => {
  for (const [schema, value] of [
    [productSchema(context), validProduct],
    [staffSchema(context), validStaff],
    [pageSchema(context), validPage],
    [settingsSchema(context), validSettings],
    [categorySchema(context), valid('categories', 'dairy')],
    [declarationSchema, valid('declarations', 'molasses')],
    [testimonialSchema, valid('testimonials', 'waikato-molasses')],
  ] as const) {
    expect(problems(schema, value)).toEqual([]);
  }
});

describe('text', () => {
  it('trims, and refuses empty and overlong text', () => {
    expect(text(10).parse('  Dairy  ')).toBe('Dairy');
    expect(problems(text(10), '   ')).toEqual([': must not be empty']);
    expect(problems(text(10), 'x'.repeat(11))).toEqual([': is too long: keep it to 10 characters']);
  });

  it('refuses a 5,000-character product name', () => {
    expect(problems(productSchema(context), { ...validProduct, name: 'A'.repeat(5000) })).toEqual([
      `name: is too long: keep it to ${LIMITS.name} characters`,
    ]);
  });

  it('refuses lists longer than the limit', () => {
    const feeding = Array.from({ length: MAX_ITEMS + 1 }, (_, i) => `line ${i}`);
    expect(problems(productSchema(context), { ...validProduct, feeding })).toEqual([
      `feeding: has too many items: keep it to ${MAX_ITEMS}`,
    ]);
  });
});

describe('fields: unknown keys', () => {
  const schema = fields({ name: z.string(), specSheet: z.string().optional(), summary: z.string().optional() });

  it('names an unknown field and the known one it most likely meant', () => {
    expect(problems(schema, { name: 'x', specsheet: 'a.pdf' })).toEqual([
      'specsheet: is not a field here; did you mean "specSheet"? (fields: name, specSheet, summary)',
    ]);
    expect(problems(schema, { name: 'x', summery: 'a' })).toEqual([
      'summery: is not a field here; did you mean "summary"? (fields: name, specSheet, summary)',
    ]);
  });

  it('names an unknown field with no close match without guessing', () => {
    expect(problems(schema, { name: 'x', colour: 'red' })).toEqual(['colour: is not a field here (fields: name, specSheet, summary)']);
  });

  it('refuses unknown fields in nested objects, naming the full path', () => {
    expect(problems(productSchema(context), { ...validProduct, nutrition: [{ label: 'Protein', value: '16%', unit: '%' }] })).toEqual([
      'nutrition.0.unit: is not a field here (fields: label, value)',
    ]);
  });

  it('refuses unknown fields in every collection', () => {
    for (const [schema, value] of [
      [productSchema(context), validProduct],
      [staffSchema(context), validStaff],
      [pageSchema(context), validPage],
      [settingsSchema(context), validSettings],
    ] as const) {
      expect(problems(schema, { ...value, extra: 1 })[0]).toMatch(/^extra: is not a field here/);
    }
  });

  it('guesses only close names', () => {
    expect(closestName('specsheet', ['specSheet', 'summary'])).toBe('specSheet');
    expect(closestName('pth', ['path', 'name'])).toBe('path');
    expect(closestName('weight', ['path', 'name'])).toBeUndefined();
    // A file renamed by adding to its name: the old name points to the new one.
    expect(closestName('timaru', ['timaru-port', 'winton'])).toBe('timaru-port');
  });
});

describe('entry: the sample values', () => {
  const schema = entry({ name: z.string(), phones: z.array(z.string()).optional() });

  it('takes words, numbers, rows and words in a text', () => {
    expect(
      problems(schema, { name: 'x', sample: ['Sam Crosbie', 1988, { days: ['mon'], opens: '07:30' }, { words: 'Timaru and Gore' }] }),
    ).toEqual([]);
  });

  it('refuses words in a text left empty', () => {
    expect(problems(schema, { name: 'x', sample: [{ words: ' ' }] })).toEqual([expect.stringMatching(/^sample\.0(\.words)?: /)]);
  });
});

describe('sitePath', () => {
  it.each(['/dairy-feed/pke', '/deer-feed', '/products/sheep-nuts', '/a1'])('accepts %s', (path) => {
    expect(problems(sitePath, path)).toEqual([]);
  });

  it.each(['dairy-feed', '/Dairy', '/dairy-feed/', '/dairy feed', '/dairy--feed', '//x', '/x?y', 'https://x.nz/'])('refuses %s', (path) => {
    expect(problems(sitePath, path)).toEqual([': must look like /dairy-feed/pke (lower case, no trailing slash)']);
  });

  it.each(['/index', '/404', '/admin', '/sitemap-0'])('refuses the site\u2019s own path %s', (path) => {
    expect(problems(sitePath, path)).toEqual([': is a path the site uses for its own files; choose another']);
  });
});

describe('pdfPath', () => {
  it.each(['spec-sheets/pke.pdf', 'pke.pdf', 'declarations/molasses-24-25.pdf'])('accepts %s', (path) => {
    expect(problems(pdfPath, path)).toEqual([]);
  });

  it.each(['/spec.pdf', 'spec.PDF', 'spec sheets/pke.pdf', 'https://x.nz/a.pdf', 'a.doc', 'a//b.pdf', 'javascript:x.pdf'])(
    'refuses %s',
    (path) => {
      expect(problems(pdfPath, path)).toHaveLength(1);
    },
  );

  it('refuses a path that climbs out of the storage', () => {
    expect(problems(pdfPath, 'a/../../b.pdf')).toEqual([
      ': must be an uploaded PDF or a path ending in .pdf, like spec-sheets/pke.pdf (lower case, no spaces)',
    ]);
    expect(problems(pdfPath, '/files/../astro.config.pdf')).toHaveLength(1);
  });

  it('takes a PDF uploaded through the editor, served by the site', () => {
    expect(problems(pdfPath, '/files/molasses-25-26.pdf')).toEqual([]);
    expect(problems(pdfPath, '/other/molasses.pdf')).toHaveLength(1);
  });
});

describe('href', () => {
  it.each([
    '/contact-us',
    '/dairy-feed/pke#feeding',
    '#feeding',
    'https://www.mpi.govt.nz/',
    'tel:+6435550142',
    'mailto:orders@example.co.nz',
  ])('accepts %s', (value) => {
    expect(problems(href, value)).toEqual([]);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
    'http://example.com',
    '//evil.example',
    'vbscript:x',
    'https://x" onmouseover="y',
    'ftp://x.nz',
    'contact-us',
  ])('refuses %s', (value) => {
    expect(problems(href, value)).toEqual([': must be a page of this site (/contact-us) or an https://, tel: or mailto: address']);
  });
});

describe('phone', () => {
  it.each([
    ['0800 555 188', '0800555188'],
    ['0508 555 188', '0508555188'],
    ['+64 800 555 188', '0800555188'],
    ['03 555 0142', '+6435550142'],
    ['027 555 0112', '+64275550112'],
    ['+64 3 555 0142', '+6435550142'],
    ['  03  555 0142 ', '+6435550142'],
  ])('dials %s as %s: a free phone as written, the rest in the +64 form', (display, tel) => {
    expect(phone.parse(display).tel).toBe(tel);
  });

  it('shows the number grouped as New Zealand writes it, whichever way it was typed', () => {
    expect(phone.parse('03  555 0142').display).toBe('03 555 0142');
    expect(phone.parse('+64 3 555 0142').display).toBe('03 555 0142');
    expect(phone.parse('0800555 0199').display).toBe('0800 555 0199');
  });

  it.each(['555 0142', '03-555-0142', '(03) 555 0142', 'call 0800', '0800 FEED NZ', '+64 3 555 0142 ext 2'])('refuses %s', (display) => {
    expect(problems(phone, display)).toEqual([': must be a number like 03 555 0142, 0800 555 188 or +64 3 555 0142 (digits and spaces)']);
  });

  it('refuses numbers with too few or too many digits', () => {
    expect(problems(phone, '03 555 01')[0]).toBe(': has too few or too many digits');
    expect(problems(phone, '0312 3456 7890')[0]).toBe(': has too few or too many digits');
  });

  it.each(['03 123 4567', '025 555 123', '0800 5555', '+61 2 9999 0000'])('refuses %s, which is not a New Zealand number', (display) => {
    expect(problems(phone, display).join('\n')).toContain('is not a New Zealand phone number');
  });
});

describe('httpsBase', () => {
  it('adds a missing trailing slash, so file names join on', () => {
    expect(httpsBase.parse('https://www.youtube-nocookie.com/embed')).toBe('https://www.youtube-nocookie.com/embed/');
    expect(httpsBase.parse('https://files.example.co.nz/')).toBe('https://files.example.co.nz/');
  });

  it.each([
    'https://www.youtube-nocookie.com/embed/; script-src *',
    "https://x.nz/' 'unsafe-inline'",
    'https://x.nz/a b',
    'http://files.example.co.nz/',
    'https://x.nz/?a=1',
    'https://x.nz/#a',
    'https://user:pass@x.nz/',
    'https://x.nz/\nSet-Cookie: a',
    'javascript:alert(1)',
    '*',
  ])('refuses %j, which could widen the security policy or break links', (value) => {
    expect(problems(httpsBase, value)).toEqual([
      ': must be a plain https:// address, like https://files.example.co.nz/ (no spaces, ?, #, ; or quotes)',
    ]);
  });
});

describe('ref', () => {
  const category = ref('categories', 'a category');

  it('accepts the id of an entry that exists', () => {
    expect(category.parse('dairy')).toBe('dairy');
  });

  it('names the missing id, suggests the closest and lists the choices', () => {
    const ids = entries.filter((entry) => entry.collection === 'categories').map(({ id }) => id);
    expect(ids).toContain('dairy');
    expect(problems(category, 'diary')).toEqual([
      `: "diary" is not a category; did you mean "dairy"? (choose from ${ids.sort().join(', ')})`,
    ]);
  });

  it('checks every reference of every collection', () => {
    expect(problems(productSchema(context), { ...validProduct, category: 'horses' })[0]).toMatch(/^category: "horses" is not a category/);
    expect(problems(staffSchema(context), { ...validStaff, location: 'gore' })[0]).toMatch(/^location: "gore" is not a location/);
    expect(problems(pageSchema(context), { ...validPage, categoryBar: true, category: 'pigs' })[0]).toMatch(
      /^category: "pigs" is not a category/,
    );
    const testimonial = valid('testimonials', 'waikato-molasses');
    expect(problems(testimonialSchema, { ...testimonial, featuredOn: ['molases'] })).toEqual([
      expect.stringMatching(/^featuredOn.0: "molases" is not a page; did you mean "molasses"\?/),
    ]);
  });
});

describe('the collections\u2019 own rules', () => {
  it('a category colour is #rrggbb', () => {
    const dairy = valid('categories', 'dairy');
    expect(problems(categorySchema(context), { ...dairy, colour: 'green' })).toEqual(['colour: must be a colour like #1d5236']);
  });

  it('a category icon is one that is drawn', () => {
    const dairy = valid('categories', 'dairy');
    expect(problems(categorySchema(context), { ...dairy, icon: 'no-such-drawing' })[0]).toMatch(/^icon: Invalid option/);
  });

  it('a photo needs words describing it', () => {
    expect(problems(productSchema(context), { ...validProduct, photo: { src: '../../assets/x.jpg' } })).toEqual([
      'photo.alt: Invalid input: expected string, received undefined',
    ]);
  });

  it('the main office takes its address from settings; the plant, mill and workshop need one', () => {
    expect(
      problems(locationSchema, { name: 'Main office', kind: 'main-office', region: 'Southland', order: 1, address: '1 Road' }),
    ).toEqual(['address: leave it out for the main office: its address is the head office in settings']);
    expect(problems(locationSchema, { name: 'Feed mill', kind: 'feed-mill', region: 'Southland', order: 3 })).toEqual([
      'address: is required for the blending plant, feed mill and engineering workshop',
    ]);
    expect(problems(locationSchema, { name: 'Timaru', kind: 'depot', region: 'Canterbury', order: 6 })).toEqual([]);
  });

  describe('a site or depot one can drive to', () => {
    const depot = { name: 'Timaru', kind: 'depot', region: 'Canterbury', order: 6 };
    const weekdays = { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '07:30', closes: '17:00' };

    it('takes an address, a phone, hours and a map position', () => {
      const full = {
        ...depot,
        address: '9 Port Loop Road, Timaru',
        phone: '03 555 0166',
        openingHours: [weekdays, { days: ['sat'], opens: '08:00', closes: '12:00' }],
        position: { latitude: -44.39, longitude: 171.25 },
      };
      expect(problems(locationSchema, full)).toEqual([]);
    });

    it('refuses a latitude or longitude off the globe, naming which', () => {
      expect(problems(locationSchema, { ...depot, position: { latitude: 171.25, longitude: -44.39 } })).toEqual([
        'position.latitude: must be between -90 and 90: New Zealand\u2019s are about -34 to -47',
      ]);
      expect(problems(locationSchema, { ...depot, position: { latitude: -44.39, longitude: 191 } })).toEqual([
        'position.longitude: must be between -180 and 180: New Zealand\u2019s are about 166 to 179',
      ]);
      expect(problems(locationSchema, { ...depot, position: { latitude: '-44.39', longitude: 171.25 } })).toEqual([
        'position.latitude: must be a number like -40.3523',
      ]);
    });

    it('refuses a time that is not on the 24-hour clock, naming the row and the time', () => {
      for (const opens of ['7.30', '7:30', '24:00', '07:60', '7.30 am']) {
        expect(problems(locationSchema, { ...depot, openingHours: [{ ...weekdays, opens }] }), opens).toEqual([
          'openingHours.0.opens: must be a time on the 24-hour clock, like 07:30 or 17:00',
        ]);
      }
    });

    it('refuses closing before (or when) it opens', () => {
      expect(problems(locationSchema, { ...depot, openingHours: [weekdays, { days: ['sat'], opens: '12:00', closes: '08:00' }] })).toEqual([
        'openingHours.1.closes: must be later than the opening time (12:00)',
      ]);
      expect(problems(locationSchema, { ...depot, openingHours: [{ ...weekdays, closes: '07:30' }] })).toEqual([
        'openingHours.0.closes: must be later than the opening time (07:30)',
      ]);
    });

    it('refuses a day it does not know, a day named twice and a row with no days', () => {
      expect(problems(locationSchema, { ...depot, openingHours: [{ ...weekdays, days: ['mon', 'Tuesday'] }] })).toEqual([
        'openingHours.0.days.1: must be days of the week: mon, tue, wed, thu, fri, sat or sun',
      ]);
      expect(problems(locationSchema, { ...depot, openingHours: [{ ...weekdays, days: ['mon', 'mon'] }] })).toEqual([
        'openingHours.0.days: names a day twice',
      ]);
      expect(problems(locationSchema, { ...depot, openingHours: [{ ...weekdays, days: [] }] })).toEqual([
        'openingHours.0.days: needs at least one day',
      ]);
    });

    it('the main office takes its hours, phone and position from settings too', () => {
      const main = { name: 'Main office', kind: 'main-office', region: 'Southland', order: 1 };
      expect(
        problems(locationSchema, {
          ...main,
          openingHours: [weekdays],
          phone: '03 555 0142',
          position: { latitude: -46.1, longitude: 168.3 },
        }),
      ).toEqual([
        'openingHours: leave it out for the main office: its hours are the office hours in settings',
        'phone: leave it out for the main office: its phone is the office phone in settings',
        'position: leave it out for the main office: its map position is the head office\u2019s in settings',
      ]);
    });
  });

  it('a staff member has at least one phone number', () => {
    expect(problems(staffSchema(context), { ...validStaff, phones: [] })).toEqual(['phones: needs at least one number']);
  });

  it('an order is a number above 0, a decimal slotting an entry between two', () => {
    expect(problems(staffSchema(context), { ...validStaff, order: 0 })).toEqual([
      'order: must be more than 0: to put an entry ahead of the one at 1, give it 0.5',
    ]);
    expect(problems(staffSchema(context), { ...validStaff, order: 0.5 })).toEqual([]);
    expect(problems(staffSchema(context), { ...validStaff, order: 1.5 })).toEqual([]);
  });

  it('a declaration season is two years in a row', () => {
    const declaration = valid('declarations', 'molasses');
    expect(problems(declarationSchema, { ...declaration, season: '24/26' })).toEqual(['season: must be two years in a row, like 24/25']);
    expect(problems(declarationSchema, { ...declaration, season: '2024/25' })).toEqual(['season: must be a season like 24/25']);
    expect(problems(declarationSchema, { ...declaration, season: '99/00' })).toEqual([]);
  });

  it('a testimonial has 1 to 5 stars', () => {
    const testimonial = valid('testimonials', 'waikato-molasses');
    expect(problems(testimonialSchema, { ...testimonial, rating: 6 })).toEqual(['rating: must be 1 to 5 stars']);
  });

  it('a page section is one of the kinds the site draws, each with the fields it needs', () => {
    expect(problems(pageSchema(context), { ...validPage, sections: [{ text: 'Hello' }] })).toEqual([
      `sections.0.type: must be one of: ${Object.keys(sectionKinds).join(', ')} (the kind of section)`,
    ]);
    expect(problems(pageSchema(context), { ...validPage, sections: [{ type: 'text', text: 'Hello' }] })).toEqual([
      expect.stringMatching(/^sections\.0\.heading: .*received undefined/),
    ]);
    expect(problems(pageSchema(context), { ...validPage, sections: [{ type: 'list', list: 'staff' }] })).toEqual([]);
    // A field of another kind is named, not dropped.
    expect(problems(pageSchema(context), { ...validPage, sections: [{ type: 'video', heading: 'x', list: 'staff' }] })).toContain(
      'sections.0.list: is not a field here (fields: type, heading, text, video, poster)',
    );
    expect(problems(pageSchema(context), { ...validPage, sections: [{ type: 'cards', heading: 'x', cards: [] }] })).toEqual([
      'sections.0.cards: must have at least one card',
    ]);
  });

  it('a page asks only for lists the site has', () => {
    expect(problems(pageSchema(context), { ...validPage, sections: [{ type: 'list', heading: 'x', list: 'horses' }] })[0]).toMatch(
      /^sections.0.list: Invalid option/,
    );
  });

  it('a page marks a category only with the category bar on', () => {
    expect(problems(pageSchema(context), { ...validPage, category: 'dairy' })).toEqual([
      'category: only marks a tab of the category bar: set categoryBar to true, or leave category out',
    ]);
  });

  it('a video is the ID only', () => {
    expect(problems(video, { id: 'https://youtu.be/abcdefg', title: 'x' })).toEqual(['id: must be the video ID only, like dQw4w9WgXcQ']);
  });

  it('the settings take the office hours, closed days as real dates, and the head office on the map', () => {
    const settings = validSettings as Record<string, unknown> & { headOffice: Record<string, unknown> };
    const hours = [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '07:30', closes: '17:00' }];
    const given = {
      ...settings,
      officeHours: hours,
      closedDays: [{ date: '2026-12-25', name: 'Christmas Day' }, { date: '2027-01-01' }],
      headOffice: { ...settings.headOffice, position: { latitude: -46.14, longitude: 168.32 } },
    };
    expect(problems(settingsSchema(context), given)).toEqual([]);
    expect(problems(settingsSchema(context), { ...given, closedDays: [{ date: '25/12/2026' }, { date: '2026-02-30' }] })).toEqual([
      'closedDays.0.date: must be a date like 2026-12-25 (year-month-day)',
      'closedDays.1.date: is not a day of the calendar',
    ]);
    expect(problems(settingsSchema(context), { ...given, officeHours: [{ ...hours[0], closes: '17:00 pm' }] })).toEqual([
      'officeHours.0.closes: must be a time on the 24-hour clock, like 07:30 or 17:00',
    ]);
    expect(
      problems(settingsSchema(context), { ...given, headOffice: { ...given.headOffice, position: { latitude: -91, longitude: 168.32 } } }),
    ).toEqual(['headOffice.position.latitude: must be between -90 and 90: New Zealand\u2019s are about -34 to -47']);
  });

  it('the settings say what opening an account takes, naming a person under Staff and a PDF form', () => {
    const account = { time: 'Ten minutes on the phone.', ready: ['Your GST number'], contact: 'kiri-ngata', form: 'forms/account.pdf' };
    expect(problems(settingsSchema(context), { ...validSettings, account })).toEqual([]);
    expect(
      problems(settingsSchema(context), { ...validSettings, account: { ...account, contact: 'kiri-ngta', ready: [], form: 'Form.doc' } }),
    ).toEqual([
      'account.ready: needs at least one thing to have ready',
      'account.contact: "kiri-ngta" is not a staff member; did you mean "kiri-ngata"? (choose from ' +
        entries
          .filter(({ collection }) => collection === 'staff')
          .map(({ id }) => id)
          .sort()
          .join(', ') +
        ')',
      'account.form: must be an uploaded PDF or a path ending in .pdf, like spec-sheets/pke.pdf (lower case, no spaces)',
    ]);
  });

  it('the settings take exactly two e-mail addresses and a plain site address', () => {
    const settings = validSettings;
    expect(problems(settingsSchema(context), { ...settings, emails: [] })).toEqual(['emails: must list exactly two addresses']);
    expect(problems(settingsSchema(context), { ...settings, url: 'https://www.example.co.nz/shop' })).toEqual([
      'url: must be the site\u2019s address only, like https://www.example.co.nz',
    ]);
  });
});
