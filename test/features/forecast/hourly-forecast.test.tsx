import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchEndpoint } from '../../../src/api/client';
import { weatherEndpoint } from '../../../src/api/endpoints/weather';
import type { WeatherResponse } from '../../../src/api/schemas/weather';
import { ForecastPanels } from '../../../src/features/forecast/components/forecast-panels';
import { toForecastView } from '../../../src/features/forecast/forecast-view';
import { sunProtectionHours } from '../../../src/features/forecast/sun-protection';
import { HOURLY_MEASURE_KEY } from '../../../src/features/forecast/use-hourly-measure';
import { t } from '../../../src/i18n/i18n';
import { dewPoint, pressureTrend, seaLevelPressure } from '../../../src/lib/atmosphere';
import { comfortOf } from '../../../src/lib/comfort';
import { formatPlaceHour } from '../../../src/lib/local-time';
import { formatPressure } from '../../../src/lib/unit-format';
import { METRIC_UNITS } from '../../../src/lib/units';
import { realWeatherShape } from '../../../src/mocks/real-service/weather-shapes';
import { readKv, writeKv } from '../../../src/offline/db';
import { forgetStoredDocuments } from '../../../src/offline/stored-document';
import { server } from '../../setup/msw';
import { resetAppDb } from '../../support/app-db';
import { PLACES, renderWithUnits, weatherOverride } from '../../support/forecast-fixtures';
import { asShown } from '../../support/shown-text';

const ZURICH = PLACES.zurich;

/** The forecast as the screen holds it now: the app's own reading of the mock's answer. */
async function viewNow() {
  return toForecastView(await fetchEndpoint(weatherEndpoint, PLACES.zurich), Date.now());
}

async function hourlyPanel() {
  return screen.findByRole('region', { name: 'Next 24 hours' });
}

async function choose(name: string) {
  const panel = await hourlyPanel();
  await userEvent.click(await within(panel).findByRole('radio', { name }));
  return panel;
}

/** The chart's table, opened: its column names and its rows' cells. */
async function table(panel: HTMLElement) {
  await userEvent.click(within(panel).getByText('Show table'));
  const rows = await within(panel).findAllByRole('row');
  const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => asShown(cell.textContent ?? ''));
  return { columns: cells(rows[0]!), rows: rows.slice(1).map(cells) };
}

beforeAll(() => fetchEndpoint(weatherEndpoint, PLACES.zurich), 30_000);
beforeEach(resetAppDb);

