import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export type TimeZoneLookup = (lat: number, lon: number) => string;

/** IANA zone of a point, from the boundary data bundled in `@photostructure/tz-lookup`. */
export function loadTimeZoneLookup(): TimeZoneLookup {
  const lookup: unknown = require('@photostructure/tz-lookup');
  if (typeof lookup !== 'function') throw new Error('@photostructure/tz-lookup has no lookup function');
  return (lat, lon) => {
    const zone: unknown = lookup(lat, lon);
    if (typeof zone !== 'string') throw new Error(`No time zone for ${lat},${lon}`);
    return zone;
  };
}
