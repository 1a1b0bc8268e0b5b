import * as v from 'valibot';

export const POLLUTANTS = ['pm2_5', 'pm10', 'o3', 'no2', 'so2', 'co', 'nh3'] as const;
export type Pollutant = (typeof POLLUTANTS)[number];
/** Pollutants that the US EPA AQI covers (NH3 has no sub-index). */
export const INDEXED_POLLUTANTS = ['pm2_5', 'pm10', 'o3', 'no2', 'so2', 'co'] as const;
export type IndexedPollutant = (typeof INDEXED_POLLUTANTS)[number];

export const AQI_LEVELS = [
  'good', 'moderate', 'unhealthy_sensitive', 'unhealthy', 'very_unhealthy', 'hazardous',
] as const;
export type AqiLevel = (typeof AQI_LEVELS)[number];
/** The top of the US EPA index (and of every sub-index); the contract caps at it, the real service may not. */
export const AQI_MAX = 500;

const concentration = v.pipe(v.number(), v.finite(), v.minValue(0));
const subIndex = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(AQI_MAX));

export const AirQualityResponseSchema = v.object({
  aqi: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(AQI_MAX)),
  level: v.picklist(AQI_LEVELS),
  dominantPollutant: v.nullable(v.picklist(POLLUTANTS)),
  pollutants: v.object({
    pm2_5: concentration, pm10: concentration, o3: concentration, no2: concentration,
    so2: concentration, co: concentration, nh3: concentration,
  }),
  subIndexes: v.object({
    pm2_5: v.optional(subIndex), pm10: v.optional(subIndex), o3: v.optional(subIndex),
    no2: v.optional(subIndex), so2: v.optional(subIndex), co: v.optional(subIndex),
  }),
  whoGuidelines: v.record(v.picklist(POLLUTANTS), concentration),
  source: v.string(),
  fetchedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type AirQualityResponse = v.InferOutput<typeof AirQualityResponseSchema>;

const uncappedIndex = v.pipe(v.number(), v.integer(), v.minValue(0));
const maybeConcentration = v.nullish(concentration, null);
/** A timestamp without a zone marker is the service's UTC (Python `isoformat()` of a naive UTC time). */
const serviceTimestamp = v.pipe(
  v.string(),
  v.transform((text) => (/(Z|[+-]\d{2}:?\d{2})$/.test(text) ? text : `${text}Z`)),
  v.isoTimestamp(),
);

/** As the client keeps it: the real service may exceed AQI 500, send `nh3: null`, omit guidelines or `fetchedAt`. */
export const AirQualitySchema = v.object({
  aqi: uncappedIndex,
  level: v.picklist(AQI_LEVELS),
  dominantPollutant: v.nullish(v.picklist(POLLUTANTS), null),
  pollutants: v.object({
    pm2_5: maybeConcentration, pm10: maybeConcentration, o3: maybeConcentration, no2: maybeConcentration,
    so2: maybeConcentration, co: maybeConcentration, nh3: maybeConcentration,
  }),
  subIndexes: v.optional(
    v.object({
      pm2_5: v.optional(uncappedIndex), pm10: v.optional(uncappedIndex), o3: v.optional(uncappedIndex),
      no2: v.optional(uncappedIndex), so2: v.optional(uncappedIndex), co: v.optional(uncappedIndex),
    }),
    {},
  ),
  whoGuidelines: v.optional(v.record(v.picklist(POLLUTANTS), concentration), {}),
  source: v.optional(v.string(), ''),
  fetchedAt: v.nullish(serviceTimestamp, null),
});
export type AirQuality = v.InferOutput<typeof AirQualitySchema>;
