import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WeatherResponse } from '../../../src/api/schemas/weather';
import { weatherQueryOptions } from '../../../src/features/forecast/api/get-weather';
import { ForecastPanels } from '../../../src/features/forecast/components/forecast-panels';
import { readKv } from '../../../src/offline/db';
import { dewPoint, pressureTrend, seaLevelPressure } from '../../../src/lib/atmosphere';
import { formatPressure, formatTemperature } from '../../../src/lib/unit-format';
import { defaultUnitsForLocale, METRIC_UNITS } from '../../../src/lib/units';
import { server } from '../../setup/msw';
import { resetAppDb } from '../../support/app-db';
import { drawnWeek } from '../../support/drawn-week';
import { asShown } from '../../support/shown-text';
import { PLACES, renderWithUnits, weatherOverride } from '../../support/forecast-fixtures';

async function apiWeather(point: { lat: number; lon: number }): Promise<WeatherResponse> {
  const response = await fetch(`http://localhost/api/py/weather?lat=${point.lat}&lon=${point.lon}`);
  return (await response.json()) as WeatherResponse;
}

function panel(name: string | RegExp) {
  return screen.getByRole('region', { name });
}

// The mock loads its place catalogue on the first request; pay for that once, up front.
beforeAll(() => apiWeather(PLACES.zurich), 30_000);
beforeEach(resetAppDb);

