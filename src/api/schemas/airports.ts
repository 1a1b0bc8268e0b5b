import * as v from 'valibot';
import { LatitudeSchema, LongitudeSchema } from './location';

export const AirportSchema = v.object({
  icao: v.pipe(v.string(), v.regex(/^[A-Z0-9]{4}$/)),
  name: v.string(),
  distanceKm: v.pipe(v.number(), v.finite(), v.minValue(0)),
  /** Our optional addition: the position, for the map and a forecast; without it the app only lists. */
  lat: v.optional(LatitudeSchema),
  lon: v.optional(LongitudeSchema),
});
export type Airport = v.InferOutput<typeof AirportSchema>;

export const AirportsResponseSchema = v.object({
  airports: v.array(AirportSchema),
  source: v.picklist(['db', 'empty']),
});
export type AirportsResponse = v.InferOutput<typeof AirportsResponseSchema>;
