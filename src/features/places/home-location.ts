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

/**
 * The position "Use my location" found, which the home screen's card shows until the person
 * updates or forgets it (then the card goes back to the network's approximate location).
 * `point` is null when none is kept, and undefined only while a kept one is still being read.
 */
export function useHomeLocation() {
  const { value, loaded, set } = useStoredDocument(HOME_LOCATION_KEY, NOT_SET, parseHomeLocation);
  useEffect(() => {
    if (loaded) writeHomeLocationHint(value !== null);
  }, [loaded, value]);
  const point = loaded || !homeLocationMayBeKept() ? value : undefined;
  return { point, remember: set, forget: () => set(null) };
}
