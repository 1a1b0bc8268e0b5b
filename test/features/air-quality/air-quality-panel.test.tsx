import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AirQualityResponseSchema, type AirQualityResponse, type AqiLevel } from '../../../src/api/schemas/air-quality';
import { AirQualityPanel } from '../../../src/features/air-quality/components/air-quality-panel';
import { server } from '../../setup/msw';
import { renderWithProviders } from '../../support/render';
import { backToEnglishAfterEach, speak } from '../../support/speak';

const ZURICH = { lat: 47.3769, lon: 8.5417 };

/** A contract-valid body whose AQI is driven by PM2.5 alone. */
function airQualityBody(aqi: number, level: AqiLevel): AirQualityResponse {
  return v.parse(AirQualityResponseSchema, {
    aqi,
    level,
    dominantPollutant: 'pm2_5',
    pollutants: { pm2_5: 31.5, pm10: 20, o3: 50, no2: 10, so2: 2, co: 300, nh3: 4.2 },
    subIndexes: { pm2_5: aqi, pm10: 18, o3: 23, no2: 5, so2: 1, co: 3 },
    whoGuidelines: { pm2_5: 15, pm10: 45, o3: 100, no2: 25, so2: 40, co: 4000 },
    source: 'test',
    fetchedAt: new Date().toISOString(),
  });
}

function answerAirQuality(body: AirQualityResponse, headers: Record<string, string> = {}) {
  server.use(http.get('*/api/py/airquality', () => HttpResponse.json(body, { headers: { Date: new Date().toUTCString(), ...headers } })));
}

function failAirQuality(status: number, headers: Record<string, string> = {}) {
  let calls = 0;
  server.use(
    http.get('*/api/py/airquality', () => {
      calls += 1;
      return HttpResponse.json({ detail: 'no' }, { status, headers });
    }),
  );
  return { calls: () => calls };
}

// The mock loads its place data on first use; that must not count against a test's wait.
beforeAll(async () => {
  await fetch(`http://localhost/api/py/airquality?lat=${ZURICH.lat}&lon=${ZURICH.lon}`);
});

