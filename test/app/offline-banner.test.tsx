import { onlineManager, useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineBanner } from '../../src/app/offline-banner';
import { renderWithProviders } from '../support/render';

function ShowsData({ fetchedAt }: { fetchedAt: number }) {
  useQuery({ queryKey: ['shown', fetchedAt], queryFn: () => ({ data: 1, fetchedAt, headers: {} }) });
  return null;
}

afterEach(() => act(() => onlineManager.setOnline(true)));

describe('OfflineBanner', () => {
  it('stays hidden while online', () => {
    renderWithProviders(<OfflineBanner />);
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it('offline, says how old the oldest data on screen is, in local time', async () => {
    const older = new Date();
    older.setHours(9, 5, 0, 0);
    const newer = new Date(older.getTime() + 60 * 60_000);
    renderWithProviders(
      <>
        <ShowsData fetchedAt={newer.getTime()} />
        <ShowsData fetchedAt={older.getTime()} />
        <OfflineBanner />
      </>,
    );
    // Both answers arrive (a microtask each) before the network goes.
    await act(async () => onlineManager.setOnline(false));
    const expected = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(older);
    expect(screen.getByRole('status')).toHaveTextContent(`You are offline. The data shown is from ${expected}.`);
  });

  it('offline with nothing on screen, says only saved data can be shown', () => {
    renderWithProviders(<OfflineBanner />);
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent('Only data saved earlier can be shown.');
  });
});
