import { focusManager, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../src/app/query-client';
import { server } from '../setup/msw';
import { goOffline, goOnline } from '../support/network';

const URL = 'http://mock.test/api/counted';

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

function blurThenFocus(): void {
  act(() => focusManager.setFocused(false));
  act(() => focusManager.setFocused(true));
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
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = countRequests();
    await renderFirstAnswer();
    vi.advanceTimersByTime(10 * 60_000 + 1);
    blurThenFocus();
    await screen.findByText('answer 2');
    vi.advanceTimersByTime(10 * 60_000 + 1);
    dropThenRestoreNetwork();
    await screen.findByText('answer 3');
    await vi.advanceTimersByTimeAsync(1000);
    expect(requests.count()).toBe(3);
  });
});
