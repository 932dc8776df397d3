import { describe, expect, it } from 'vitest';
import { directionsUrl } from '../../src/lib/company/directions.ts';

/** The destination a Maps URL asks for, as the maps app reads it. */
const destinationOf = (url: string) => new URL(url).searchParams.get('destination');

describe('directionsUrl', () => {
  it('leads to a position as latitude,longitude on Google’s documented directions URL', () => {
    const url = directionsUrl({ position: { latitude: -40.3412, longitude: 175.6268 }, address: '56 Railway Road' })!;
    expect(url).toBe('https://www.google.com/maps/dir/?api=1&destination=-40.3412,175.6268');
  });

  it('leads to an address, encoded, when there is no position', () => {
    const address = '2204 State Highway 29, Hinuera & Co #2, Waikato';
    const url = directionsUrl({ address })!;
    expect(new URL(url).searchParams.get('api')).toBe('1');
    expect(destinationOf(url)).toBe(address);
    expect(url).not.toContain(' ');
    expect(url).not.toContain('#');
  });

  it('gives no link with neither', () => {
    expect(directionsUrl({})).toBeUndefined();
    expect(directionsUrl({ address: '' })).toBeUndefined();
  });
});
