import { useEffect } from 'react';
import * as v from 'valibot';
import { LatitudeSchema, LongitudeSchema } from '../../api/schemas/location';
import { parseWith, useStoredDocument } from '../../offline/stored-document';
import { homeLocationMayBeKept, writeHomeLocationHint } from './home-location-hint';

export const HOME_LOCATION_KEY = 'home-location';

const HomeLocationSchema = v.nullable(v.object({ lat: LatitudeSchema, lon: LongitudeSchema }));
export type HomeLocation = v.InferOutput<typeof HomeLocationSchema>;

const NOT_SET: HomeLocation = null;
const parseHomeLocation = parseWith(HomeLocationSchema);

/** The position "Use my location" found, shown by home's card until updated or forgotten; null if none, undefined while read. */
export function useHomeLocation() {
  const { value, loaded, set } = useStoredDocument(HOME_LOCATION_KEY, NOT_SET, parseHomeLocation);
  useEffect(() => {
    if (loaded) writeHomeLocationHint(value !== null);
  }, [loaded, value]);
  const point = loaded || !homeLocationMayBeKept() ? value : undefined;
  return { point, remember: set, forget: () => set(null) };
}
