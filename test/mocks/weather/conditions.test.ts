import { describe, expect, it } from 'vitest';
import { apparentTemperature, surfacePressureAt } from '../../../src/mocks/weather/atmosphere';
import { LAPSE_RATE_C_PER_KM, placeClimate } from '../../../src/mocks/weather/climate';
import { sampleHour } from '../../../src/mocks/weather/conditions';
import { placeContext } from '../../../src/mocks/weather/place-context';
import { weatherPlaceAt } from '../../../src/mocks/data/weather-places';
import { sydney, zurich } from './places';

describe('sampleHour', () => {
  it('is a pure function of place and instant', () => {
    const t = Date.parse('2026-02-01T12:00:00Z');
    expect(sampleHour(placeContext(zurich), t)).toEqual(sampleHour(placeContext({ ...zurich }), t));
  });

  it('is warmer in July than in January in Zurich, and the other way round in Sydney', () => {
    const mean = (place: typeof zurich, month: number): number => {
      const ctx = placeContext(place);
      let sum = 0;
      for (let day = 1; day <= 28; day++) {
        for (let hour = 0; hour < 24; hour += 3) sum += sampleHour(ctx, Date.UTC(2026, month, day, hour)).temperature;
      }
      return sum / (28 * 8);
    };
    expect(mean(zurich, 6) - mean(zurich, 0)).toBeGreaterThan(10);
    expect(mean(sydney, 0) - mean(sydney, 6)).toBeGreaterThan(4);
  });

  it('is warmer in the afternoon than before dawn on average', () => {
    const ctx = placeContext(zurich);
    let afternoon = 0;
    let dawn = 0;
    for (let day = 0; day < 60; day++) {
      const midnight = Date.UTC(2026, 5, 1) + day * 86_400_000;
      afternoon += sampleHour(ctx, midnight + 13 * 3_600_000).temperature; // 15:00 CEST
      dawn += sampleHour(ctx, midnight + 3 * 3_600_000).temperature; // 05:00 CEST
    }
    expect((afternoon - dawn) / 60).toBeGreaterThan(4);
  });
});