describe('AirQualityPanel', () => {
  it('shows the AQI, its category, the scaled bar, the dominant pollutant and all seven pollutants from the mock API', async () => {
    renderWithProviders(<AirQualityPanel {...ZURICH} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the air quality');
    const bar = await screen.findByRole('img', { name: /^AQI \d+ of 500 on the EPA scale: / });
    const panel = screen.getByRole('region', { name: 'Air quality' });
    const aqi = Number(/^AQI (\d+)/.exec(bar.getAttribute('aria-label')!)![1]);
    expect(within(panel).getByText(String(aqi), { selector: 'strong' })).toBeInTheDocument();
    expect(within(panel).getByText(/^Dominant pollutant:/)).toBeInTheDocument();
    const table = within(panel).getByRole('table', { name: 'Pollutants now' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(within(table).getAllByText(/^\d+\.\d+× WHO guideline$/)).toHaveLength(6);
    expect(within(panel).getByText(/^Updated/)).toBeInTheDocument();
  });

  it.each([
    [42, 'good', 'Good', 'rgb(0, 228, 0)', 'Air quality is satisfactory'],
    [75, 'moderate', 'Moderate', 'rgb(255, 255, 0)', 'Air quality is acceptable'],
    [120, 'unhealthy_sensitive', 'Unhealthy for Sensitive Groups', 'rgb(255, 126, 0)', 'Members of sensitive groups'],
    [180, 'unhealthy', 'Unhealthy', 'rgb(255, 0, 0)', 'Some members of the general public'],
    [250, 'very_unhealthy', 'Very Unhealthy', 'rgb(143, 63, 151)', 'Health alert'],
    [420, 'hazardous', 'Hazardous', 'rgb(126, 0, 35)', 'Health warning of emergency conditions'],
  ] as const)('shows AQI %i as %s with its name, EPA colour, marker position and health message', async (aqi, level, name, color, message) => {
    answerAirQuality(airQualityBody(aqi, level));
    renderWithProviders(<AirQualityPanel {...ZURICH} />);
    const value = await screen.findByText(String(aqi), { selector: '.aqi-badge__value' });
    const badge = value.closest('p')!;
    expect(badge).toHaveTextContent(`US AQI ${aqi} ${name}`);
    expect(badge).toHaveStyle({ backgroundColor: color });
    expect(screen.getByRole('img', { name: `AQI ${aqi} of 500 on the EPA scale: ${name}` })).toBeInTheDocument();
    expect(parseFloat(document.querySelector<HTMLElement>('.aqi-scale__marker')!.style.insetInlineStart)).toBeCloseTo((aqi / 500) * 100, 2);
    expect(screen.getByText(new RegExp(`^${message}`))).toBeInTheDocument();
  });

  it('asks for the air only once the frame showing what came with it has painted, so the request never delays that frame', async () => {
    let painted = false;
    let paintedWhenAsked: boolean | undefined;
    // A frame that paints a little after the render, as a browser's does; no request may come before it.
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) =>
      setTimeout(() => {
        painted = true;
        frame(performance.now());
      }, 20),
    );
    server.use(
      http.get('*/api/py/airquality', () => {
        paintedWhenAsked ??= painted;
      }),
    );
    try {
      renderWithProviders(<AirQualityPanel {...ZURICH} />);
      expect(screen.getByRole('status')).toHaveTextContent('Loading the air quality');
      await screen.findByRole('img', { name: /^AQI \d+ of 500 on the EPA scale: / });
      expect(paintedWhenAsked).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows NH3 as a concentration with a note that the EPA index does not cover it', async () => {
    answerAirQuality(airQualityBody(42, 'good'));
    renderWithProviders(<AirQualityPanel {...ZURICH} />);
    const nh3 = (await screen.findByRole('rowheader', { name: /NH₃/ })).closest('tr')!;
    expect(within(nh3).getByText('4.2')).toBeInTheDocument();
    expect(within(nh3).getByText('Not covered')).toHaveAccessibleDescription(/EPA’s Air Quality Index does not cover it/);
    expect(within(nh3).getByText('No WHO guideline')).toBeInTheDocument();
    const pm25 = screen.getByRole('rowheader', { name: /PM2\.5/ }).closest('tr')!;
    expect(within(pm25).getByText('2.1× WHO guideline')).toHaveClass('visually-hidden');
    // Seen under the column's heading, the ratio alone; heard whole.
    expect(within(pm25).getByText('2.1×')).toHaveAttribute('aria-hidden', 'true');
    expect(pm25).toHaveTextContent('dominant');
  });

  it('marks air-quality data that is over an hour old as out of date', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    answerAirQuality({ ...airQualityBody(42, 'good'), fetchedAt: twoHoursAgo.toISOString() }, { Date: new Date().toUTCString() });
    renderWithProviders(<AirQualityPanel {...ZURICH} />);
    expect(await screen.findByText(/may be out of date/)).toBeInTheDocument();
  });

  it('says the service is unavailable on a 503, keeps the rest of the screen, and retries on request', async () => {
    const failures = failAirQuality(503, { 'Retry-After': '30' });
    renderWithProviders(
      <>
        <p>The forecast stays</p>
        <AirQualityPanel {...ZURICH} />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The weather service is unavailable right now');
    expect(screen.getByText('The forecast stays')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Air quality' })).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Pollutants now' })).toBeInTheDocument();
    expect(failures.calls()).toBe(1);
  });

  it('holds the retry back with a countdown until a 429’s Retry-After has passed', async () => {
    failAirQuality(429, { 'Retry-After': '2' });
    renderWithProviders(<AirQualityPanel {...ZURICH} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. You can try again in 2 s.');
    expect(screen.getByRole('button', { name: 'Try again in 2 s' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Try again in 1 s' }, { timeout: 2_000 })).toBeDisabled();
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 2_000 });
    expect(retry).toBeEnabled();
  });

  it('keeps the data shown when a refresh is rate-limited, and holds the next refresh back', async () => {
    answerAirQuality(airQualityBody(42, 'good'));
    renderWithProviders(<AirQualityPanel {...ZURICH} />);
    await screen.findByRole('button', { name: 'Refresh' });
    server.resetHandlers();
    failAirQuality(429, { 'Retry-After': '5' });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not refresh: Too many requests. You can try again in 5 s.');
    expect(screen.getByRole('button', { name: /^Refresh in [45] s$/ })).toBeDisabled();
    expect(screen.getByText('Good')).toBeInTheDocument();
  });

  it('says the service could not be reached on a network error', async () => {
    server.use(http.get('*/api/py/airquality', () => HttpResponse.error()));
    renderWithProviders(<AirQualityPanel {...ZURICH} />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Can't reach the weather service");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});

describe('AirQualityPanel in the person’s language', () => {
  backToEnglishAfterEach();

  it('names the AQI category, its advice, the dominant pollutant and the WHO ratio in French', async () => {
    await speak('fr');
    answerAirQuality(airQualityBody(120, 'unhealthy_sensitive'));
    renderWithProviders(<AirQualityPanel {...ZURICH} />);
    const panel = screen.getByRole('region', { name: 'Qualité de l’air' });
    const category = 'Mauvais pour les personnes sensibles';
    expect(await within(panel).findByRole('img', { name: `IQA 120 sur 500 selon l’échelle de l’EPA\u202f: ${category}` })).toBeInTheDocument();
    expect(within(panel).getByText(category, { selector: '.aqi-badge__category' })).toBeInTheDocument();
    expect(within(panel).getByText(/^Les personnes sensibles peuvent ressentir des effets/)).toBeInTheDocument();
    expect(within(panel).getByText('PM2.5 (Particules fines)', { selector: 'strong' })).toBeInTheDocument();
    const table = within(panel).getByRole('table', { name: 'Polluants en ce moment' });
    expect(within(table).getByText('2,1× la valeur guide de l’OMS')).toBeInTheDocument();
  });

  it('names the AQI category and its advice in Arabic', async () => {
    await speak('ar');
    answerAirQuality(airQualityBody(120, 'unhealthy_sensitive'));
    renderWithProviders(<AirQualityPanel {...ZURICH} />);
    const panel = screen.getByRole('region', { name: 'جودة الهواء' });
    expect(await within(panel).findByText('غير صحية للفئات الحساسة', { selector: '.aqi-badge__category' })).toBeInTheDocument();
    expect(within(panel).getByText(/^قد يتعرض أفراد الفئات الحساسة لآثار صحية/)).toBeInTheDocument();
    expect(within(panel).getByRole('table', { name: 'الملوثات الآن' })).toBeInTheDocument();
  });
});