describe('the forecast panels', () => {
  it.each([
    ['polar night', 'T00:00+01:00', 'T00:00+01:00', 'Polar night — the sun does not rise today'],
    ['the midnight sun', 'T00:00+01:00', null, 'Midnight sun — the sun does not set today'],
  ])('says %s instead of a sunrise at midnight', async (_case, sunrise, sunset, sentence) => {
    server.use(
      weatherOverride(async (real) => {
        const body = (await real.json()) as WeatherResponse;
        const [today = '', tomorrow = ''] = body.daily.time;
        body.daily.sunrise[0] = `${today}${sunrise}`;
        body.daily.sunset[0] = sunset === null ? `${tomorrow}T00:00+01:00` : `${today}${sunset}`;
        return Response.json(body, { headers: real.headers });
      }),
    );
    renderWithUnits(<ForecastPanels place={PLACES.zurich} />);
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText(sentence)).toBeInTheDocument();
    expect(within(details).queryByText('Sunrise')).toBeNull();
  });

  it('shows every panel, each with the age of its data', async () => {
    renderWithUnits(<ForecastPanels place={PLACES.zurich} />);
    // The cards after the first come a task after it, the sources last.
    await screen.findByRole('region', { name: 'Sources' });
    for (const name of ['Current conditions', 'Sources', 'Next hour', 'Next 24 hours', '7-day forecast', 'Compare forecast models']) {
      expect(panel(name)).toBeInTheDocument();
    }
    for (const name of ['Current conditions', 'Sources', 'Next hour', 'Next 24 hours', '7-day forecast']) {
      expect(within(panel(name)).getByText(/^Updated/)).toBeInTheDocument();
    }
    // One answer feeds every card: its Refresh is said once, in the first card, not again above it.
    expect(screen.getAllByRole('button', { name: 'Refresh' })).toHaveLength(1);
    expect(within(panel('Current conditions')).getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getAllByText(/^Updated/)).toHaveLength(6); // one per card: the five above and Details
  });

  it('shows the current conditions of the API in the place’s local time', async () => {
    const expected = await apiWeather(PLACES.zurich);
    renderWithUnits(<ForecastPanels place={PLACES.zurich} />);
    const current = await screen.findByRole('region', { name: 'Current conditions' });
    expect(within(current).getByLabelText(/^Temperature/)).toHaveTextContent(formatTemperature(expected.current.temperature_2m, METRIC_UNITS));
    const sunrise = /T(\d\d):(\d\d)/.exec(expected.daily.sunrise[0] ?? '');
    const [hour, minute] = [Number(sunrise?.[1]), sunrise?.[2]];
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText('Sunrise').nextSibling?.textContent).toMatch(new RegExp(`^0?${hour % 12 || 12}:${minute}|^${String(hour).padStart(2, '0')}:${minute}`));
    expect(within(current).getAllByRole('img').length).toBeGreaterThan(0);
    expect(within(details).getByText('UV index').nextSibling).toHaveTextContent(/^\d+ · (Low|Moderate|High|Very high|Extreme)$/);
  });

  it('lists seven days with today first, each one line saying low and high in words for screen readers', async () => {
    renderWithUnits(<ForecastPanels place={PLACES.zurich} />);
    const daily = await drawnWeek('7-day forecast');
    const days = within(daily).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveTextContent(/^Today/);
    expect(within(days[0]!).getByRole('button')).toHaveAccessibleName(/^Today, ?[^,]+, (chance of precipitation \d+%, )?low −?\d+°, high −?\d+°$/);
  });

  it('says a day’s chance of precipitation on its line only from 20 %', async () => {
    server.use(
      weatherOverride(async (real) => {
        const body = (await real.json()) as WeatherResponse;
        body.daily.precipitation_probability_max = [10, 19, 20, 55, 0, 100, 5];
        return Response.json(body, { headers: real.headers });
      }),
    );
    renderWithUnits(<ForecastPanels place={PLACES.zurich} />);
    const daily = await drawnWeek('7-day forecast');
    // What the line shows, without the words only screen readers hear.
    const shown = (element: Element | null) => [...(element?.childNodes ?? [])].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('').trim();
    const lines = within(daily).getAllByRole('button').map((line) => shown(line.querySelector('.daily__chance')));
    expect(lines).toEqual(['', '', '20%', '55%', '', '100%', '']);
    expect(within(daily).getAllByRole('button')[2]).toHaveAccessibleName(/, chance of precipitation 20%, low/);
  });

  it('opens a day’s wind, UV, sun and rain amount on a tap or Enter, and closes it again', async () => {
    const user = userEvent.setup();
    renderWithUnits(<ForecastPanels place={PLACES.zurich} />);
    const daily = await drawnWeek('7-day forecast');
    const second = within(daily).getAllByRole('button')[1]!;
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(within(daily).queryByText('Wind up to')).toBeNull();
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(second.getAttribute('aria-controls') ?? '')!;
    for (const term of ['Precipitation', 'Wind up to', 'Gusts up to', 'UV index', 'Sunrise', 'Sunset']) {
      expect(within(details).getByText(term)).toBeInTheDocument();
    }
    await user.click(second);
    expect(within(daily).queryByText('Wind up to')).toBeNull();
    second.focus();
    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-expanded', 'true');
  });

  it('draws the 24-hour chart with a table and keyboard inspection', async () => {
    const user = userEvent.setup();
    renderWithUnits(<ForecastPanels place={PLACES.zurich} />);
    const hourly = await screen.findByRole('region', { name: 'Next 24 hours' });
    const chart = await within(hourly).findByRole('group', { name: /Temperature and feels like/ });
    // The keys' hint and the tap's: forecast.css shows one for the hands in use (jsdom applies no stylesheet).
    expect(chart).toHaveAccessibleDescription('Focus the chart and use the Left and Right arrow keys to read each hour.Tap the chart to read each hour.');
    expect(within(hourly).getByText('Tap the chart to read each hour.')).toHaveClass('chart__hint--touch');
    // The table's rows are made only once it is opened.
    expect(within(hourly).queryAllByRole('row')).toHaveLength(0);
    await user.click(within(hourly).getByText('Show table'));
    expect(await within(hourly).findAllByRole('row')).toHaveLength(25);
    chart.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    const readout = hourly.querySelector('.chart__readout');
    expect(readout).toHaveAttribute('aria-live', 'polite');
    const rowHeader = (row: number) => within(hourly).getAllByRole('row')[row]?.querySelector('th')?.textContent ?? '?';
    expect(readout).toHaveTextContent(new RegExp(`^${rowHeader(2)}.*feels like`));
    await user.keyboard('{End}');
    expect(readout).toHaveTextContent(new RegExp(`^${rowHeader(24)}`));
    await user.keyboard('{Home}');
    expect(readout).toHaveTextContent(new RegExp(`^${rowHeader(1)}`));
  });

  it('reads the pressure at sea level for the elevation the answer was forecast for, with its three-hour trend, and the dew point', async () => {
    const expected = await apiWeather(PLACES.zurich);
    const elevation = expected.elevation!;
    // A place's own elevation yields to the answer's: its pressures were made for that height.
    renderWithUnits(<ForecastPanels place={{ ...PLACES.zurich, elevation: elevation - 150 }} />, METRIC_UNITS);
    const details = await screen.findByRole('region', { name: 'Details' });
    const { current, hourly } = expected;
    const now = seaLevelPressure(current.surface_pressure, elevation, current.temperature_2m);
    const later = seaLevelPressure(hourly.surface_pressure[3]!, elevation, hourly.temperature_2m[3]!);
    const trend = pressureTrend(now, later);
    expect(within(details).getByText('Pressure at sea level').nextSibling).toHaveTextContent(asShown(`${formatPressure(now, METRIC_UNITS)}, ${trend}`));
    // Far above the station's reading in the hills, which alone would read as a deep storm.
    expect(now - current.surface_pressure).toBeGreaterThan(40);
    const dew = formatTemperature(dewPoint(current.temperature_2m, current.relative_humidity_2m), METRIC_UNITS);
    expect(within(details).getByText('Dew point').nextSibling).toHaveTextContent(dew);
  });

  it.each([
    ['the place\'s elevation when the answer has none', 408, 'Pressure at sea level'],
    ['the station\'s reading when neither the answer nor the place has an elevation', undefined, 'Pressure at the station'],
  ])('reads %s', async (_case, placeElevation, label) => {
    server.use(
      weatherOverride(async (real) => {
        const body = (await real.json()) as WeatherResponse;
        delete body.elevation;
        return Response.json(body, { headers: real.headers });
      }),
    );
    const { current } = await apiWeather(PLACES.zurich);
    renderWithUnits(<ForecastPanels place={{ ...PLACES.zurich, elevation: placeElevation }} />, METRIC_UNITS);
    const details = await screen.findByRole('region', { name: 'Details' });
    const reading = placeElevation === undefined ? current.surface_pressure : seaLevelPressure(current.surface_pressure, placeElevation, current.temperature_2m);
    expect(within(details).getByText(label).nextSibling).toHaveTextContent(new RegExp(`^${asShown(formatPressure(reading, METRIC_UNITS))}, `));
  });

  it('converts every value to the chosen units', async () => {
    const expected = await apiWeather(PLACES.zurich);
    renderWithUnits(<ForecastPanels place={PLACES.zurich} />, defaultUnitsForLocale('en-US'));
    const current = await screen.findByRole('region', { name: 'Current conditions' });
    const fahrenheit = Math.round((expected.current.temperature_2m * 9) / 5 + 32);
    expect(within(current).getByLabelText(/^Temperature/)).toHaveAccessibleName(`Temperature ${fahrenheit}\u00a0°F`);
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText('Gusts').nextSibling).toHaveTextContent(/mph$/);
    expect(within(details).getByText('Pressure at sea level').nextSibling).toHaveTextContent(/inHg, (rising|steady|falling)$/);
    expect(within(details).getByText('Visibility').nextSibling).toHaveTextContent(/mi$/);
    const week = await drawnWeek('7-day forecast');
    await userEvent.click(within(week).getAllByRole('button', { expanded: false })[0]!);
    expect(within(week).getByText('Precipitation').nextSibling).toHaveTextContent(/ in$/);
    expect(within(week).getByText('Wind up to').nextSibling).toHaveTextContent(/mph/);
  });
});