describe('the mock’s rain over ten years', () => {
  const HOUR_MS = 3_600_000;
  const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  const TEN_YEARS_HOURS = 10 * 8760;
  const measured = new Map<string, ReturnType<typeof measure>>();
  /** Mean mm a year, each month's, the normals' year and rain days, at a point (measured once). */
  function rainAt(lat: number, lon: number) {
    const key = `${lat},${lon}`;
    if (!measured.has(key)) measured.set(key, measure(lat, lon));
    return measured.get(key)!;
  }
  function measure(lat: number, lon: number) {
    const ctx = placeContext(weatherPlaceAt(lat, lon));
    const byMonth = new Array<number>(12).fill(0);
    const byHour = new Array<number>(24).fill(0);
    const byDay = new Map<number, number>();
    for (let hour = 0; hour < TEN_YEARS_HOURS; hour++) {
      const at = Date.UTC(2020, 0, 1) + hour * HOUR_MS;
      const mm = sampleHour(ctx, at).precipitation;
      byMonth[new Date(at).getUTCMonth()]! += mm / 10;
      byHour[new Date(at).getUTCHours()]! += mm > 0 ? 1 : 0;
      if (mm > 0) byDay.set(Math.floor(hour / 24), (byDay.get(Math.floor(hour / 24)) ?? 0) + mm);
    }
    const climate = placeClimate(lat, lon);
    const normal = climate.precipitationPerDay.reduce((sum, mm, month) => sum + mm * DAYS[month]!, 0);
    const wetHours = byHour.reduce((sum, count) => sum + count, 0);
    return {
      year: byMonth.reduce((sum, mm) => sum + mm, 0),
      byMonth,
      byHour,
      normal,
      wetDaysAYear: byDay.size / 10,
      hoursAWetDay: wetHours / byDay.size,
      /** Days with at least 1 mm, as climate normals count them, and the normals' own count. */
      rainDaysAYear: [...byDay.values()].filter((mm) => mm >= 1).length / 10,
      /** The same for each month, January first. */
      rainDaysByMonth: [...byDay].reduce((counts, [day, mm]) => {
        if (mm >= 1) counts[new Date(Date.UTC(2020, 0, 1 + day)).getUTCMonth()]! += 1 / 10;
        return counts;
      }, new Array<number>(12).fill(0)),
      normalRainDays: climate.wetDayShare.reduce((sum, share, month) => sum + share * DAYS[month]!, 0),
    };
  }
  const ratios = (places: Record<string, readonly [number, number]>, ratio: (rain: ReturnType<typeof measure>) => number) =>
    Object.fromEntries(Object.entries(places).map(([name, [lat, lon]]) => [name, Math.round(ratio(rainAt(lat, lon)) * 100) / 100]));

  it('comes within a factor of 1.3 of the normals everywhere: the tropics, a monsoon, mid-latitudes, the subtropics', () => {
    const places = {
      Singapore: [1.29, 103.85], Manaus: [-3.1, -60], Bangkok: [13.75, 100.5], Mumbai: [19.07, 72.88], Zurich: [47.37, 8.55],
      'New York': [40.71, -74], London: [51.51, -0.13], Moscow: [55.75, 37.62], Delhi: [28.61, 77.21], Johannesburg: [-26.2, 28.05],
      'Buenos Aires': [-34.6, -58.38],
    } as const;
    const found = ratios(places, ({ year, normal }) => year / normal);
    for (const ratio of Object.values(found)) expect(ratio, JSON.stringify(found)).toBeGreaterThan(1 / 1.3);
    for (const ratio of Object.values(found)) expect(ratio, JSON.stringify(found)).toBeLessThan(1.3);
  });

  it('falls in mid-latitudes on about as many days as the normals count, a few hours at a time', () => {
    const places = { London: [51.51, -0.13], Moscow: [55.75, 37.62], Seattle: [47.6, -122.33], 'New York': [40.71, -74] } as const;
    const days = ratios(places, ({ rainDaysAYear, normalRainDays }) => rainDaysAYear / normalRainDays);
    for (const ratio of Object.values(days)) expect(ratio, JSON.stringify(days)).toBeGreaterThan(0.7);
    for (const ratio of Object.values(days)) expect(ratio, JSON.stringify(days)).toBeLessThan(1.3);
    const hours = ratios(places, ({ hoursAWetDay }) => hoursAWetDay);
    for (const wetHours of Object.values(hours)) expect(wetHours, JSON.stringify(hours)).toBeLessThan(10);
  });

  it('falls in a monsoon’s wet season on about as many days as the normals count, not every day', () => {
    const monsoons = { Mumbai: [19.07, 72.88, [5, 6, 7, 8]], Delhi: [28.61, 77.21, [6, 7]], Kolkata: [22.57, 88.36, [5, 6, 7, 8]] } as const;
    const found = Object.fromEntries(
      Object.entries(monsoons).map(([name, [lat, lon, months]]) => {
        const { rainDaysByMonth } = rainAt(lat, lon);
        const { wetDayShare } = placeClimate(lat, lon);
        const sum = (values: readonly number[]) => months.reduce((total, month) => total + values[month]!, 0);
        return [name, Math.round((sum(rainDaysByMonth) / sum(wetDayShare.map((share, month) => share * DAYS[month]!))) * 100) / 100];
      }),
    );
    for (const ratio of Object.values(found)) expect(ratio, JSON.stringify(found)).toBeGreaterThan(0.7);
    for (const ratio of Object.values(found)) expect(ratio, JSON.stringify(found)).toBeLessThan(1.3);
  });

  it('falls in drizzle, a few mm a rain day, on about as many days as the normals count', () => {
    // Bogotá's drier months, June to August: 2.5–3 mm a rain day on about half the days.
    const { rainDaysByMonth } = rainAt(4.61, -74.08);
    const { wetDayShare } = placeClimate(4.61, -74.08);
    const sum = (values: readonly number[]) => values[5]! + values[6]! + values[7]!;
    const ratio = sum(rainDaysByMonth) / sum(wetDayShare.map((share, month) => share * DAYS[month]!));
    expect(ratio).toBeGreaterThan(0.8);
    expect(ratio).toBeLessThan(1.2);
  });

  it('leaves a desert’s dry months dry and a monsoon’s dry season nearly so, and rains most in a hot afternoon', () => {
    const cairo = rainAt(30.04, 31.24);
    // May to August: the normals give nothing.
    expect(cairo.byMonth.slice(4, 8).reduce((sum, mm) => sum + mm, 0)).toBeLessThan(0.5);
    const mumbai = rainAt(19.07, 72.88);
    // January to April: 0–1 mm in the normals.
    expect(mumbai.byMonth.slice(0, 4).reduce((sum, mm) => sum + mm, 0)).toBeLessThan(5);
    // Singapore is UTC+7 by the sun: its afternoon (14–17 h) is 07–10 UTC, its dawn (3–6 h) 20–23 UTC.
    const { byHour } = rainAt(1.29, 103.85);
    expect(byHour[7]! + byHour[8]! + byHour[9]! + byHour[10]!).toBeGreaterThan(1.5 * (byHour[20]! + byHour[21]! + byHour[22]! + byHour[23]!));
  });

  it('falls in the tropics on many days, in showers of hours, not all day long', () => {
    // Singapore has rain on about 160 days a year.
    const { wetDaysAYear, hoursAWetDay } = rainAt(1.29, 103.85);
    expect(wetDaysAYear).toBeGreaterThanOrEqual(110);
    expect(hoursAWetDay).toBeLessThan(12);
  });
});

