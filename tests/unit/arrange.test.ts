// How the site arranges the entries for its pages (src/lib/content/arrange.ts), on entries built
// here with only the fields it reads.
import { describe, expect, it } from 'vitest';
import { arrangeCatalogue, arrangeCompany, arrangeNotices, arrangePages } from '../../src/lib/content/arrange.ts';
import type { Category, Product } from '../../src/schemas/catalogue.ts';
import type { Location, StaffGroupEntry, StaffMember } from '../../src/schemas/company.ts';
import type { Settings } from '../../src/schemas/settings.ts';

const category = (id: string, order: number, cardOrder: number) => ({ id, data: { order, cardOrder } as Category });
const product = (id: string, category: string, order: number, availability = 'on-sale') => ({
  id,
  data: { name: id, category, order, availability } as Product,
});

describe('arrangeCatalogue', () => {
  const catalogue = arrangeCatalogue(
    [category('sheep', 2, 1), category('dairy', 1, 2)],
    [product('pke', 'dairy', 2), product('tapioca', 'dairy', 1, 'paused'), product('barley', 'dairy', 2), product('nuts', 'sheep', 1)],
  );

  it('puts the categories in bar order and in card order', () => {
    expect(catalogue.categories.map(({ id }) => id)).toEqual(['dairy', 'sheep']);
    expect(catalogue.categoryCards.map(({ id }) => id)).toEqual(['sheep', 'dairy']);
  });

  it('lists each category’s products by order, then name, leaving a paused one out', () => {
    expect(catalogue.productsByCategory.get('dairy')?.map(({ id }) => id)).toEqual(['barley', 'pke']);
    expect(catalogue.products.map(({ id }) => id)).toEqual(['barley', 'pke', 'nuts']);
  });
});