describe('the nowcast', () => {
  /** The minutes a nowcast sentence names, or NaN when it does not match. */
  function minutesIn(element: HTMLElement, sentence: RegExp): number {
    return Number(sentence.exec(element.textContent ?? '')?.[2]);
  }

  function withMinutely(precipitation: number[]) {
    server.use(
      weatherOverride(async (real) => {
        const body = (await real.json()) as WeatherResponse;
        // The mock's own quarter hours (the one under way first), with the amounts under test.
        const minutely = { time: body.minutely!.time, precipitation };
        return Response.json({ ...body, minutely }, { headers: real.headers });
      }),
    );
  }

  it('says what the next hour holds and charts the four quarter hours', async () => {
    const user = userEvent.setup();
    withMinutely([0.2, 0.3, 0, 0]);
    renderWithUnits(<ForecastPanels place={PLACES.zurich} />);
    const nowcast = await screen.findByRole('region', { name: 'Next hour' });
    // Counted from now, which lies somewhere in the first quarter hour.
    const minutes = minutesIn(nowcast, /(rain|snow) stopping in about (\d+) minutes/);
    expect(minutes).toBeGreaterThanOrEqual(15);
    expect(minutes).toBeLessThanOrEqual(30);
    await within(nowcast).findByRole('group', { name: /next hour, every 15 minutes/ });
    await user.click(within(nowcast).getByText('Show table'));
    expect(within(nowcast).getAllByRole('row')).toHaveLength(5);
  });

  it('gives a dry hour its sentence without an empty chart', async () => {
    withMinutely([0, 0, 0, 0]);
    renderWithUnits(<ForecastPanels place={PLACES.zurich} />);
    const nowcast = await screen.findByRole('region', { name: 'Next hour' });
    expect(nowcast).toHaveTextContent(/No (rain|snow) expected in the next hour/);
    expect(within(nowcast).queryByRole('group')).not.toBeInTheDocument();
  });

  it('says so when the place has no nowcast (minutely: null)', async () => {
    renderWithUnits(<ForecastPanels place={PLACES.istanbul} />);
    const nowcast = await screen.findByRole('region', { name: 'Next hour' });
    expect(nowcast).toHaveTextContent('The next-hour nowcast is not available for this place.');
    expect(within(nowcast).queryByRole('group')).not.toBeInTheDocument();
  });

  it('announces rain starting from the minutely amounts', async () => {
    withMinutely([0, 0, 0.4, 0.6]);
    renderWithUnits(<ForecastPanels place={PLACES.zurich} />);
    const nowcast = await screen.findByRole('region', { name: 'Next hour' });
    const minutes = minutesIn(nowcast, /(rain|snow) starting in about (\d+) minutes/);
    expect(minutes).toBeGreaterThanOrEqual(15);
    expect(minutes).toBeLessThanOrEqual(30);
  });
});

