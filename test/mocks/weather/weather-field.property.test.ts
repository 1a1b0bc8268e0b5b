import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEATHER_MODELS } from '../../../src/api/schemas/weather';
import { formatNumber } from '../../../src/lib/unit-format';
import { isPrecipitationCode, weatherCodeKind } from '../../../src/lib/weather-codes';
import { buildEmbed } from '../../../src/mocks/weather/embed';
import { type FieldScale, SHOWERS, weatherField, weatherFieldSpread } from '../../../src/mocks/weather/field';
import { hashString } from '../../../src/mocks/weather/noise';
import { buildWeather } from '../../../src/mocks/weather/forecast';
import { buildHourSeries } from '../../../src/mocks/weather/hour-series';
import { placeContext } from '../../../src/mocks/weather/place-context';
import type { WeatherPlace } from '../../../src/mocks/weather/place';
import { HEAVY_FROM_MM_PER_HOUR, MODERATE_FROM_MM_PER_HOUR } from '../../../src/lib/precipitation-rate';
import { createOffsetLookup } from '../../../src/mocks/weather/zone-offsets';

const HOUR = 3_600_000;
const KM_IN_DEGREES = 1 / 111.2;

/** Anywhere people live, at any hour of 2025-2028. */
const anyPlace = fc.record({
  lat: fc.double({ min: -55, max: 75, noNaN: true }),
  lon: fc.double({ min: -180, max: 179.99, noNaN: true }),
});
const anyInstant = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 11, 31) }).map((ms) => new Date(ms));

function at(lat: number, lon: number, slug = 'point'): WeatherPlace {
  return { slug, lat, lon, timezone: 'UTC', population: 0 };
}

/** Moves a point `km` to the north-east, keeping it on the globe. */
function nudged(lat: number, lon: number, km: number): [number, number] {
  const dLat = (km * KM_IN_DEGREES) / Math.SQRT2;
  const dLon = dLat / Math.max(0.05, Math.cos((lat * Math.PI) / 180));
  return [lat + dLat, lon + dLon > 180 ? lon + dLon - 360 : lon + dLon];
}