describe('arrangeCompany', () => {
  const southland = { headOffice: { region: 'Southland' } as Settings['headOffice'], account: undefined };
  const location = (id: string, kind: string, order: number, region = 'Southland') => ({
    id,
    data: { name: `The ${id}`, kind, order, region } as Location,
  });
  const person = (id: string, group: string, order: number) => ({ id, data: { name: id, group, location: 'mill', order } as StaffMember });
  const group = (id: string, name: string, order: number) => ({ id, data: { name, order } as StaffGroupEntry });
  const groups = [group('road', 'On The Road', 2), group('yard', 'Yard', 3), group('office', 'In The Office', 1)];
  const company = arrangeCompany(
    [location('winton', 'depot', 2), location('mill', 'mill', 1), location('gore', 'depot', 1)],
    [person('kiri', 'road', 2), person('sam', 'road', 1), person('ann', 'yard', 1), person('tui', 'office', 4)],
    groups,
    southland,
  );

  it("gives each place's card an id from its name as it is now, its file's where the name is taken or has no letters", () => {
    const { offices, depots } = arrangeCompany(
      [
        { id: 'winton', data: { name: 'Whangārei', kind: 'depot', order: 1, region: 'Northland' } as Location },
        { id: 'gore', data: { name: 'Whangarei', kind: 'depot', order: 2, region: 'Northland' } as Location },
        { id: 'mill', data: { name: '–', kind: 'feed-mill', order: 3, region: 'Southland' } as Location },
      ],
      [],
      [],
      southland,
    );
    expect([...depots, ...offices].map(({ anchor }) => anchor)).toEqual(['place-whangarei', 'place-gore', 'place-mill']);
  });

  it('parts the offices from the depots, each in order', () => {
    expect(company.offices.map(({ name }) => name)).toEqual(['The mill']);
    expect(company.depots.map(({ name }) => name)).toEqual(['The gore', 'The winton']);
  });

  it('lists the depots by region: the head office\u2019s first, then each where its first depot comes, each in order', () => {
    const { depotRegions, depots } = arrangeCompany(
      [
        location('north-port', 'depot', 1, 'Northland'),
        location('timaru', 'depot', 5, 'Canterbury'),
        location('winton', 'depot', 7, 'Southland'),
        location('hinuera', 'depot', 2, 'Waikato'),
        location('gore', 'depot', 3, ' southland'),
        location('rangiora', 'depot', 4, 'Canterbury'),
      ],
      [],
      [],
      southland,
    );
    expect(depotRegions.map(({ region, locations }) => `${region}: ${locations.map(({ name }) => name).join(', ')}`)).toEqual([
      ' southland: The gore, The winton',
      'Northland: The north-port',
      'Waikato: The hinuera',
      'Canterbury: The rangiora, The timaru',
    ]);
    expect(depots.map(({ name }) => name)).toEqual([
      'The gore',
      'The winton',
      'The north-port',
      'The hinuera',
      'The rangiora',
      'The timaru',
    ]);
    // With no depot in its own region, the business's depots keep the content's order.
    expect(
      arrangeCompany(
        [location('timaru', 'depot', 2, 'Canterbury'), location('hinuera', 'depot', 1, 'Waikato')],
        [],
        [],
        southland,
      ).depotRegions.map(({ region }) => region),
    ).toEqual(['Waikato', 'Canterbury']);
  });

  it('gives the account\u2019s words with the person to ring, and nothing while the settings say nothing of it', () => {
    const account = { time: 'Ten minutes.', ready: ['Your GST number'], contact: 'sam' };
    const withAccount = arrangeCompany([location('mill', 'feed-mill', 1)], [person('kiri', 'road', 2), person('sam', 'road', 1)], groups, {
      ...southland,
      account,
    });
    expect(withAccount.account).toEqual([
      { ...account, contact: expect.objectContaining({ id: 'sam', name: 'sam', locationName: 'The mill' }) },
    ]);
    expect(company.account).toEqual([]);
  });

  it('puts the groups in their order under their names, each person in their group in order, named with their site', () => {
    expect(
      company.staffGroups.map(
        ({ name, members }) => `${name}: ${members.map(({ id, locationName }) => `${id} ${locationName}`).join(', ')}`,
      ),
    ).toEqual(['In The Office: tui The mill', 'On The Road: sam The mill, kiri The mill', 'Yard: ann The mill']);
  });

  it('leaves out a group with nobody in it', () => {
    const { staffGroups } = arrangeCompany([location('mill', 'mill', 1)], [person('kiri', 'yard', 1)], groups, southland);
    expect(staffGroups.map(({ name }) => name)).toEqual(['Yard']);
  });
});

describe('arrangePages', () => {
  it('keeps a page’s sections but a video whose id is still a sample', () => {
    const sections = [{ type: 'text' }, { type: 'video', video: { id: 'sampleVid01' } }];
    const pages = arrangePages([
      { id: 'about-us', data: { sections, sample: ['sampleVid01'] } },
      { id: 'home', data: { sections } },
    ]);
    expect(pages.get('about-us')?.data.sections.map(({ type }) => type)).toEqual(['text']);
    expect(pages.get('home')?.data.sections.map(({ type }) => type)).toEqual(['text', 'video']);
  });
});

describe('arrangeNotices', () => {
  const notice = (id: string, firstDay: string, lastDay: string) => ({ id, data: { firstDay, lastDay, showOn: [] } });
  const notices = [
    notice('later', '2026-12-24', '2027-01-05'),
    notice('now', '2026-11-01', '2026-11-30'),
    notice('past', '2026-10-01', '2026-10-02'),
  ];

  it('gives the notices of the day, with their ids; a preview adds those to come, marked', () => {
    expect(arrangeNotices(notices, false, '2026-11-26').map(({ id }) => id)).toEqual(['now']);
    expect(arrangeNotices(notices, true, '2026-11-26').map(({ id, startsLater }) => `${id} ${startsLater}`)).toEqual([
      'now false',
      'later true',
    ]);
  });
});
