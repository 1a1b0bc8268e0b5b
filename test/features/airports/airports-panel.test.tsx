import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AirportsPanel } from '../../../src/features/airports/components/airports-panel';
import { server } from '../../setup/msw';
import { resetAppDb } from '../../support/app-db';
import { renderWithProviders } from '../../support/render';

const ZURICH = { lat: 47.3769, lon: 8.5417 };
/** The far South Pacific: no airport within 500 km. */
const OPEN_OCEAN = { lat: -50, lon: -120 };

/** The `count` parameter of every airports request the panel makes. */
function recordCounts(): string[] {
  const counts: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/py/airports/nearest') counts.push(url.searchParams.get('count') ?? '');
  };
  server.events.on('request:start', listener);
  return counts;
}

function rows() {
  return within(screen.getByRole('list')).getAllByRole('listitem');
}

function distances(): number[] {
  return rows().map((row) => Number.parseFloat(row.querySelector('.airports__distance')!.textContent!));
}

// The mock loads its airport data on first use; that must not count against a test's wait.
beforeAll(async () => {
  await fetch(`http://localhost/api/py/airports/nearest?lat=${ZURICH.lat}&lon=${ZURICH.lon}`);
});

beforeEach(resetAppDb);

afterEach(() => server.events.removeAllListeners());

describe('AirportsPanel', () => {
  it('lists the five nearest airports by default, closest first, with ICAO code, name and distance in km', async () => {
    const counts = recordCounts();
    renderWithProviders(<AirportsPanel {...ZURICH} />);
    await screen.findByRole('list');
    expect(rows()).toHaveLength(5);
    expect(counts).toEqual(['5']);
    expect(screen.getByRole('combobox', { name: 'Airports shown' })).toHaveValue('5');
    const zurich = screen.getByRole('link', { name: /^LSZH Zürich Airport: forecast at the airport$/ });
    expect(zurich).toHaveTextContent('LSZH');
    expect(rows()[1]).toHaveTextContent(/9 km$/);
    const shown = distances();
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
  });

  it('shows distances in miles when the units setting says so', async () => {
    renderWithProviders(<AirportsPanel {...ZURICH} distanceUnit="mi" />);
    await screen.findByRole('list');
    // LSZH is 9 km away: 5.6 miles.
    expect(rows()[1]).toHaveTextContent(/5\.6 mi$/);
  });

  it('asks for as many airports as the count control says, and remembers the choice', async () => {
    const counts = recordCounts();
    const first = renderWithProviders(<AirportsPanel {...ZURICH} />);
    await screen.findByRole('list');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Airports shown' }), '12');
    await waitFor(() => expect(rows()).toHaveLength(12));
    expect(counts).toEqual(['5', '12']);
    const shown = distances();
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    first.unmount();

    renderWithProviders(<AirportsPanel {...ZURICH} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Airports shown' })).toHaveValue('12'));
    await waitFor(() => expect(rows()).toHaveLength(12));
    expect(counts).toEqual(['5', '12', '12']);
  });

  it('says so when no airport lies within 500 km', async () => {
    renderWithProviders(<AirportsPanel {...OPEN_OCEAN} />);
    expect(await screen.findByText('No airports within 500 km')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('opens the forecast at the position of a chosen airport and tells the app which one', async () => {
    const onSelectAirport = vi.fn();
    const { location } = renderWithProviders(<AirportsPanel {...ZURICH} onSelectAirport={onSelectAirport} />);
    const link = await screen.findByRole('link', { name: /^LSZH .*forecast at the airport$/i });
    expect(link).toHaveAttribute('href', '/at/47.4581,8.5481');
    await userEvent.click(link);
    expect(location.history).toContain('/at/47.4581,8.5481');
    expect(onSelectAirport).toHaveBeenCalledWith(expect.objectContaining({ icao: 'LSZH' }));
  });

  it('offers a button per airport when the service gives no position', async () => {
    server.use(
      http.get('*/api/py/airports/nearest', () =>
        HttpResponse.json({ airports: [{ icao: 'LSZH', name: 'Zurich Airport', distanceKm: 9 }], source: 'db' }),
      ),
    );
    const onSelectAirport = vi.fn();
    renderWithProviders(<AirportsPanel {...ZURICH} onSelectAirport={onSelectAirport} />);
    await userEvent.click(await screen.findByRole('button', { name: 'LSZH Zurich Airport' }));
    expect(onSelectAirport).toHaveBeenCalledWith({ icao: 'LSZH', name: 'Zurich Airport', distanceKm: 9 });
  });

  it('keeps the rest of the screen on a 503 and lists the airports after a retry', async () => {
    server.use(http.get('*/api/py/airports/nearest', () => HttpResponse.json({ detail: 'down' }, { status: 503 })));
    renderWithProviders(
      <>
        <p>The forecast stays</p>
        <AirportsPanel {...ZURICH} />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The weather service is unavailable right now');
    expect(screen.getByText('The forecast stays')).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list');
    expect(rows()).toHaveLength(5);
  });
});