describe('the 24-hour chart’s measures', () => {
  it('offers the seven measures as one radio group, temperature with feels like first', async () => {
    renderWithUnits(<ForecastPanels place={ZURICH} />);
    const panel = await hourlyPanel();
    const group = await within(panel).findByRole('group', { name: 'Show on the chart' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'temperature', 'precipitation', 'wind', 'humidity', 'cloud', 'uv', 'pressure',
    ]);
    expect(within(group).getByRole('radio', { name: 'Temperature' })).toBeChecked();
    await within(panel).findByRole('group', { name: 'Temperature and feels like, next 24 hours' });
    expect((await table(panel)).columns).toEqual(['Time', 'Temperature', 'Feels like']);
  });

  it('draws the wind with gusts and direction arrows, and reads each hour’s row aloud', async () => {
    renderWithUnits(<ForecastPanels place={ZURICH} />);
    const panel = await choose('Wind');
    const chart = await within(panel).findByRole('group', { name: 'Wind, gusts and direction, next 24 hours' });
    await waitFor(() => expect(panel.querySelectorAll('.chart__frame .chart__arrow').length).toBeGreaterThan(0));
    const { columns, rows } = await table(panel);
    expect(columns).toEqual(['Time', 'Wind', 'From', 'Gusts']);
    chart.focus();
    await userEvent.keyboard('{ArrowRight}');
    const [time, speed, direction, gusts] = rows[0]!;
    expect(panel.querySelector('.chart__readout')).toHaveTextContent(new RegExp(`^${time}( \\(night\\))?: wind ${speed} from ${direction}, gusts ${gusts}$`));
  });

  it('says how humid air feels from its dew point, hour by hour', async () => {
    const view = await viewNow();
    renderWithUnits(<ForecastPanels place={ZURICH} />);
    const panel = await choose('Humidity');
    await within(panel).findByRole('group', { name: 'Humidity and dew point, next 24 hours' });
    const { columns, rows } = await table(panel);
    expect(columns).toEqual(['Time', 'Humidity', 'Dew point', 'Comfort']);
    const { temperature_2m: temperature, relative_humidity_2m: humidity } = view.weather.hourly;
    rows.forEach((row, i) => {
      expect(row[3]).toBe(t('forecast.measure.comfortWord', { comfort: comfortOf(dewPoint(temperature[i]!, humidity[i]!)) }));
    });
  });

  it('names the hours to protect the skin over the UV chart', async () => {
    server.use(
      weatherOverride(async (real) => {
        const body = (await real.json()) as WeatherResponse;
        // Strong sun in every hour of the answer from the sixth on: protection until the answer ends.
        body.hourly.uv_index = body.hourly.uv_index.map((_, i) => (i >= 6 ? 6 : 1));
        return Response.json(body, { headers: real.headers });
      }),
    );
    renderWithUnits(<ForecastPanels place={ZURICH} />);
    const panel = await choose('UV');
    await within(panel).findByRole('group', { name: 'UV index, next 24 hours' });
    const view = await viewNow();
    const hours = sunProtectionHours(view)!;
    expect(within(panel).getByText(`Sun protection from ${formatPlaceHour(hours.start, view.clock)} to ${formatPlaceHour(hours.end, view.clock)}.`)).toBeVisible();
    expect(panel.querySelector('.chart__frame .chart__rule')).not.toBeNull();
  });

  it('charts the pressure at sea level and says where it heads in the next three hours', async () => {
    const view = await viewNow();
    renderWithUnits(<ForecastPanels place={ZURICH} />);
    const panel = await choose('Pressure');
    await within(panel).findByRole('group', { name: 'Pressure at sea level, next 24 hours' });
    const { surface_pressure: pressure, temperature_2m: temperature } = view.weather.hourly;
    // Reduced from the height the answer was forecast for.
    const elevation = view.weather.elevation!;
    const [now, later] = [0, 3].map((i) => seaLevelPressure(pressure[i]!, elevation, temperature[i]!)) as [number, number];
    const change = formatPressure(Math.abs(later - now), METRIC_UNITS);
    const trend = pressureTrend(now, later);
    const expected = { rising: `Rising by ${change}`, steady: 'Steady', falling: `Falling by ${change}` }[trend];
    expect(within(panel).getByText(asShown(`${expected} over the next three hours.`))).toBeVisible();
    expect((await table(panel)).rows[0]![1]).toBe(asShown(formatPressure(now, METRIC_UNITS)));
  });

  it('remembers the measure chosen on this device', async () => {
    const first = renderWithUnits(<ForecastPanels place={ZURICH} />);
    await choose('Humidity');
    await waitFor(async () => expect(await readKv(HOURLY_MEASURE_KEY)).toBe('humidity'));
    first.unmount();
    forgetStoredDocuments();
    renderWithUnits(<ForecastPanels place={ZURICH} />);
    const panel = await hourlyPanel();
    await within(panel).findByRole('group', { name: 'Humidity and dew point, next 24 hours' });
    expect(within(panel).getByRole('radio', { name: 'Humidity' })).toBeChecked();
  });

  it('does not offer a measure the answer lacks, and shows temperature where the remembered one is missing', async () => {
    await writeKv(HOURLY_MEASURE_KEY, 'uv');
    server.use(
      weatherOverride(async (real) => {
        // As a provider without UV would answer: the series is not sent at all.
        const body = (await real.json()) as Omit<WeatherResponse, 'hourly'> & { hourly: Partial<WeatherResponse['hourly']> };
        delete body.hourly.uv_index;
        return Response.json(body, { headers: real.headers });
      }),
    );
    renderWithUnits(<ForecastPanels place={ZURICH} />);
    const panel = await hourlyPanel();
    await within(panel).findByRole('group', { name: 'Temperature and feels like, next 24 hours' });
    expect(within(panel).queryByRole('radio', { name: 'UV' })).toBeNull();
    expect(within(panel).getAllByRole('radio')).toHaveLength(6);
  });

  it('draws cloud cover without visibility and precipitation without its chance from the seasonal fallback', async () => {
    server.use(
      weatherOverride(async (real) => {
        const body = realWeatherShape((await real.json()) as WeatherResponse, 'seasonal-fallback');
        return Response.json(body, { headers: real.headers });
      }),
    );
    renderWithUnits(<ForecastPanels place={ZURICH} />);
    let panel = await choose('Clouds');
    await within(panel).findByRole('group', { name: 'Cloud cover, next 24 hours' });
    expect((await table(panel)).columns).toEqual(['Time', 'Cloud cover']);
    panel = await choose('Precipitation');
    await within(panel).findByRole('group', { name: 'Amount of precipitation, next 24 hours' });
    expect(within(panel).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Time', 'Amount']);
  });
});
