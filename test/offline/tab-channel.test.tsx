import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAnswersAcrossTabs } from '../../src/app/use-answers-across-tabs';
import { SavedPlacesList } from '../../src/features/places/components/saved-places-list';
import { SAVED_PLACES_KEY } from '../../src/features/places/saved-places';
import { openAppDb } from '../../src/offline/db';
import type { TabMessage } from '../../src/offline/tab-channel';
import { resetAppDb } from '../support/app-db';
import { renderWithProviders } from '../support/render';

const zurich = { slug: 'zurich', name: 'Zürich', country: 'CH', lat: 47.37, lon: 8.55 };
const paris = { slug: 'paris', name: 'Paris', country: 'FR', lat: 48.85, lon: 2.35 };

/** Another open tab of the app: its own channel, as a second browser tab would have. */
let otherTab: BroadcastChannel;
let heard: TabMessage[];

beforeEach(async () => {
  await resetAppDb();
  otherTab = new BroadcastChannel('skycache-tabs');
  heard = [];
  otherTab.onmessage = (event: MessageEvent<TabMessage>) => heard.push(event.data);
});
afterEach(() => otherTab.close());

function AnswersAcrossTabs() {
  useAnswersAcrossTabs();
  return null;
}

describe('tabs in step', () => {
  it('shows a place saved in another tab without a reload', async () => {
    await (await openAppDb()).put('kv', [paris], SAVED_PLACES_KEY);
    renderWithProviders(<SavedPlacesList renderWeather={() => null} />);
    expect(await screen.findByRole('link', { name: 'Paris' })).toBeInTheDocument();
    await (await openAppDb()).put('kv', [zurich], SAVED_PLACES_KEY);
    otherTab.postMessage({ type: 'stored', key: SAVED_PLACES_KEY } satisfies TabMessage);
    expect(await screen.findByRole('link', { name: 'Zürich' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Paris' })).toBeNull();
  });

  it('passes a fetched answer on, and takes another tab’s answer only when it is newer', async () => {
    const { queryClient } = renderWithProviders(<AnswersAcrossTabs />);
    await act(() => queryClient.fetchQuery({ queryKey: ['thing'], queryFn: () => Promise.resolve('fetched here') }));
    await waitFor(() => expect(heard).toContainEqual(expect.objectContaining({ type: 'answer', queryKey: ['thing'], data: 'fetched here' })));
    const fetchedAt = queryClient.getQueryState(['thing'])!.dataUpdatedAt;

    otherTab.postMessage({ type: 'answer', queryKey: ['thing'], data: 'older', updatedAt: fetchedAt - 1000 } satisfies TabMessage);
    otherTab.postMessage({ type: 'answer', queryKey: ['other'], data: 'from the other tab', updatedAt: fetchedAt } satisfies TabMessage);
    await waitFor(() => expect(queryClient.getQueryData(['other'])).toBe('from the other tab'));
    expect(queryClient.getQueryData(['thing'])).toBe('fetched here');
    otherTab.postMessage({ type: 'answer', queryKey: ['thing'], data: 'newer', updatedAt: fetchedAt + 1000 } satisfies TabMessage);
    await waitFor(() => expect(queryClient.getQueryData(['thing'])).toBe('newer'));
    // Taken over, not passed on again: no echo between tabs.
    expect(heard.filter((message) => message.type === 'answer')).toHaveLength(1);
  });

  it('keeps a copy the service worker replayed to itself: it is not a fresh answer', async () => {
    const { queryClient } = renderWithProviders(<AnswersAcrossTabs />);
    const replayed = { endpoint: '/api/thing', data: 'saved copy', fetchedAt: 0, ageFrom: 'service', headers: {}, replayed: true };
    await act(() => queryClient.fetchQuery({ queryKey: ['replayed'], queryFn: () => Promise.resolve(replayed) }));
    await act(() => queryClient.fetchQuery({ queryKey: ['fresh'], queryFn: () => Promise.resolve({ ...replayed, replayed: undefined }) }));
    await waitFor(() => expect(heard).toContainEqual(expect.objectContaining({ type: 'answer', queryKey: ['fresh'] })));
    expect(heard).not.toContainEqual(expect.objectContaining({ queryKey: ['replayed'] }));
  });
});
