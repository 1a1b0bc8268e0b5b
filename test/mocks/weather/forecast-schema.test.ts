import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { WEATHER_MODELS, WeatherResponseSchema } from '../../../src/api/schemas/weather';
import { EmbedCurrentSchema, EmbedDaySchema } from '../../../src/api/schemas/embed';
import { buildEmbed } from '../../../src/mocks/weather/embed';
import { buildWeather } from '../../../src/mocks/weather/forecast';
import type { WeatherPlace } from '../../../src/mocks/weather/place';

// Every zone the runtime knows, plus current names ICU may list under an older alias.
const zones = [...new Set([...Intl.supportedValuesOf('timeZone'), 'Asia/Kolkata', 'Pacific/Kiritimati', 'UTC'])];

const placeArb: fc.Arbitrary<WeatherPlace> = fc.record(
  {
    slug: fc.stringMatching(/^[a-z0-9-]{1,40}$/),
    lat: fc.double({ min: -90, max: 90, noNaN: true }),
    lon: fc.double({ min: -180, max: 180, noNaN: true }),
    timezone: fc.constantFrom(...zones),
    population: fc.integer({ min: 0, max: 40_000_000 }),
    elevation: fc.integer({ min: -430, max: 6000 }),
  },
  { requiredKeys: ['slug', 'lat', 'lon', 'timezone', 'population'] },
);
const nowArb = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T23:59:59Z'), noInvalidDate: true });
const modelsArb = fc.option(fc.subarray([...WEATHER_MODELS], { minLength: 1 }), { nil: undefined });

describe('buildWeather over arbitrary places and times', () => {
  it('always produces a body that the valibot schema accepts, with 24/7 entries', () => {
    fc.assert(
      fc.property(placeArb, nowArb, modelsArb, (place, now, models) => {
        const { body, provider, currentSource } = buildWeather(place, now, models);
        v.parse(WeatherResponseSchema, body);
        expect(body.hourly.time).toHaveLength(24);
        expect(body.daily.time).toHaveLength(7);
        expect(new Set(body.daily.time).size).toBe(7);
        expect(body.models?.length).toBe(models?.length);
        expect(['tomorrow', 'open-meteo', 'fallback']).toContain(provider);
        expect(['stationkit', 'tomorrow', 'open-meteo', 'fallback']).toContain(currentSource);
        // JSON has no NaN/Infinity: a round trip must give the same body back.
        expect(JSON.parse(JSON.stringify(body))).toEqual(body);
      }),
      // A sea point whose elevation rounds to -0, which JSON turns into 0.
      { numRuns: 300, examples: [[{ slug: 'a', lat: 35.74999999999999, lon: 0, timezone: 'Africa/Abidjan', population: 0 }, new Date('1990-01-01T00:00:00Z'), undefined]] },
    );
  });

  it('always produces embed parts that the embed schemas accept', () => {
    fc.assert(
      fc.property(placeArb, nowArb, (place, now) => {
        const embed = buildEmbed(place, now);
        v.parse(EmbedCurrentSchema, embed.current);
        for (const day of embed.daily) v.parse(EmbedDaySchema, day);
      }),
      { numRuns: 100 },
    );
  });
});
