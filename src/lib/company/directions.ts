// A "Directions" link: a plain address that a phone hands to its maps app (Google's documented
// Maps URLs, https://developers.google.com/maps/documentation/urls/get-started). Nothing is asked
// of Google until the farmer taps it, so no map, script or security-policy change is needed.

export interface Position {
  latitude: number;
  longitude: number;
}

/** Where to drive to: a position, which is exact, or else an address for the maps app to find. */
export interface Destination {
  position?: Position | undefined;
  address?: string | undefined;
}

const MAPS_DIRECTIONS = 'https://www.google.com/maps/dir/?api=1&destination=';

/** The directions link to a destination, or undefined when neither a position nor an address is known. */
export function directionsUrl({ position, address }: Destination): string | undefined {
  if (position) return `${MAPS_DIRECTIONS}${position.latitude},${position.longitude}`;
  if (address) return `${MAPS_DIRECTIONS}${encodeURIComponent(address)}`;
  return undefined;
}
