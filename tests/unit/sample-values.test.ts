import { describe, expect, it } from 'vitest';
import { heldSamples, holdsSample, sampleValues, sectionsShown } from '../../src/lib/content/sample-values.ts';
import { goingLive, launchReport } from '../../src/lib/content/going-live.ts';
import { spokenRow, type HoursRow } from '../../src/conventions/opening-hours.ts';
import { byKeyPath as placeOf, problem } from '../../src/lib/content/content-problems.ts';

const text = { type: 'text' as const };
const video = (id: string) => ({ type: 'video' as const, video: { id } });

describe('sectionsShown', () => {
  it('shows every section of a page whose videos are its own', () => {
    expect(sectionsShown({ sections: [text, video('ownVideo1'), text] })).toHaveLength(3);
    expect(sectionsShown({ sections: [video('ownVideo1')], sample: ['sampleVid01'] })).toHaveLength(1);
  });

  it('leaves out a video while its id is one of the page\u2019s sample values', () => {
    expect(sectionsShown({ sections: [text, video('sampleVid01'), text, video('ownVideo1')], sample: ['sampleVid01'] })).toEqual([
      text,
      text,
      video('ownVideo1'),
    ]);
  });
});

describe('sampleValues', () => {
  const file = 'src/content/staff/sam.yaml';
  const person = {
    name: 'Sam Crosbie',
    role: 'Operations Manager',
    phones: ['027 555 0123', '03 555 0173'],
    email: 'sam@southlandstockfeed.example',
    sample: ['Sam Crosbie', 'Operations Manager', '027 555 0123', '03 555 0173'],
  };
  const fields = (data: Record<string, unknown>) => sampleValues(file, data).map(({ field }) => field);

  it('finds each sample value where the entry holds it, and every example address', () => {
    expect(fields(person)).toEqual(['name', 'role', 'phones.0', 'phones.1', 'email']);
  });

  it('lets a real value go with nothing else to do, and keeps a list on the list until each sample row is gone', () => {
    const renamed = { ...person, name: 'Kiri Ngata', phones: ['021 444 9876', '03 555 0173'], email: 'kiri@feeds.co.nz' };
    expect(fields(renamed)).toEqual(['role', 'phones.1']);
    // The second number moved up when the first was removed: still the sample's, still on the list.
    expect(fields({ ...renamed, phones: ['03 555 0173'] })).toEqual(['role', 'phones.0']);
  });

  it('finds a row of a list, and words of the sample business in any text, however its lines are wrapped', () => {
    const row = { days: ['mon', 'fri'], opens: '07:30', closes: '17:00' };
    const page = { hours: [row], sample: [row, { words: 'Timaru, Christchurch and Waharoa' }] };
    expect(
      sampleValues('src/content/pages/x.md', page, { body: 'PKE through Timaru,\nChristchurch and Waharoa.' }).map(({ field }) => field),
    ).toEqual(['hours.0', 'body']);
    // Said as the site says it, not as the file holds it.
    expect(sampleValues('src/content/pages/x.md', page)[0]!.value).toBe(spokenRow(row as HoursRow));
    expect(holdsSample('From Timaru, Christchurch  and Waharoa', { words: 'Timaru, Christchurch and Waharoa' })).toBe(true);
  });

  it('lists each sample phrase a text holds, not only the first', () => {
    const page = { sample: [{ words: 'from Winton to North Port' }, { words: 'mainly in Southland' }] };
    const found = sampleValues('p.md', page, { body: 'Feed mainly in Southland, and molasses from Winton to North\u00a0Port.' });
    expect(found.map(({ value }) => value)).toEqual(['from Winton to North Port', 'mainly in Southland']);
  });

  it('takes a sample PDF for the business\u2019s own once a file is uploaded at its address', () => {
    const declaration = { pdf: '/files/dry-feed.pdf', sample: ['/files/dry-feed.pdf'] };
    expect(sampleValues('d.yaml', declaration).map(({ field }) => field)).toEqual(['pdf']);
    expect(sampleValues('d.yaml', declaration, { uploaded: () => true })).toEqual([]);
  });

  it('leaves out an example address the site works out from another value', () => {
    const { email: _email, ...named } = person;
    expect(
      sampleValues(file, { ...named, email: 'sam@southlandstockfeed.example' }, { workedOut: ['email'] }).map(({ field }) => field),
    ).not.toContain('email');
  });
});

