import * as v from 'valibot';
import { LAT_RULE, LON_RULE } from '../../lib/coordinates';

export const LatitudeSchema = v.pipe(v.number(), v.finite(), v.minValue(LAT_RULE.min), v.maxValue(LAT_RULE.max));
export const LongitudeSchema = v.pipe(v.number(), v.finite(), v.minValue(LON_RULE.min), v.maxValue(LON_RULE.max));
/** Slugs as the contract defines them: lowercase ASCII letters, digits and hyphens. */
export const SLUG_PATTERN = /^[a-z0-9-]{1,80}$/;
export const SlugSchema = v.pipe(v.string(), v.regex(SLUG_PATTERN));
export const CountryCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/));

export const LocationSchema = v.object({
  slug: SlugSchema,
  name: v.string(),
  province: v.string(),
  country: CountryCodeSchema,
  lat: LatitudeSchema,
  lon: LongitudeSchema,
  elevation: v.optional(v.number()),
  timezone: v.optional(v.string()),
});
export type Location = v.InferOutput<typeof LocationSchema>;

export const GeoResponseSchema = v.object({
  nearest: LocationSchema,
  redirectTo: v.pipe(v.string(), v.startsWith('/')),
});
export type GeoResponse = v.InferOutput<typeof GeoResponseSchema>;

export const LocationResponseSchema = v.object({ location: LocationSchema });
export type LocationResponse = v.InferOutput<typeof LocationResponseSchema>;

export const SearchResponseSchema = v.object({
  locations: v.array(LocationSchema),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  source: v.string(),
});
export type SearchResponse = v.InferOutput<typeof SearchResponseSchema>;

/** A place from any source: the real service may omit `country` or send "", and extra members are dropped. */
export const PlaceWireSchema = v.object({
  slug: SlugSchema,
  name: v.string(),
  province: v.optional(v.string(), ''),
  country: v.optional(v.union([CountryCodeSchema, v.literal('')]), ''),
  lat: LatitudeSchema,
  lon: LongitudeSchema,
  elevation: v.optional(v.number()),
  timezone: v.optional(v.string()),
});

export const GeoWireSchema = v.object({ nearest: PlaceWireSchema, redirectTo: v.optional(v.string(), '') });
export const LocationWireSchema = v.object({ location: PlaceWireSchema });
export const SearchWireSchema = v.object({
  locations: v.array(PlaceWireSchema),
  total: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  source: v.optional(v.string(), ''),
});
