import * as v from 'valibot';
import { CountryCodeSchema, LatitudeSchema, LongitudeSchema, SlugSchema } from '../api/schemas/location';
import { coordinatePath } from '../lib/place';

/** The saved places' IndexedDB key, shared by the places feature, storage eviction and the service worker. */
export const SAVED_PLACES_KEY = 'saved-places';

const SavedPlaceSchema = v.object({
  slug: v.optional(SlugSchema),
  name: v.string(),
  province: v.optional(v.string()),
  country: v.optional(CountryCodeSchema),
  lat: LatitudeSchema,
  lon: LongitudeSchema,
  /** A bare point's nearest known place, when it was known at saving. */
  near: v.optional(v.string()),
});
export const SavedPlacesSchema = v.array(SavedPlaceSchema);
export type SavedPlace = v.InferOutput<typeof SavedPlaceSchema>;

/** A catalog place is its slug; a bare point is its coordinates. */
export function savedPlaceId(place: Pick<SavedPlace, 'slug' | 'lat' | 'lon'>): string {
  return place.slug ?? coordinatePath(place.lat, place.lon);
}
