import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDate, isDay } from '../../src/conventions/build-date.ts';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('buildDate', () => {
  it('is SITE_BUILD_DATE when set', () => {
    vi.stubEnv('SITE_BUILD_DATE', '2026-12-24');
    expect(buildDate()).toBe('2026-12-24');
  });

  it('refuses a SITE_BUILD_DATE that is not a real day', () => {
    for (const given of ['24/12/2026', '2026-02-30', 'tomorrow']) {
      vi.stubEnv('SITE_BUILD_DATE', given);
      expect(() => buildDate(), given).toThrow(/SITE_BUILD_DATE "[^"]*" must be a day written YYYY-MM-DD/);
    }
  });

  it('is otherwise today in New Zealand, which is already tomorrow in the UTC evening', () => {
    vi.stubEnv('SITE_BUILD_DATE', '');
    vi.useFakeTimers({ now: new Date('2026-12-24T12:30:00Z'), toFake: ['Date'] });
    expect(buildDate()).toBe('2026-12-25');
    vi.setSystemTime(new Date('2026-06-30T11:59:00Z'));
    expect(buildDate()).toBe('2026-06-30');
  });
});

describe('isDay', () => {
  it('takes a day of the calendar written YYYY-MM-DD, leap days included', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('2027-3-1')).toBe(false);
  });
});
