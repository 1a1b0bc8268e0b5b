import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../src/api/client';
import { ApiError } from '../../src/api/errors';
import { DataAge } from '../../src/ui/data-age';
import { QueryContent } from '../../src/ui/query-content';
import { ScreenAge, ScreenAgeProvider } from '../../src/ui/screen-age';
import { goOffline } from '../support/network';
import { renderWithProviders } from '../support/render';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function answer(value: string, fetchedAt: number): ApiResult<string> {
  return { endpoint: '/api/thing', data: value, fetchedAt, ageFrom: 'service', headers: {} };
}

/** A panel of one query whose body is two cards, each saying the age as the forecast's cards do. */
function Panel({ name, load }: { name: string; load: () => Promise<ApiResult<string>> }) {
  const query = useQuery({ queryKey: [name], queryFn: load });
  return (
    <section aria-label={name}>
      <QueryContent query={query} what={name} errorTitle={`Could not load ${name}`} loadingLabel={`Loading ${name}…`}>
        {(value, result) => (
          <>
            <p>Value: {value}</p>
            <DataAge fetchedAt={result.fetchedAt} />
          </>
        )}
      </QueryContent>
    </section>
  );
}

function renderScreen(loads: Record<string, () => Promise<ApiResult<string>>>) {
  return renderWithProviders(
    <ScreenAgeProvider>
      <header aria-label="Screen">
        <ScreenAge />
      </header>
      {Object.entries(loads).map(([name, load]) => (
        <Panel key={name} name={name} load={load} />
      ))}
    </ScreenAgeProvider>,
  );
}

const region = (name: string) => screen.getByRole('region', { name });
const ages = () => screen.queryAllByText(/^Updated/);

describe('a screen whose panels were fetched together', () => {
  it('says their age once, at the top, with one Refresh that asks every panel again', async () => {
    const at = Date.now();
    const air = vi.fn(() => Promise.resolve(answer('air', at)));
    const sky = vi.fn(() => Promise.resolve(answer('sky', at - 20_000)));
    renderScreen({ Air: air, Sky: sky });
    await screen.findByText('Value: sky');
    await screen.findByText('Value: air');
    expect(ages()).toHaveLength(1);
    const top = screen.getByRole('banner', { name: 'Screen' });
    expect(within(top).getByText(/^Updated/)).toHaveTextContent('Updated just now');
    expect(screen.getAllByRole('button', { name: 'Refresh' })).toHaveLength(1);
    await userEvent.click(within(top).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(air).toHaveBeenCalledTimes(2));
    expect(sky).toHaveBeenCalledTimes(2);
  });

  it('lets a panel whose answer is a minute or more older say its own age', async () => {
    const at = Date.now();
    renderScreen({ Air: () => Promise.resolve(answer('air', at)), Sky: () => Promise.resolve(answer('sky', at - 5 * MINUTE)) });
    await screen.findByText('Value: air');
    await screen.findByText('Value: sky');
    // Of two ages, the top says the newer; the older panel says its own, so no data is said to be newer than it is.
    await waitFor(() => expect(within(region('Sky')).getAllByText(/^Updated/)[0]).toHaveTextContent('Updated 5 min ago'));
    for (const age of within(region('Sky')).getAllByText(/^Updated/)) expect(age).toHaveTextContent('Updated 5 min ago');
    expect(within(screen.getByRole('banner', { name: 'Screen' })).getByText(/^Updated/)).toHaveTextContent('Updated just now');
    expect(within(region('Air')).queryByText(/^Updated/)).toBeNull();
  });

  it('says the age most panels share, and lets one fetched later say its own', async () => {
    const at = Date.now();
    renderScreen({
      Air: () => Promise.resolve(answer('air', at - 5 * MINUTE)),
      Sky: () => Promise.resolve(answer('sky', at - 5 * MINUTE)),
      Models: () => Promise.resolve(answer('models', at)),
    });
    for (const value of ['air', 'sky', 'models']) await screen.findByText(`Value: ${value}`);
    await waitFor(() => expect(within(screen.getByRole('banner', { name: 'Screen' })).getByText(/^Updated/)).toHaveTextContent('Updated 5 min ago'));
    for (const age of within(region('Models')).getAllByText(/^Updated/)) expect(age).toHaveTextContent('Updated just now');
    expect(within(region('Air')).queryByText(/^Updated/)).toBeNull();
    expect(within(region('Sky')).queryByText(/^Updated/)).toBeNull();
  });

  it('keeps a stale panel’s age on that panel, marked, with its own Refresh', async () => {
    const at = Date.now();
    renderScreen({ Air: () => Promise.resolve(answer('air', at)), Sky: () => Promise.resolve(answer('sky', at - 3 * HOUR)) });
    await screen.findByText('Value: sky');
    await screen.findByText('Value: air');
    const sky = region('Sky');
    for (const age of within(sky).getAllByText(/^Updated/)) expect(age).toHaveTextContent('Updated 3 h ago · may be out of date');
    expect(within(sky).getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(within(region('Air')).queryByText(/^Updated/)).toBeNull();
    expect(within(screen.getByRole('banner', { name: 'Screen' })).getByText(/^Updated/)).toHaveTextContent('Updated just now');
  });

  it('keeps a failed refresh, with its age, on the panel concerned', async () => {
    const at = Date.now();
    const sky = vi.fn().mockResolvedValueOnce(answer('sky', at)).mockRejectedValueOnce(new ApiError('http', 'down', 503));
    renderScreen({ Air: () => Promise.resolve(answer('air', at)), Sky: sky });
    await screen.findByText('Value: sky');
    await userEvent.click(within(screen.getByRole('banner', { name: 'Screen' })).getByRole('button', { name: 'Refresh' }));
    const alert = await within(region('Sky')).findByRole('alert');
    expect(alert).toHaveTextContent('Could not refresh: The weather service is unavailable right now');
    expect(within(region('Sky')).getAllByText(/^Updated/)[0]).toHaveTextContent('Updated just now');
    expect(within(region('Air')).queryByText(/^Updated/)).toBeNull();
  });

  it('offline, has every panel say it shows the saved copy, with its age, and says nothing at the top', async () => {
    const at = Date.now();
    renderScreen({ Air: () => Promise.resolve(answer('air', at)), Sky: () => Promise.resolve(answer('sky', at)) });
    await screen.findByText('Value: sky');
    await screen.findByText('Value: air');
    goOffline();
    expect(screen.getAllByText('Offline: showing the copy saved on this device.')).toHaveLength(2);
    expect(within(region('Air')).getAllByText(/^Updated/).length).toBeGreaterThan(0);
    expect(within(screen.getByRole('banner', { name: 'Screen' })).queryByText(/^Updated/)).toBeNull();
  });

  it('holds the line’s room (place-layout.css) from the start while online, where the line will come, and not offline', async () => {
    const { container } = renderScreen({ Sky: () => new Promise<ApiResult<string>>(() => undefined) });
    const line = container.querySelector('.screen-age')!;
    expect(line).toHaveClass('screen-age--awaited');
    expect(line).toBeEmptyDOMElement();
    goOffline();
    await waitFor(() => expect(line).not.toHaveClass('screen-age--awaited'));
  });
});
