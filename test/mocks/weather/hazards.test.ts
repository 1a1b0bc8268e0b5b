import { describe, expect, it } from 'vitest';
import { forecastWarnings } from '../../../src/lib/weather-warnings/forecast-warnings';
import type { WarningKind } from '../../../src/lib/weather-warnings/warning';
import { buildWeather } from '../../../src/mocks/weather/forecast';
import type { WeatherPlace } from '../../../src/mocks/weather/place';

const place = (slug: string, lat: number, lon: number, timezone: string): WeatherPlace => ({ slug, lat, lon, timezone, population: 100_000 });
const yakutsk = place('yakutsk', 62.03, 129.73, 'Asia/Yakutsk');
const riyadh = place('riyadh', 24.69, 46.72, 'Asia/Riyadh');
const singapore = place('singapore', 1.29, 103.85, 'Asia/Singapore');
const stanley = place('stanley', -51.7, -57.85, 'Atlantic/Stanley');
const zurich = place('zurich', 47.37, 8.54, 'Europe/Zurich');

/** The warnings of each weekly forecast of 2027 (Mondays, 09:00 UTC). */
function weeksWith(where: WeatherPlace, kind: WarningKind, severity?: 'severe'): number {
  let weeks = 0;
  for (let week = 0; week < 52; week++) {
    const now = Date.UTC(2027, 0, 4 + 7 * week, 9);
    const warnings = forecastWarnings(buildWeather(where, new Date(now)).body, { now });
    if (warnings.some((warning) => warning.kind === kind && (!severity || warning.severity === severity))) weeks += 1;
  }
  return weeks;
}

describe('the mock’s climates bring their hazards', () => {
  it('freezes a cold interior all winter', () => {
    expect(weeksWith(yakutsk, 'frost')).toBeGreaterThanOrEqual(26);
  });

  it('brings a hot desert severe heat in its hot season', () => {
    expect(weeksWith(riyadh, 'heat', 'severe')).toBeGreaterThanOrEqual(8);
  });

  it('brings the tropics thunderstorms most weeks and downpours in many', () => {
    expect(weeksWith(singapore, 'thunderstorm')).toBeGreaterThanOrEqual(26);
    expect(weeksWith(singapore, 'rain')).toBeGreaterThanOrEqual(10);
  });

  it('brings a windy coast gales, and a sheltered inland city none', () => {
    expect(weeksWith(stanley, 'wind')).toBeGreaterThanOrEqual(8);
    expect(weeksWith(zurich, 'wind')).toBe(0);
  });
});
