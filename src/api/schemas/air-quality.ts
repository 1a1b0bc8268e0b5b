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

const concentration = v.pipe(v.number(), v.finite(), v.minValue(0));
const subIndex = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(500));

export const AirQualityResponseSchema = v.object({
  aqi: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(500)),
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

export const airQualityEndpoint = { path: '/api/py/airquality', schema: AirQualityResponseSchema } as const;
