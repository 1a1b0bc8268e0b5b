import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from '../../../src/app/frame/offline-banner';
import { activateLanguage } from '../../../src/i18n/i18n';
import { formatAge } from '../../../src/lib/relative-time';
import { goOffline } from '../../support/network';
import { renderWithProviders } from '../../support/render';

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

describe('OfflineBanner in Shona', () => {
  afterEach(async () => {
    vi.useRealTimers();
    localStorage.clear();
    await act(() => activateLanguage('en'));
  });

  it('says the person is offline, and the time and age of the oldest data shown, in Shona', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-01T15:30:00Z'));
    await act(() => activateLanguage('sn'));
    const fetchedAt = Date.now() - 2 * 60 * 60_000;
    renderWithProviders(
      <>
        <ShowsData fetchedAt={fetchedAt} />
        <OfflineBanner />
      </>,
    );
    goOffline();
    // The time is the device's clock as Shona writes it (the English test checks its value).
    const banner = (await screen.findByRole('status')).textContent?.replace(/\s+/g, ' ');
    expect(banner).toMatch(/^Hauna indaneti\. Dhata riri kuratidzwa rakabva pa.*\d:\d\d.* \(/);
    expect(banner?.endsWith(`(${formatAge(fetchedAt, Date.now())}).`.replace(/\s+/g, ' '))).toBe(true);
  });

  it('offline with nothing on screen, says in Shona that only saved data can be shown', async () => {
    await act(() => activateLanguage('sn'));
    renderWithProviders(<OfflineBanner />);
    goOffline();
    expect(await screen.findByRole('status')).toHaveTextContent('Hauna indaneti. Dhata rakachengetwa kare chete ndiro rinogona kuratidzwa.');
  });
});
