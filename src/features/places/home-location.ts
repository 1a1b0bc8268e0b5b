import * as v from 'valibot';
import { LatitudeSchema, LongitudeSchema } from '../../api/schemas/location';
import { parseWith, useStoredDocument } from '../../offline/stored-document';

export const HOME_LOCATION_KEY = 'home-location';

const HomeLocationSchema = v.nullable(v.object({ lat: LatitudeSchema, lon: LongitudeSchema }));
export type HomeLocation = v.InferOutput<typeof HomeLocationSchema>;

const NOT_SET: HomeLocation = null;
const parseHomeLocation = parseWith(HomeLocationSchema);

/**
 * The position "Use my location" found, which the home screen's card shows until the person
 * updates or forgets it (then the card goes back to the network's approximate location).
 * `point` is undefined until the stored copy is read, null when none is kept.
 */
export function useHomeLocation() {
  const { value, loaded, set } = useStoredDocument(HOME_LOCATION_KEY, NOT_SET, parseHomeLocation);
  return { point: loaded ? value : undefined, remember: set, forget: () => set(null) };
}
