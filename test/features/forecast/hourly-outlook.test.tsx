import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WeatherResponse } from '../../../src/api/schemas/weather';
import { HourlyOutlook } from '../../../src/features/forecast/components/hourly-outlook';
import { parseApiTime } from '../../../src/lib/local-time';
import { server } from '../../setup/msw';
import { PLACES, renderWithUnits, weatherOverride } from '../../support/forecast-fixtures';

describe('the home card’s hourly outlook', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the next hours from the one under way', async () => {
    renderWithUnits(<HourlyOutlook {...PLACES.zurich} />);
    const hours = await screen.findByRole('region', { name: 'Hour by hour' });
    await waitFor(() => expect(within(hours).getAllByRole('listitem')).toHaveLength(24));
    expect(within(hours).getAllByRole('listitem')[0]).toHaveTextContent(/^Now/);
  });

  it('draws the hours a phone shows at once with the card, and the rest in a task after it', async () => {
    vi.stubGlobal('innerWidth', 390);
    renderWithUnits(<HourlyOutlook {...PLACES.zurich} />);
    const hours = await screen.findByRole('region', { name: 'Hour by hour' });
    // 390 px holds fewer than seven columns of 3.3rem; the first render draws a few more than that.
    expect(within(hours).getAllByRole('listitem')).toHaveLength(9);
    await waitFor(() => expect(within(hours).getAllByRole('listitem')).toHaveLength(24));
  });

  it('says at "Now" the temperature and sky the current conditions say, when they were observed in the hour under way', async () => {
    server.use(
      weatherOverride(async (real) => {
        const body = (await real.json()) as WeatherResponse;
        // A reading apart from every hour's, so the column tells which it shows.
        return Response.json({ ...body, current: { ...body.current, temperature_2m: 31.4, weather_code: 95 } }, { headers: real.headers });
      }),
    );
    renderWithUnits(<HourlyOutlook {...PLACES.zurich} />);
    const now = within(await screen.findByRole('region', { name: 'Hour by hour' })).getAllByRole('listitem')[0]!;
    expect(now).toHaveTextContent(/^Now/);
    expect(within(now).getByText('31°')).toBeInTheDocument();
    expect(within(now).getByRole('img', { name: /thunderstorm/i })).toBeInTheDocument();
  });

  it('keeps the hour’s own forecast at "Now" when the current conditions were observed in an earlier hour', async () => {
    server.use(
      weatherOverride(async (real) => {
        const body = (await real.json()) as WeatherResponse;
        const observed = parseApiTime(body.current.time, body.utc_offset_seconds);
        const twoHoursEarlier = `${new Date(observed - 2 * 3_600_000).toISOString().slice(0, 16)}Z`;
        return Response.json({ ...body, current: { ...body.current, time: twoHoursEarlier, temperature_2m: 31.4 } }, { headers: real.headers });
      }),
    );
    renderWithUnits(<HourlyOutlook {...PLACES.zurich} />);
    const now = within(await screen.findByRole('region', { name: 'Hour by hour' })).getAllByRole('listitem')[0]!;
    expect(now).toHaveTextContent(/^Now/);
    expect(within(now).queryByText('31°')).toBeNull();
  });

  it('says so, instead of an empty row, when every hour of the answer lies in the past', async () => {
    server.use(
      weatherOverride(async (real) => {
        const body = (await real.json()) as WeatherResponse;
        // The same answer two days earlier: each local hour moved back 48 hours.
        const earlier = body.hourly.time.map((time) => time.replace(/^(\d{4}-\d{2}-\d{2})/, (date) => shiftDate(date, -2)));
        return Response.json({ ...body, hourly: { ...body.hourly, time: earlier } }, { headers: real.headers });
      }),
    );
    renderWithUnits(<HourlyOutlook {...PLACES.zurich} />);
    expect(await screen.findByText('Every hour of the saved hourly forecast has passed.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Hour by hour' })).toBeNull();
  });
});

function shiftDate(date: string, days: number): string {
  const shifted = new Date(`${date}T00:00Z`);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
}