describe('the sources', () => {
  it.each([
    ['zurich', 'Forecast by Tomorrow.io', 'Current conditions by Tomorrow.io'],
    ['istanbul', 'Forecast by Tomorrow.io', 'Current conditions from a nearby weather station'],
    ['shanghai', 'Forecast by Open-Meteo', 'Current conditions from a nearby weather station'],
    ['london', 'Estimate: the forecast providers were unavailable', 'Current conditions estimated: no provider or station answered'],
  ] as const)('names the provider and current source the headers give for %s', async (place, provider, current) => {
    renderWithUnits(<ForecastPanels place={PLACES[place]} />);
    const sources = await screen.findByRole('region', { name: 'Sources' });
    // A line reads as one sentence; the provider's name inside it is marked not to translate.
    const lines = within(sources).getAllByRole('listitem').map((line) => line.textContent);
    expect(lines).toContain(provider);
    expect(lines).toContain(current);
  });

  it('names an Open-Meteo current block and says when the headers are missing', async () => {
    server.use(
      weatherOverride((real) => {
        const headers = new Headers(real.headers);
        headers.set('X-Current-Source', 'open-meteo');
        return new Response(real.body, { status: real.status, headers });
      }),
    );
    const { unmount } = renderWithUnits(<ForecastPanels place={PLACES.shanghai} />);
    const sources = await screen.findByRole('region', { name: 'Sources' });
    expect(within(sources).getAllByRole('listitem').map((line) => line.textContent)).toContain('Current conditions by Open-Meteo');
    for (const name of within(sources).getAllByText('Open-Meteo')) expect(name).toHaveAttribute('translate', 'no');
    unmount();
    server.use(
      weatherOverride((real) => {
        const headers = new Headers(real.headers);
        headers.delete('X-Current-Source');
        headers.delete('X-Weather-Provider');
        return new Response(real.body, { status: real.status, headers });
      }),
    );
    renderWithUnits(<ForecastPanels place={PLACES.istanbul} />);
    expect(await screen.findByText('Forecast provider: not reported by the service')).toBeInTheDocument();
    expect(screen.getByText('Source of the current conditions: not reported by the service')).toBeInTheDocument();
  });
});

