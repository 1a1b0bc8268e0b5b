import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WeatherResponse } from '../../src/api/schemas/weather';
import { PlaceWarnings } from '../../src/app/place-warnings';
import { ForecastPanels } from '../../src/features/forecast/components/forecast-panels';
import { parseApiTime } from '../../src/lib/local-time';
import { WARNING_TITLES } from '../../src/lib/weather-warnings/warning-words';
import { warmUpMockData } from '../../src/mocks/handlers';
import { server } from '../setup/msw';
import { resetAppDb } from '../support/app-db';
import { PLACES, renderWithUnits, weatherOverride } from '../support/forecast-fixtures';

/** 15 July 2026, 10:00 in Zürich: summer, so the mock's own weather brings no frost. */
const START = Date.UTC(2026, 6, 15, 8);
const HOUR = 3_600_000;
const HAZARD_WORDS = new RegExp([...Object.values(WARNING_TITLES), 'Weather warnings'].join('|'));

/** The mock's answer with every hazard taken out, then `hazards` put in by hour (from START). */
function calmForecast(hazards: { hoursFromStart: number; temperature?: number; code?: number }[] = []) {
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
      const i = hourly.time.findIndex((time) => parseApiTime(time, body.utc_offset_seconds) === START + hazard.hoursFromStart * HOUR);
      if (hazard.temperature !== undefined) hourly.temperature_2m[i] = hazard.temperature;
      if (hazard.code !== undefined) hourly.weather_code[i] = hazard.code;
    }
    return Response.json(body, { headers: real.headers });
  });
}

function renderPlace() {
  return renderWithUnits(
    <ForecastPanels place={PLACES.zurich} renderBelowNow={(forecast, view) => <PlaceWarnings place={PLACES.zurich} forecast={forecast} view={view} />} />,
  );
}

beforeAll(warmUpMockData);
beforeEach(async () => {
  vi.setSystemTime(START);
  await resetAppDb();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the place screen’s weather warnings', () => {
  it('names exactly the hazards in the forecast, under the current conditions', async () => {
    server.use(calmForecast([{ hoursFromStart: 2, code: 95 }, { hoursFromStart: 5, code: 96 }, { hoursFromStart: 20, temperature: -1 }]));
    renderPlace();
    const region = await screen.findByRole('region', { name: 'Weather warnings' });
    const titles = within(region).getAllByRole('listitem').map((item) => within(item).getByRole('strong').textContent);
    expect(titles).toEqual(['Thunderstorm', 'Frost']);
    expect(region.closest('.place-area--now')).toBe(screen.getByRole('region', { name: 'Current conditions' }).closest('.place-area--now'));
  });

  it('says nothing of hazards when the forecast has none', async () => {
    server.use(calmForecast());
    const { container } = renderPlace();
    await screen.findByRole('region', { name: 'Current conditions' });
    expect(screen.queryByRole('region', { name: 'Weather warnings' })).toBeNull();
    expect(container.textContent).not.toMatch(HAZARD_WORDS);
  });

  it('drops a warning once its hours have passed', async () => {
    server.use(calmForecast([{ hoursFromStart: 1, code: 95 }]));
    renderPlace();
    await screen.findByRole('region', { name: 'Weather warnings' });
    vi.setSystemTime(START + 3 * HOUR);
    // The screen re-anchors on its minute tick and whenever the page is shown again (its
    // listener is in place once the screen's effects have run).
    await waitFor(() => {
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect(screen.queryByRole('region', { name: 'Weather warnings' })).toBeNull();
    });
    expect(screen.getByRole('region', { name: 'Current conditions' })).toBeInTheDocument();
  });
});