describe('heldSamples', () => {
  it('keeps the records the entry still holds, and drops those replaced, so a save tidies the list', () => {
    const data = { name: 'Kiri Ngata', role: 'Accounts', sample: ['Sam Crosbie', 'Accounts', { words: 'from Winton' }] };
    expect(heldSamples(data)).toEqual(['Accounts']);
    expect(heldSamples(data, 'Delivered from Winton each week.')).toEqual(['Accounts', { words: 'from Winton' }]);
  });
});

describe('goingLive', () => {
  const env = { CMS_GITHUB_REPO: 'southland-stockfeed/website' };

  it('is ready with no sample value left and nothing the build refuses', () => {
    expect(goingLive([], { placeOf, env }).items).toEqual([]);
  });

  it('lists what the build would refuse first, in the office\u2019s words, though no sample value is left', () => {
    const refusal = problem('refuse', placeOf('src/content/products/pke.md', 'specSheet'), {
      developer: 'the PDF is not among the uploaded files',
      office: 'upload this PDF, or choose another',
    });
    const entry = { collection: 'products', file: 'src/content/products/pke.md', data: { name: 'PKE', sample: ['PKE'] }, workedOut: [] };
    const { items } = goingLive([entry], { placeOf, refusals: [refusal], env });
    expect(items.map(({ group, todo }) => [group, todo])).toEqual([
      ['What the site cannot be built with', 'upload this PDF, or choose another'],
      ['Products and categories', 'type the business\u2019s own, or keep it if it is right'],
    ]);
    expect(launchReport({ items, samplesLeft: 1 })).toContain('What the site cannot be built with (1):');
  });

  it('asks for an upload only for a PDF: a declaration\u2019s date and name, listed with the PDFs, are typed', () => {
    const declaration = {
      collection: 'declarations',
      file: 'src/content/declarations/dairy.yaml',
      data: {
        title: 'Dairy pellets',
        date: '2026-03-01',
        pdf: '/files/declarations/dairy.pdf',
        sample: ['Dairy pellets', '2026-03-01', '/files/declarations/dairy.pdf'],
      },
    };
    const { items } = goingLive([declaration], { placeOf, env });
    expect(items.map(({ group, value, todo }) => [group, value, todo])).toEqual([
      ['PDFs', 'Dairy pellets', 'type the business\u2019s own, or keep it if it is right'],
      ['PDFs', '2026-03-01', 'type the business\u2019s own, or keep it if it is right'],
      ['PDFs', '/files/declarations/dairy.pdf', 'upload the business\u2019s own PDF here'],
    ]);
  });

  it('counts as done every sample value gone since the sample was shipped: replaced, kept or deleted with its entry', () => {
    const person = (name: string, role: string) => ({
      collection: 'staff',
      file: `src/content/staff/${name.toLowerCase()}.yaml`,
      data: { name, role, sample: ['Sam', 'Manager', 'Ana'] },
    });
    const shipped = [person('Sam', 'Manager'), person('Ana', 'Driver')];
    const atStart = goingLive(shipped, { placeOf, env, atStart: 3 });
    expect([atStart.samplesLeft, atStart.done]).toEqual([3, 0]);
    // Sam renamed, Ana's entry deleted: two of three done, one left, and the count adds up.
    const later = goingLive([person('Kiri', 'Manager')], { placeOf, env: {}, atStart: 3 });
    expect([later.items.length, later.samplesLeft, later.done]).toEqual([2, 1, 2]);
    expect(launchReport(later)).toMatch(
      /^2 things are left before going live: 1 of the sample business\u2019s 3 values, and 1 for the build or the hosting\. 2 done\./,
    );
    // With no record of the sample as shipped, nothing is said of what is done.
    expect(goingLive(shipped, { placeOf, env }).done).toBeUndefined();
  });
});