describe('the model comparison', () => {
  it('asks for the picked models, draws each as a labelled line with the spread, and saves the choice', async () => {
    const user = userEvent.setup();
    renderWithUnits(<ForecastPanels place={PLACES.zurich} />);
    const models = await screen.findByRole('region', { name: 'Compare forecast models' });
    expect(within(models).getByText(/Pick one or more models/)).toBeInTheDocument();
    await user.click(within(models).getByLabelText('ECMWF IFS'));
    await user.click(within(models).getByLabelText('GFS (NOAA)'));
    const temperature = await within(models).findByRole('group', { name: /Temperature by model/ });
    expect(temperature).toBeInTheDocument();
    await within(models).findByRole('group', { name: /Precipitation by model/ });
    for (const toggle of within(models).getAllByText('Show table')) await user.click(toggle);
    await waitFor(() => expect(within(models).getAllByRole('columnheader', { name: 'ECMWF IFS' })).toHaveLength(2));
    expect(within(models).getAllByRole('columnheader', { name: 'GFS (NOAA)' })).toHaveLength(2);
    expect(within(models).getAllByText('Spread between models')).toHaveLength(2);
    expect(within(models).getByRole('group', { name: /Precipitation by model/ })).toBeInTheDocument();
    await waitFor(async () => expect(await readKv('settings.forecast-models')).toEqual(['gfs_seamless', 'ecmwf_ifs04']));
  });

  it('says in one sentence how far the picked models agree, and one on the rain', async () => {
    const user = userEvent.setup();
    renderWithUnits(<ForecastPanels place={PLACES.zurich} />);
    const models = await screen.findByRole('region', { name: 'Compare forecast models' });
    await user.click(within(models).getByLabelText('ECMWF IFS'));
    await user.click(within(models).getByLabelText('ICON (DWD)'));
    const sentence = await within(models).findByText(/^Models (agree within|differ by up to) \d+° over the next 24 hours(: low confidence)?\. They (agree on rain from \d{2}:\d{2}|agree it stays dry|disagree on the rain)\.$/);
    expect(sentence).toHaveClass('model-agreement');
  });

  it('says in the day in words that confidence is low once a loaded comparison has the models far apart', async () => {
    const user = userEvent.setup();
    server.use(
      weatherOverride(async (real, request) => {
        if (!new URL(request.url).searchParams.has('models')) return real;
        const body = (await real.json()) as WeatherResponse;
        // The second model 8° warmer in every hour.
        const models = body.models!.map((series, i) => ({ ...series, temperature_2m: series.temperature_2m.map((value) => (value === null ? null : value + 8 * i)) }));
        return Response.json({ ...body, models }, { headers: real.headers });
      }),
    );
    renderWithUnits(<ForecastPanels place={PLACES.zurich} />);
    const current = await screen.findByRole('region', { name: 'Current conditions' });
    expect(within(current).queryByText(/Low confidence/)).toBeNull();
    const models = await screen.findByRole('region', { name: 'Compare forecast models' });
    await user.click(within(models).getByLabelText('ECMWF IFS'));
    await user.click(within(models).getByLabelText('ICON (DWD)'));
    expect((await within(current).findByText(/ Low confidence: the models differ by up to \d+°\.$/)).parentElement).toHaveClass('day-in-words');
  });

  it('holds room for the picked models’ doubt at a place whose comparison is not at hand, though the last place’s was', async () => {
    const user = userEvent.setup();
    let showPlace = (_place: { lat: number; lon: number }) => {};
    function PlaceShown() {
      const [place, setPlace] = useState<{ lat: number; lon: number }>(PLACES.zurich);
      showPlace = setPlace;
      return <ForecastPanels place={place} />;
    }
    let releaseComparison = () => {};
    const comparisonHeld = new Promise<void>((resolve) => (releaseComparison = resolve));
    server.use(
      weatherOverride(async (real, request) => {
        const url = new URL(request.url);
        if (url.searchParams.has('models') && url.searchParams.get('lat') === String(PLACES.london.lat)) await comparisonHeld;
        return real;
      }),
    );
    const { queryClient } = renderWithUnits(<PlaceShown />);
    const models = await screen.findByRole('region', { name: 'Compare forecast models' });
    await user.click(within(models).getByLabelText('ECMWF IFS'));
    await user.click(within(models).getByLabelText('ICON (DWD)'));
    await within(models).findByText(/^Models (agree|differ)/);
    // London's forecast at hand, its comparison not: the panels stay drawn as the place changes.
    await queryClient.prefetchQuery(weatherQueryOptions(PLACES.london));
    act(() => showPlace(PLACES.london));
    const words = within(panel('Current conditions')).getByText((_, element) => element?.classList.contains('day-in-words') ?? false);
    expect(words.querySelector('[aria-hidden="true"]')).not.toBeNull();
    releaseComparison();
  });

  it('shows a clear message when the comparison cannot be loaded', async () => {
    const user = userEvent.setup();
    server.use(
      weatherOverride((real, request) =>
        new URL(request.url).searchParams.has('models') ? Response.json({ detail: 'down' }, { status: 503 }) : real,
      ),
    );
    renderWithUnits(<ForecastPanels place={PLACES.zurich} />);
    const models = await screen.findByRole('region', { name: 'Compare forecast models' });
    await user.click(within(models).getByLabelText('ICON (DWD)'));
    expect(await within(models).findByText('Could not load the model comparison')).toBeInTheDocument();
  });
});