describe('a tropical day', () => {
  it('dawns humid under broken cloud and builds cloud by the afternoon', () => {
    // Singapore's sun keeps UTC+7: a year of its dawns (22:00 UTC) and mid-afternoons (07:00 UTC).
    const ctx = placeContext(weatherPlaceAt(1.29, 103.85));
    const at = (day: number, utcHour: number) => sampleHour(ctx, Date.UTC(2026, 0, 1 + day, utcHour));
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const days = Array.from({ length: 365 }, (_, day) => day);
    const dawns = days.map((day) => at(day, 22));
    const afternoons = days.map((day) => at(day, 7));
    expect(mean(dawns.map((hour) => hour.humidity))).toBeGreaterThanOrEqual(80);
    expect(mean(dawns.map((hour) => hour.cloudCover))).toBeGreaterThanOrEqual(30);
    expect(mean(afternoons.map((hour) => hour.cloudCover))).toBeGreaterThan(mean(dawns.map((hour) => hour.cloudCover)));
  });
});

describe('climate helpers', () => {
  it('cools by the standard lapse rate of ~6.5 °C per km', () => {
    expect(LAPSE_RATE_C_PER_KM).toBe(6.5);
    const valley = placeClimate(46.5, 8, 0);
    const summit = placeClimate(46.5, 8, 2000);
    valley.tmax.forEach((max, month) => expect(max - summit.tmax[month]!).toBeCloseTo(13, 6));
    valley.tmin.forEach((min, month) => expect(min - summit.tmin[month]!).toBeCloseTo(13, 6));
  });

  it('makes wind feel colder and humid heat feel hotter', () => {
    expect(apparentTemperature(0, 50, 40)).toBeLessThan(apparentTemperature(0, 50, 5));
    expect(apparentTemperature(32, 90, 5)).toBeGreaterThan(apparentTemperature(32, 20, 5));
  });

  it('lowers surface pressure with elevation (~890 hPa at 1000 m)', () => {
    expect(surfacePressureAt(1013.25, 0)).toBeCloseTo(1013.25, 6);
    expect(surfacePressureAt(1013.25, 1000)).toBeCloseTo(898.7, 0);
  });
});
