import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../src/api/client';
import { ApiError } from '../../src/api/errors';
import { RESTORE_PATIENCE_MS, trackRestore } from '../../src/offline/restore-state';
import { QueryContent } from '../../src/ui/query-content';
import { goOffline } from '../support/network';
import { renderWithProviders } from '../support/render';

const HOUR = 3_600_000;

function answer(value: string, fetchedAt = Date.now()): ApiResult<string> {
  return { endpoint: '/api/thing', data: value, fetchedAt, ageFrom: 'service', headers: {} };
}

function Panel({ load, variant }: { load: () => Promise<ApiResult<string>>; variant?: 'row' }) {
  const query = useQuery({ queryKey: ['thing'], queryFn: load });
  return (
    <QueryContent query={query} variant={variant} what="The thing" errorTitle="Could not load the thing" loadingLabel="Loading the thing…">
      {(value) => <p>Value: {value}</p>}
    </QueryContent>
  );
}

describe('QueryContent', () => {
  it('shows a skeleton while pending, then the data with its age and a Refresh that asks again', async () => {
    const load = vi.fn().mockResolvedValueOnce(answer('one')).mockResolvedValueOnce(answer('two'));
    renderWithProviders(<Panel load={load} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the thing…');
    expect(await screen.findByText('Value: one')).toBeInTheDocument();
    expect(screen.getByText(/^Updated/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Value: two')).toBeInTheDocument();
  });

  it('says "not downloaded" for a query paused offline with nothing saved, without a useless Retry', () => {
    goOffline();
    // Back online after the test, the paused query goes on and gets an answer.
    const load = vi.fn(() => Promise.resolve(answer('later')));
    renderWithProviders(<Panel load={load} />);
    expect(screen.getByText('The thing: not downloaded')).toBeInTheDocument();
    expect(screen.getByText('Available when you are online.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads, rather than saying "not downloaded", while the saved answers are still being read back offline', async () => {
    goOffline();
    let restored!: () => void;
    trackRestore(new Promise<void>((done) => (restored = done)));
    renderWithProviders(<Panel load={() => Promise.resolve(answer('later'))} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the thing…');
    expect(screen.queryByText('The thing: not downloaded')).toBeNull();
    act(() => restored());
    expect(await screen.findByText('The thing: not downloaded')).toBeInTheDocument();
  });

  it('offline, loads while the service worker is asked for a first answer, and shows it when the worker has one', async () => {
    goOffline();
    let answered!: (result: ApiResult<string>) => void;
    function OfflineFirstPanel() {
      const query = useQuery({ queryKey: ['thing'], queryFn: () => new Promise<ApiResult<string>>((done) => (answered = done)), networkMode: 'offlineFirst' });
      return (
        <QueryContent query={query} what="The thing" errorTitle="Could not load the thing" loadingLabel="Loading the thing…">
          {(value) => <p>Value: {value}</p>}
        </QueryContent>
      );
    }
    renderWithProviders(<OfflineFirstPanel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the thing…');
    expect(screen.queryByText('The thing: not downloaded')).toBeNull();
    act(() => answered(answer('from the worker')));
    expect(await screen.findByText('Value: from the worker')).toBeInTheDocument();
  });

  it('says "not downloaded" after a restore that never settles, once its patience is spent', () => {
    vi.useFakeTimers();
    try {
      goOffline();
      trackRestore(new Promise<void>(() => undefined));
      renderWithProviders(<Panel load={() => Promise.resolve(answer('later'))} />);
      expect(screen.getByRole('status')).toHaveTextContent('Loading the thing…');
      act(() => vi.advanceTimersByTime(RESTORE_PATIENCE_MS));
      expect(screen.getByText('The thing: not downloaded')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a service error (5xx) with a Try again that loads the data', async () => {
    const load = vi.fn().mockRejectedValueOnce(new ApiError('http', 'down', 503)).mockResolvedValueOnce(answer('back'));
    renderWithProviders(<Panel load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the thingThe weather service is unavailable right now');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Value: back')).toBeInTheDocument();
  });

  it('names an unreachable service, not the connection, when the browser is online', async () => {
    renderWithProviders(<Panel load={() => Promise.reject(new ApiError('timeout', 'silent'))} />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Can't reach the weather service");
  });

  it('holds Try again back for the Retry-After of a 429 and counts it down', async () => {
    renderWithProviders(<Panel load={() => Promise.reject(new ApiError('http', 'slow', 429, 30))} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. You can try again in 30 s.');
    expect(screen.getByRole('button', { name: /^Try again in (29|30) s$/ })).toBeDisabled();
  });

  it('keeps stale data on screen with its age and says why a refresh failed', async () => {
    const load = vi.fn().mockResolvedValueOnce(answer('old', Date.now() - 30 * HOUR)).mockRejectedValueOnce(new ApiError('http', 'slow', 429, 20));
    renderWithProviders(<Panel load={load} />);
    expect(await screen.findByText('Value: old')).toBeInTheDocument();
    expect(screen.getByText(/may be out of date/)).toBeInTheDocument();
    expect(screen.getByText(/^Updated/)).toHaveTextContent('Updated 30 h ago');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not refresh: Too many requests. You can try again in 20 s.');
    expect(screen.getByText('Value: old')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Refresh in (19|20) s$/ })).toBeDisabled();
  });

  it('online, says the service cannot be reached when the answer is the service worker\'s replayed copy, with its age', async () => {
    renderWithProviders(<Panel load={() => Promise.resolve({ ...answer('cached', Date.now() - 30 * HOUR), replayed: true })} />);
    expect(await screen.findByText('Value: cached')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("Could not refresh: Can't reach the weather service. It is not answering; trying again.");
    expect(screen.getByText(/^Updated/)).toHaveTextContent('Updated 30 h ago');
  });

  it('offline, a replayed copy is simply the copy saved on this device', async () => {
    renderWithProviders(<Panel load={() => Promise.resolve({ ...answer('cached'), replayed: true })} />);
    expect(await screen.findByText('Value: cached')).toBeInTheDocument();
    goOffline();
    expect(screen.getByText('Offline: showing the copy saved on this device.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says saved data is the copy on this device while offline, and Refresh waits for the network', async () => {
    renderWithProviders(<Panel load={() => Promise.resolve(answer('saved'))} />);
    expect(await screen.findByText('Value: saved')).toBeInTheDocument();
    goOffline();
    expect(screen.getByText('Offline: showing the copy saved on this device.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
  });
});

describe('QueryContent in a list row', () => {
  it('puts the age beside the data', async () => {
    renderWithProviders(<Panel variant="row" load={() => Promise.resolve(answer('saved', Date.now() - 3 * HOUR))} />);
    expect(await screen.findByText('Value: saved')).toBeInTheDocument();
    expect(screen.getByText('· 3 h ago')).toHaveClass('data-age--stale');
  });

  it('says a row was never downloaded while offline', () => {
    goOffline();
    renderWithProviders(<Panel variant="row" load={() => Promise.resolve(answer('later'))} />);
    expect(screen.getByText('Not downloaded — available when you are online')).toBeInTheDocument();
  });

  it('names the service unreachable in a row whose answer is a replayed copy', async () => {
    renderWithProviders(<Panel variant="row" load={() => Promise.resolve({ ...answer('cached'), replayed: true })} />);
    expect(await screen.findByText('Value: cached')).toBeInTheDocument();
    expect(screen.getByText(/Can't reach the service/)).toBeInTheDocument();
  });

  it('names an unreachable service in a few words', async () => {
    renderWithProviders(<Panel variant="row" load={() => Promise.reject(new ApiError('timeout', 'silent'))} />);
    expect(await screen.findByText("Can't reach the service")).toBeInTheDocument();
  });
});
