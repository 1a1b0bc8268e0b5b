import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WeatherResponse } from '../../../src/api/schemas/weather';
import { HourlyOutlook } from '../../../src/features/forecast/components/hourly-outlook';
import { server } from '../../setup/msw';
import { PLACES, renderWithUnits, weatherOverride } from '../../support/forecast-fixtures';

describe('the home card’s hourly outlook', () => {
  it('shows the next hours from the one under way', async () => {
    renderWithUnits(<HourlyOutlook {...PLACES.zurich} />);
    const hours = await screen.findByRole('region', { name: 'Hour by hour' });
    expect(within(hours).getAllByRole('listitem')).toHaveLength(24);
    expect(within(hours).getAllByRole('listitem')[0]).toHaveTextContent(/^Now/);
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
