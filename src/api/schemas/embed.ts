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
export type EmbedResponse = v.InferOutput<typeof EmbedResponseSchema>;
export type EmbedSource = (typeof EMBED_SOURCES)[number];

const wireInt = v.nullish(int, null);

/** The real service sends `null` numbers, date-times for dates, and an empty slug when no place is near. */
export const EmbedWireSchema = v.object({
  location: v.object({
    name: v.string(),
    province: v.optional(v.string(), ''),
    slug: v.union([SlugSchema, v.literal('')]),
    country: v.optional(v.union([CountryCodeSchema, v.literal('')]), ''),
    lat: LatitudeSchema,
    lon: LongitudeSchema,
  }),
  current: v.object({
    temp: wireInt,
    feelsLike: wireInt,
    code: v.optional(int, 3),
    condition: v.optional(v.string(), ''),
    high: wireInt,
    low: wireInt,
    humidity: v.nullish(v.pipe(int, v.minValue(0), v.maxValue(100)), null),
    windSpeed: v.nullish(v.pipe(int, v.minValue(0)), null),
    windDirection: v.nullish(v.picklist(COMPASS_POINTS), null),
    isDay: v.optional(v.boolean(), true),
  }),
  daily: v.pipe(
    v.array(
      v.object({
        date: v.string(),
        day: v.string(),
        code: int,
        condition: v.string(),
        high: wireInt,
        low: wireInt,
        precipitationProbability: v.nullish(v.pipe(int, v.minValue(0), v.maxValue(100)), null),
      }),
    ),
    v.maxLength(7),
  ),
  source: v.picklist(EMBED_SOURCES),
  attribution: v.object({ name: v.string(), url: v.string() }),
});
export type EmbedWire = v.InferOutput<typeof EmbedWireSchema>;

/** The embed as the app keeps it: the wire shape with every day's `date` the place's own calendar date. */
export const EmbedSchema = v.object({
  ...EmbedWireSchema.entries,
  daily: v.pipe(v.array(v.object({ ...EmbedWireSchema.entries.daily.pipe[0].item.entries, date: isoDate })), v.maxLength(7)),
});
export type Embed = v.InferOutput<typeof EmbedSchema>;