describe('one field of weather', () => {
  it('gives points 1 km apart nearly the same hourly temperature, wind and rain', () => {
    fc.assert(
      fc.property(anyPlace, anyInstant, ({ lat, lon }, now) => {
        const [lat2, lon2] = nudged(lat, lon, 1);
        const a = buildWeather(at(lat, lon, 'here'), now).body.hourly;
        const b = buildWeather(at(lat2, lon2, 'there'), now).body.hourly;
        for (let i = 0; i < 24; i++) {
          expect(Math.abs(a.temperature_2m[i]! - b.temperature_2m[i]!)).toBeLessThan(1);
          expect(Math.abs(a.wind_speed_10m[i]! - b.wind_speed_10m[i]!)).toBeLessThan(3);
          expect(Math.abs(a.precipitation[i]! - b.precipitation[i]!)).toBeLessThan(0.5);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('changes smoothly from one hour to the next', () => {
    fc.assert(
      fc.property(anyPlace, anyInstant, ({ lat, lon }, now) => {
        const { hourly } = buildWeather(at(lat, lon), now).body;
        for (let i = 1; i < 24; i++) {
          expect(Math.abs(hourly.temperature_2m[i]! - hourly.temperature_2m[i - 1]!)).toBeLessThan(4);
          expect(Math.abs(hourly.surface_pressure[i]! - hourly.surface_pressure[i - 1]!)).toBeLessThan(3);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('moves mid-latitude systems west to east at a realistic speed: downstream sees them ~a day later', () => {
    // 10° of longitude at 50° N is ~715 km: about 20 hours at 35 km/h.
    const seed = hashString('any weather system');
    const mismatch = (lagHours: number): number => {
      let total = 0;
      for (let h = 0; h < 24 * 365; h += 5) {
        const t = Date.UTC(2026, 0, 1) / HOUR + h;
        total += Math.abs(weatherField(seed, 50, 0, t) - weatherField(seed, 50, 10, t + lagHours));
      }
      return total;
    };
    expect(mismatch(22)).toBeLessThan(0.6 * mismatch(0));
    expect(mismatch(22)).toBeLessThan(0.6 * mismatch(-22));
  });

  it('knows its spread at every latitude: on a row of the grid or between two, in either regime or their blend', () => {
    const seed = hashString('any weather system');
    const spreadOverYears = (lat: number, scale?: FieldScale) => {
      let sum = 0;
      let squares = 0;
      let count = 0;
      // A step that no knot spacing divides, so the samples fall everywhere between knots.
      for (let h = 0; h < 20 * 8760; h += 2.71) {
        const value = weatherField(seed, lat, 10, 500_000 + h, scale);
        sum += value;
        squares += value * value;
        count += 1;
      }
      return Math.sqrt(squares / count - (sum / count) ** 2);
    };
    // London, Delhi (between rows, regimes blended), Singapore, Johannesburg, Buenos Aires.
    for (const lat of [51.51, 28.61, 1.29, -26.2, -34.6]) {
      expect(spreadOverYears(lat) / weatherFieldSpread(lat)).toBeCloseTo(1, 1);
      expect(spreadOverYears(lat, SHOWERS) / weatherFieldSpread(lat, SHOWERS)).toBeCloseTo(1, 1);
    }
    // Spreads that differ by half: what made some places rain far more than their normals.
    expect(weatherFieldSpread(28.61) / weatherFieldSpread(51.51)).toBeLessThan(0.7);
  });
});

describe('embed, forecast and models agree', () => {
  it('gives the embed the forecast values, and a point 1 km away nearly the same', () => {
    fc.assert(
      fc.property(anyPlace, anyInstant, ({ lat, lon }, now) => {
        const forecast = buildWeather(at(lat, lon), now).body;
        const [lat2, lon2] = nudged(lat, lon, 1);
        const nearby = buildEmbed(at(lat2, lon2), now);
        // As a person reads them: the card's whole degrees and the forecast's tenths, shown whole.
        expect(formatNumber(buildEmbed(at(lat, lon), now).current.temp, 0, 'en')).toBe(formatNumber(forecast.current.temperature_2m, 0, 'en'));
        expect(Math.abs(nearby.current.temp - forecast.current.temperature_2m)).toBeLessThanOrEqual(1.5);
      }),
      { numRuns: 40 },
    );
  });

  it("makes the main forecast the models' mean, hour by hour", () => {
    fc.assert(
      fc.property(anyPlace, anyInstant, ({ lat, lon }, now) => {
        const body = buildWeather(at(lat, lon), now, WEATHER_MODELS).body;
        const models = body.models!;
        for (let i = 0; i < 24; i++) {
          const mean = models.reduce((sum, model) => sum + model.temperature_2m[i]!, 0) / models.length;
          expect(Math.abs(mean - body.hourly.temperature_2m[i]!)).toBeLessThanOrEqual(0.35);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('lets the models spread further apart with lead time', () => {
    let early = 0;
    let late = 0;
    for (let i = 0; i < 80; i++) {
      const now = new Date(Date.UTC(2026, 0, 1) + i * 97 * HOUR);
      const body = buildWeather(at(-50 + i * 1.4, -170 + i * 4.2), now, WEATHER_MODELS).body;
      for (const model of body.models!) {
        for (let h = 0; h < 6; h++) early += Math.abs(model.temperature_2m[h]! - body.hourly.temperature_2m[h]!);
        for (let h = 18; h < 24; h++) late += Math.abs(model.temperature_2m[h]! - body.hourly.temperature_2m[h]!);
      }
    }
    expect(late).toBeGreaterThan(1.5 * early);
  });
});

describe('rain that matches its words', () => {
  const RAIN_BANDS: Readonly<Record<number, readonly [number, number]>> = {
    61: [0, MODERATE_FROM_MM_PER_HOUR],
    63: [MODERATE_FROM_MM_PER_HOUR, HEAVY_FROM_MM_PER_HOUR],
    65: [HEAVY_FROM_MM_PER_HOUR, Infinity],
    80: [0, MODERATE_FROM_MM_PER_HOUR],
    81: [MODERATE_FROM_MM_PER_HOUR, HEAVY_FROM_MM_PER_HOUR],
    82: [HEAVY_FROM_MM_PER_HOUR, Infinity],
    66: [0, MODERATE_FROM_MM_PER_HOUR],
    67: [MODERATE_FROM_MM_PER_HOUR, Infinity],
  };

  it('keeps hourly amounts inside the WMO band of their code, and falls as snow in the cold', () => {
    fc.assert(
      fc.property(anyPlace, anyInstant, ({ lat, lon }, now) => {
        const { hourly } = buildWeather(at(lat, lon), now).body;
        for (let i = 0; i < 24; i++) {
          const code = hourly.weather_code[i]!;
          const amount = hourly.precipitation[i]!;
          const band = RAIN_BANDS[code];
          if (band) {
            expect(amount).toBeGreaterThanOrEqual(band[0]);
            expect(amount).toBeLessThan(band[1]);
          }
          if (amount > 0 && hourly.temperature_2m[i]! <= -1) {
            expect(['snow', 'freezing']).toContain(weatherCodeKind(code));
          }
        }
      }),
      { numRuns: 80 },
    );
  });

  it("makes each day's code its most severe hour and its total the sum of its hours", () => {
    fc.assert(
      fc.property(anyPlace, anyInstant, ({ lat, lon }, now) => {
        const place = at(lat, lon);
        const { daily } = buildWeather(place, now).body;
        const series = buildHourSeries(placeContext(place), now.getTime(), createOffsetLookup(place.timezone));
        series.days.forEach((day, d) => {
          const hours = series.hours.slice(day.start, day.end).map((hour) => hour.weather);
          expect(daily.weather_code[d]).toBe(Math.max(...hours.map((w) => w.weatherCode)));
          const sum = hours.reduce((total, w) => total + w.precipitation, 0);
          expect(daily.precipitation_sum[d]).toBeCloseTo(sum, 5);
        });
      }),
      { numRuns: 40 },
    );
  });

  const monthOfRain = (place: WeatherPlace, month: number): { total: number; wetHours: number } => {
    const ctx = placeContext(place);
    const series = buildHourSeries(ctx, Date.UTC(2026, month, 1), () => 0);
    let total = 0;
    let wetHours = 0;
    for (let week = 0; week < 4; week++) {
      const hours =
        week === 0 ? series.hours : buildHourSeries(ctx, Date.UTC(2026, month, 1 + 7 * week), () => 0).hours;
      for (const { weather } of hours) {
        total += weather.precipitation;
        if (weather.precipitation > 0) wetHours++;
      }
    }
    return { total, wetHours };
  };

  it('keeps deserts mostly dry and monsoon seasons wet', () => {
    const dubai = monthOfRain(at(25.2, 55.3), 10);
    expect(dubai.wetHours).toBeLessThan(0.02 * 28 * 24);
    const cairo = monthOfRain(at(30.05, 31.25), 6);
    expect(cairo.total).toBeLessThan(5);
    const mumbaiJuly = monthOfRain(at(19.07, 72.88), 6);
    expect(mumbaiJuly.total).toBeGreaterThan(250);
    expect(mumbaiJuly.wetHours).toBeGreaterThan(0.15 * 28 * 24);
    const mumbaiJanuary = monthOfRain(at(19.07, 72.88), 0);
    expect(mumbaiJanuary.total).toBeLessThan(10);
  });
});

describe('a consistent now', () => {
  it('rains now exactly when the first nowcast quarter is wet, between the hours around it', () => {
    fc.assert(
      fc.property(anyPlace, anyInstant, ({ lat, lon }, now) => {
        const { current, hourly, minutely } = buildWeather(at(lat, lon, 'nowcast-point'), now).body;
        expect(current.precipitation > 0).toBe(isPrecipitationCode(current.weather_code));
        if (minutely) expect(minutely.precipitation[0]).toBe(current.precipitation);
        const [before, after] = [hourly.temperature_2m[0]!, hourly.temperature_2m[1]!];
        expect(current.temperature_2m).toBeGreaterThanOrEqual(Math.min(before, after) - 0.05);
        expect(current.temperature_2m).toBeLessThanOrEqual(Math.max(before, after) + 0.05);
        if (hourly.precipitation[0] === 0) expect(current.precipitation).toBe(0);
      }),
      { numRuns: 80 },
    );
  });
});

describe('the sky', () => {
  it('has no sunrise in polar night and no sunset in midnight sun, as Open-Meteo reports them', () => {
    const arctic = fc.record({
      lat: fc.double({ min: 76, max: 82, noNaN: true }),
      lon: fc.double({ min: -170, max: 170, noNaN: true }),
    });
    const midwinter = fc.integer({ min: Date.UTC(2026, 11, 1), max: Date.UTC(2026, 11, 31) });
    const midsummer = fc.integer({ min: Date.UTC(2026, 5, 1), max: Date.UTC(2026, 5, 30) });
    fc.assert(
      fc.property(arctic, midwinter, midsummer, ({ lat, lon }, winter, summer) => {
        const night = buildWeather(at(lat, lon), new Date(winter)).body;
        expect(night.hourly.is_day.every((flag) => flag === 0)).toBe(true);
        night.daily.time.forEach((date, d) => {
          expect(night.daily.sunrise[d]).toBe(`${date}T00:00+00:00`);
          expect(night.daily.sunset[d]).toBe(`${date}T00:00+00:00`);
        });
        const day = buildWeather(at(lat, lon), new Date(summer)).body;
        expect(day.hourly.is_day.every((flag) => flag === 1)).toBe(true);
        day.daily.time.forEach((date, d) => {
          expect(day.daily.sunrise[d]).toBe(`${date}T00:00+00:00`);
          expect(Date.parse(day.daily.sunset[d]!) - Date.parse(day.daily.sunrise[d]!)).toBe(24 * HOUR);
        });
      }),
      { numRuns: 30 },
    );
  });
});
