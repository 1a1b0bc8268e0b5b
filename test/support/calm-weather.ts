import { getResponse, http, HttpResponse } from 'msw';
import type { EmbedResponse } from '../../src/api/schemas/embed';
import type { WeatherResponse } from '../../src/api/schemas/weather';
import { parseApiTime } from '../../src/lib/local-time';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { handlers, warmUpMockData } from '../../src/mocks/handlers';
import { resetAppDb } from './app-db';
import { weatherOverride } from './forecast-fixtures';

const HOUR = 3_600_000;

/** Each test of the file at `start` by the clock (Date only: timers run), on a fresh database, the mock's data loaded once. */
export function setUpCalmWeatherTests(start: number) {
  beforeAll(warmUpMockData);
  beforeEach(async () => {
    vi.setSystemTime(start);
    await resetAppDb();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** A hazard put into one hour, counted from `start`. */
export interface HourHazard {
  hoursFromStart: number;
  temperature?: number;
  code?: number;
}

/** The mock's forecast with every hazard taken out (18 °C, dry, cloudy, light wind), then `hazards` put in. */
export function calmWeatherOverride(start: number, hazards: readonly HourHazard[] = []) {
  return weatherOverride(async (real) => {
    const body = (await real.json()) as WeatherResponse;
    const { hourly, daily } = body;
    hourly.temperature_2m = hourly.temperature_2m.map(() => 18);
    hourly.precipitation = hourly.precipitation.map(() => 0);
    hourly.weather_code = hourly.weather_code.map(() => 2);
    hourly.wind_gusts_10m = hourly.wind_gusts_10m.map(() => 25);
    Object.assign(daily, {
      temperature_2m_max: daily.time.map(() => 22), temperature_2m_min: daily.time.map(() => 12),
      precipitation_sum: daily.time.map(() => 0), weather_code: daily.time.map(() => 2), wind_gusts_10m_max: daily.time.map(() => 30),
    });
    for (const hazard of hazards) {
      const i = hourly.time.findIndex((time) => parseApiTime(time, body.utc_offset_seconds) === start + hazard.hoursFromStart * HOUR);
      if (hazard.temperature !== undefined) hourly.temperature_2m[i] = hazard.temperature;
      if (hazard.code !== undefined) hourly.weather_code[i] = hazard.code;
    }
    return Response.json(body, { headers: real.headers });
  });
}

/** The mock's embed with calm days (22/12 °C, cloudy), the day `stormDay` (index) a thunderstorm. */
export function calmEmbedOverride(stormDay?: number) {
  return http.get('*/api/embed/current', async ({ request }) => {
    const real = await getResponse(handlers, request);
    if (!real) throw new Error('the embed handler did not answer');
    const body = (await real.json()) as EmbedResponse;
    body.daily = body.daily.map((day, j) => ({ ...day, high: 22, low: 12, code: j === stormDay ? 95 : 2 }));
    return HttpResponse.json(body, { headers: real.headers });
  });
}
