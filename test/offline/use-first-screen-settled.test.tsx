import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFirstScreenSettled } from '../../src/offline/use-first-screen-settled';

function Screen({ answer }: { answer: Promise<string> }) {
  useQuery({ queryKey: ['first screen'], queryFn: () => answer, networkMode: 'always' });
  return <p>{useFirstScreenSettled() ? 'settled' : 'drawing'}</p>;
}

function renderScreen(answer: Promise<string>): QueryClient {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <Screen answer={answer} />
    </QueryClientProvider>,
  );
  return client;
}

describe('waiting for the first screen to be drawn', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('settles a quiet second after the last request, never while one is under way', async () => {
    let answer!: (text: string) => void;
    renderScreen(new Promise<string>((resolve) => (answer = resolve)));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByText('drawing')).toBeInTheDocument();
    await act(async () => answer('sunny'));
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(screen.getByText('drawing')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('settled')).toBeInTheDocument();
  });

  it('starts the quiet second again when another request begins within it', async () => {
    const client = renderScreen(Promise.resolve('sunny'));
    await act(() => vi.advanceTimersByTimeAsync(600));
    let answer!: (text: string) => void;
    void act(() => client.fetchQuery({ queryKey: ['later'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)), networkMode: 'always' }));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.getByText('drawing')).toBeInTheDocument();
    await act(async () => answer('cloudy'));
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(screen.getByText('drawing')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('settled')).toBeInTheDocument();
  });

  it('stops waiting after ten seconds for a screen that is still loading', async () => {
    renderScreen(new Promise<string>(() => {}));
    await act(() => vi.advanceTimersByTimeAsync(9_900));
    expect(screen.getByText('drawing')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('settled')).toBeInTheDocument();
  });
});
