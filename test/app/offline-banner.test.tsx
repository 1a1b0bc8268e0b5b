import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfflineBanner } from '../../src/app/offline-banner';
import { goOffline } from '../support/network';
import { renderWithProviders } from '../support/render';

function ShowsData({ fetchedAt }: { fetchedAt: number }) {
  useQuery({ queryKey: ['shown', fetchedAt], queryFn: () => ({ data: 1, fetchedAt, headers: {} }) });
  return null;
}

describe('OfflineBanner', () => {
  it('stays hidden while online', () => {
    renderWithProviders(<OfflineBanner />);
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it('offline, says when the oldest data on screen is from, in local time, and its age', async () => {
    const older = new Date(Date.now() - 2 * 60 * 60_000);
    const newer = new Date(older.getTime() + 60 * 60_000);
    renderWithProviders(
      <>
        <ShowsData fetchedAt={newer.getTime()} />
        <ShowsData fetchedAt={older.getTime()} />
        <OfflineBanner />
      </>,
    );
    goOffline();
    const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(older);
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(/^You are offline\. The data shown is from .+ \(2 h ago\)\.$/);
    expect(banner).toHaveTextContent(time);
  });

  it('offline with nothing on screen, says only saved data can be shown', async () => {
    renderWithProviders(<OfflineBanner />);
    goOffline();
    expect(await screen.findByRole('status')).toHaveTextContent('Only data saved earlier can be shown.');
  });
});
