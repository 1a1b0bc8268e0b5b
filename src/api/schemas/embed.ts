import * as v from 'valibot';
import { CountryCodeSchema, LatitudeSchema, LongitudeSchema, SlugSchema } from './location';

export const COMPASS_POINTS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export const EMBED_SOURCES = ['coords', 'slug', 'ip', 'fallback'] as const;

const int = v.pipe(v.number(), v.integer());
const isoDate = v.pipe(v.string(), v.isoDate());

export const EmbedCurrentSchema = v.object({
  temp: int,
  feelsLike: int,
  code: int,
  condition: v.string(),
  high: int,
  low: int,
  humidity: v.pipe(int, v.minValue(0), v.maxValue(100)),
  windSpeed: v.pipe(int, v.minValue(0)),
  windDirection: v.picklist(COMPASS_POINTS),
  isDay: v.boolean(),
});

export const EmbedDaySchema = v.object({
  date: isoDate,
  day: v.string(),
  code: int,
  condition: v.string(),
  high: int,
  low: int,
  precipitationProbability: v.pipe(int, v.minValue(0), v.maxValue(100)),
});

export const EmbedResponseSchema = v.object({
  location: v.object({
    name: v.string(),
    province: v.string(),
    slug: SlugSchema,
    country: CountryCodeSchema,
    lat: LatitudeSchema,
    lon: LongitudeSchema,
  }),
  current: EmbedCurrentSchema,
  daily: v.pipe(v.array(EmbedDaySchema), v.maxLength(7)),
  source: v.picklist(EMBED_SOURCES),
  attribution: v.object({ name: v.string(), url: v.pipe(v.string(), v.url()) }),
});
export const embedCurrentEndpoint = { path: '/api/embed/current', schema: EmbedResponseSchema } as const;
export type EmbedResponse = v.InferOutput<typeof EmbedResponseSchema>;
export type EmbedSource = (typeof EMBED_SOURCES)[number];
