import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const PACKAGE = 'cities1000';
const TAB = 0x09;
const NEWLINE = 0x0a;

/** What the `cities1000` package exports: GeoNames' cities1000.txt and its column names. */
interface Cities1000 {
  readonly file: string;
  readonly fields: readonly string[];
}

function isCities1000(value: unknown): value is Cities1000 {
  return (
    typeof value === 'object' &&
    value !== null &&
    'file' in value &&
    typeof value.file === 'string' &&
    'fields' in value &&
    Array.isArray(value.fields)
  );
}

// The column also carries entries that are not names a person types: links, codes written
// in capitals and digits only (IATA "MUC", ICAO "EDDM", postal codes), and "Cabul - کابل"
// pairs whose two halves are listed on their own as well.
const NOT_TYPED = /:\/\/|^www\.|^[A-Z0-9 -]*$| - /;

function isTypedName(entry: string): boolean {
  return !NOT_TYPED.test(entry);
}

/**
 * Reads the alternate names (other languages and scripts, older spellings) of the GeoNames
 * places in `placeOfId` from the `cities1000` package, without link- and code-like entries.
 * Returns them by the place index `placeOfId` maps each GeoNames id to.
 *
 * The 19 MB file is scanned as bytes and only the wanted lines' alternate-name column is
 * decoded, so no string of the whole file is made (strings sliced from one would keep it all
 * alive for as long as any search key lived).
 */
export function readAlternateNames(placeOfId: ReadonlyMap<number, number>): Map<number, string[]> {
  const cities: unknown = require(PACKAGE);
  if (!isCities1000(cities) || cities.fields[0] !== 'id') {
    throw new Error(`${PACKAGE} does not export its file and GeoNames' columns`);
  }
  const column = cities.fields.indexOf('alternativeNames');
  if (column < 1) throw new Error(`${PACKAGE} has no alternativeNames column`);

  const bytes = readFileSync(cities.file);
  const alternates = new Map<number, string[]>();
  for (let start = 0; start < bytes.length; ) {
    let end = bytes.indexOf(NEWLINE, start);
    if (end === -1) end = bytes.length;
    let id = 0;
    let at = start;
    for (; at < end && bytes[at] !== TAB; at += 1) id = id * 10 + bytes[at]! - 0x30;
    const placeId = placeOfId.get(id);
    if (placeId !== undefined) {
      for (let skipped = 1; skipped < column && at !== -1; skipped += 1) at = bytes.indexOf(TAB, at + 1);
      const columnEnd = at === -1 ? -1 : bytes.indexOf(TAB, at + 1);
      if (columnEnd !== -1 && columnEnd < end) {
        alternates.set(placeId, bytes.toString('utf8', at + 1, columnEnd).split(',').filter(isTypedName));
      }
    }
    start = end + 1;
  }
  return alternates;
}
