import { focusManager, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { fetchEndpoint } from '../../src/api/client';
import { freshForMs } from '../../src/api/freshness';
import { REPLAYED_HEADER } from '../../src/api/replayed-header';
import { createQueryClient } from '../../src/app/query-client';
import { server } from '../setup/msw';
import { goOffline, goOnline } from '../support/network';

const URL = 'http://mock.test/api/counted';
/** How long these queries' answers stay fresh: they name no endpoint, so the table's shortest time. */
const STALE_MS = freshForMs(undefined);

function Counted() {
  const { data } = useQuery({
    queryKey: ['counted'],
    queryFn: async () => (await fetch(URL)).json() as Promise<{ n: number }>,
  });
  return <p>{data ? `answer ${data.n}` : 'loading'}</p>;
}

function countRequests(): { count: () => number } {
  let n = 0;
  server.use(http.get(URL, () => HttpResponse.json({ n: ++n })));
  return { count: () => n };
}

/** Renders a query on the app's own client and waits for its first answer. */
async function renderFirstAnswer(): Promise<void> {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Counted />
    </QueryClientProvider>,
  );
  await screen.findByText('answer 1');
}

/** As renderFirstAnswer, with time faked from here on; returns the requests made. */
async function firstAnswerOnFakeTime(): Promise<{ count: () => number }> {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const requests = countRequests();
  await renderFirstAnswer();
  return requests;
}

function blurThenFocus(): void {
  act(() => focusManager.setFocused(false));
  act(() => focusManager.setFocused(true));
}

/** Fake time moves on by `ms`, and React applies what it brought before the test looks. */
async function passes(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function dropThenRestoreNetwork(): void {
  goOffline();
  goOnline();
}

afterEach(() => {
  vi.useRealTimers();
  act(() => focusManager.setFocused(undefined));
});

describe('the app query client', () => {
  it('does not refetch on focus or reconnect within the 10-minute stale time', async () => {
    const requests = countRequests();
    await renderFirstAnswer();
    blurThenFocus();
    dropThenRestoreNetwork();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.count()).toBe(1);
  });

  it('refetches once on focus and once on reconnect after the data went stale', async () => {
    const requests = await firstAnswerOnFakeTime();
    // Hidden, then offline, while the answer goes stale: nothing asks until the page or the network is back.
    act(() => focusManager.setFocused(false));
    vi.advanceTimersByTime(STALE_MS + 1);
    act(() => focusManager.setFocused(true));
    await screen.findByText('answer 2');
    goOffline();
    vi.advanceTimersByTime(STALE_MS + 1);
    goOnline();
    await screen.findByText('answer 3');
    await vi.advanceTimersByTimeAsync(1000);
    expect(requests.count()).toBe(3);
  });
});

describe('a screen left open', () => {
  it('visible and online, asks again each time its answer goes stale, and only then', async () => {
    const requests = await firstAnswerOnFakeTime();
    await passes(STALE_MS - 1_000);
    expect(requests.count()).toBe(1);
    await passes(2_000);
    expect(await screen.findByText('answer 2')).toBeInTheDocument();
    for (const answer of [3, 4, 5]) {
      await passes(STALE_MS + 1_000);
      expect(await screen.findByText(`answer ${answer}`)).toBeInTheDocument();
    }
    expect(requests.count()).toBe(5);
  });

  it('hidden, asks nothing for a day, and asks at once when shown again', async () => {
    const requests = await firstAnswerOnFakeTime();
    act(() => focusManager.setFocused(false));
    await passes(24 * 60 * 60_000);
    expect(requests.count()).toBe(1);
    act(() => focusManager.setFocused(true));
    expect(await screen.findByText('answer 2')).toBeInTheDocument();
  });

  it('offline, asks nothing for hours (not even from the interval set while online), and asks at once on the return online', async () => {
    const requests = await firstAnswerOnFakeTime();
    await passes(5 * 60_000);
    goOffline();
    await passes(3 * 60 * 60_000);
    expect(requests.count()).toBe(1);
    goOnline();
    expect(await screen.findByText('answer 2')).toBeInTheDocument();
  });
});

describe('answers the service worker replayed from its cache', () => {
  const counted = { path: '/api/counted', schema: v.object({ n: v.number() }) };

  function Replayable() {
    const { data } = useQuery({ queryKey: ['replayable'], queryFn: () => fetchEndpoint(counted, {}) });
    return <p>{data ? `answer ${data.data.n}${data.replayed ? ' (replayed)' : ''}` : 'loading'}</p>;
  }

  /** The first `replays` answers come as the service worker's saved copy, then the service answers; returns when each was asked for. */
  function replayFirst(replays: number): number[] {
    const askedAt: number[] = [];
    server.use(
      http.get('*/api/counted', () => {
        askedAt.push(Date.now());
        return HttpResponse.json({ n: askedAt.length }, { headers: askedAt.length <= replays ? { [REPLAYED_HEADER]: '1' } : {} });
      }),
    );
    return askedAt;
  }

  function renderReplayable(client = createQueryClient()): void {
    render(
      <QueryClientProvider client={client}>
        <Replayable />
      </QueryClientProvider>,
    );
  }

  it('online, asks again after 5 s, 10 s, 20 s… until the service itself answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const askedAt = replayFirst(3);
    renderReplayable();
    await passes(100);
    expect(screen.getByText('answer 1 (replayed)')).toBeInTheDocument();
    await passes(40_000);
    expect(screen.getByText('answer 4')).toBeInTheDocument();
    expect(askedAt.slice(1).map((at, i) => at - askedAt[i]!)).toEqual([5_000, 10_000, 20_000]);
    // A fresh answer ends the retries: within the stale time nothing more is asked.
    await passes(5 * 60_000);
    expect(askedAt).toHaveLength(4);
  });

  it('offline, takes the replayed copy as the saved data and asks again on the return online', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    goOffline();
    const askedAt = replayFirst(1);
    renderReplayable();
    await passes(100);
    expect(screen.getByText('answer 1 (replayed)')).toBeInTheDocument();
    await passes(2 * 60_000);
    expect(askedAt).toHaveLength(1);
    // A replayed copy counts as stale: the return online asks for it again at once.
    goOnline();
    await passes(100);
    expect(screen.getByText('answer 2')).toBeInTheDocument();
  });

  it('offline, a screen that opens on a replayed copy already read does not ask for it again until the return online', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    goOffline();
    const askedAt = replayFirst(1);
    // As the home card's first request does before the first render (src/app/first-data.ts).
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['replayable'], queryFn: () => fetchEndpoint(counted, {}) });
    renderReplayable(client);
    await passes(2 * 60_000);
    expect(screen.getByText('answer 1 (replayed)')).toBeInTheDocument();
    expect(askedAt).toHaveLength(1);
    goOnline();
    await passes(100);
    expect(screen.getByText('answer 2')).toBeInTheDocument();
  });

  it('never replaces a newer answer on screen with an older replayed copy, but says the service was not reached', async () => {
    const client = createQueryClient();
    const newer = { endpoint: '/api/counted', data: { n: 2 }, fetchedAt: Date.now() - 60_000, ageFrom: 'service', headers: {} };
    client.setQueryData(['replayable'], newer, { updatedAt: Date.now() - (STALE_MS + 60_000) });
    server.use(
      http.get('*/api/counted', () =>
        HttpResponse.json({ n: 1 }, { headers: { [REPLAYED_HEADER]: '1', Date: new Date(Date.now() - 3_600_000).toUTCString() } }),
      ),
    );
    render(
      <QueryClientProvider client={client}>
        <Replayable />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('answer 2 (replayed)')).toBeInTheDocument();
  });
});
