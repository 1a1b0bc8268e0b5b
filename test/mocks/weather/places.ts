import type { WeatherPlace } from '../../../src/mocks/weather/place';

export const zurich: WeatherPlace = {
  slug: 'zurich', lat: 47.37689, lon: 8.54169, timezone: 'Europe/Zurich', population: 421878, elevation: 408,
};
export const kolkata: WeatherPlace = {
  slug: 'kolkata', lat: 22.56263, lon: 88.36304, timezone: 'Asia/Kolkata', population: 4631392, elevation: 9,
};
export const kiritimati: WeatherPlace = {
  slug: 'kiritimati', lat: 1.87, lon: -157.43, timezone: 'Pacific/Kiritimati', population: 5586,
};
export const honolulu: WeatherPlace = {
  slug: 'honolulu', lat: 21.30694, lon: -157.85833, timezone: 'Pacific/Honolulu', population: 371657, elevation: 6,
};
export const longyearbyen: WeatherPlace = {
  slug: 'longyearbyen', lat: 78.22334, lon: 15.64689, timezone: 'Arctic/Longyearbyen', population: 2368, elevation: 10,
};
export const sydney: WeatherPlace = {
  slug: 'sydney', lat: -33.86785, lon: 151.20732, timezone: 'Australia/Sydney', population: 4627345, elevation: 58,
};
export const newYork: WeatherPlace = {
  slug: 'new-york-city', lat: 40.71427, lon: -74.00597, timezone: 'America/New_York', population: 8804190, elevation: 10,
};
export const kathmandu: WeatherPlace = {
  slug: 'kathmandu', lat: 27.70169, lon: 85.3206, timezone: 'Asia/Kathmandu', population: 1442271, elevation: 1317,
};

export const namedPlaces: readonly WeatherPlace[] = [
  zurich, kolkata, kiritimati, honolulu, longyearbyen, sydney, newYork, kathmandu,
];

const ZONES = [
  'Europe/Zurich', 'Asia/Kolkata', 'America/New_York', 'Australia/Adelaide', 'Pacific/Kiritimati',
  'America/St_Johns', 'Asia/Kathmandu', 'Pacific/Chatham', 'America/Sao_Paulo', 'Africa/Nairobi',
] as const;

/**
 * Deterministic synthetic places spread over the globe and over population sizes, for
 * tests that need "some place where X happens" without naming catalog slugs.
 */
export function syntheticPlaces(count: number): WeatherPlace[] {
  return Array.from({ length: count }, (_, i) => ({
    slug: `synthetic-place-${i}`,
    lat: -65 + ((i * 37.77) % 135),
    lon: -180 + ((i * 71.31) % 360),
    timezone: ZONES[i % ZONES.length]!,
    population: Math.round(10 ** (2 + ((i * 0.618) % 5.2))),
    elevation: (i * 137) % 2400,
  }));
}
