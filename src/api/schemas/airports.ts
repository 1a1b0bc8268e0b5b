import * as v from 'valibot';

export const AirportSchema = v.object({
  icao: v.pipe(v.string(), v.regex(/^[A-Z0-9]{4}$/)),
  name: v.string(),
  distanceKm: v.pipe(v.number(), v.finite(), v.minValue(0)),
});
export type Airport = v.InferOutput<typeof AirportSchema>;

export const AirportsResponseSchema = v.object({
  airports: v.array(AirportSchema),
  source: v.picklist(['db', 'empty']),
});
export type AirportsResponse = v.InferOutput<typeof AirportsResponseSchema>;
