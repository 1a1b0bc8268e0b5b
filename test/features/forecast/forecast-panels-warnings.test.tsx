import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ForecastPanels } from '../../../src/features/forecast/components/forecast-panels';
import { WARNING_KINDS } from '../../../src/lib/weather-warnings/warning';
import { warningTitle } from '../../../src/lib/weather-warnings/warning-words';
import { server } from '../../setup/msw';
import { calmWeatherOverride, setUpCalmWeatherTests, type HourHazard } from '../../support/calm-weather';
import { PLACES, renderWithUnits } from '../../support/forecast-fixtures';

/** 15 July 2026, 10:00 in Zürich. */
const START = Date.UTC(2026, 6, 15, 8);
const HOUR = 3_600_000;
const calmForecast = (hazards: HourHazard[] = []) => calmWeatherOverride(START, hazards);
const HAZARD_WORDS = new RegExp([...WARNING_KINDS.map(warningTitle), 'Weather warnings'].join('|'));

function renderPlace() {
  return renderWithUnits(<ForecastPanels place={PLACES.zurich} />);
}

setUpCalmWeatherTests(START);

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

  it('says the most pressing warning in the day in words, from the same warnings as the card', async () => {
    server.use(calmForecast([{ hoursFromStart: 2, code: 95 }]));
    renderPlace();
    await screen.findByRole('region', { name: 'Weather warnings' });
    expect(document.querySelector('.day-in-words')?.textContent).toMatch(/Warning: thunderstorms today from /);
  });

  it('adds unhealthy air from the air reading the screen passes in', async () => {
    server.use(calmForecast());
    renderWithUnits(<ForecastPanels place={PLACES.zurich} air={{ usAqi: 180, observedAt: START }} />);
    const region = await screen.findByRole('region', { name: 'Weather warnings' });
    expect(within(region).getByRole('strong').textContent).toBe(warningTitle('air'));
    expect(document.querySelector('.day-in-words')?.textContent).toMatch(/Warning: unhealthy air now\./);
  });
});
