import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Deferred, useMountedLater } from '../../src/ui/deferred';

const weekThenDetails = (
  <>
    <Deferred placeholder={<p>week pending</p>}>
      <p>week</p>
    </Deferred>
    <Deferred placeholder={<p>details pending</p>}>
      <p>details</p>
    </Deferred>
  </>
);

describe('parts of a screen drawn after its first frame', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows placeholders first, then each part in a task of its own, in the order they were drawn', async () => {
    render(
      <>
        <p>first card</p>
        {weekThenDetails}
      </>,
    );
    expect(screen.getByText('first card')).toBeInTheDocument();
    expect(screen.getByText('week pending')).toBeInTheDocument();
    expect(screen.getByText('details pending')).toBeInTheDocument();
    const seen: string[] = [];
    for (let step = 0; step < 500 && seen.length < 2; step++) {
      await act(() => vi.advanceTimersToNextTimerAsync());
      const shown = ['week', 'details'].filter((part) => screen.queryByText(part) !== null);
      // Never two parts in one step: each has its own task.
      expect(shown.length - seen.length).toBeLessThanOrEqual(1);
      seen.push(...shown.filter((part) => !seen.includes(part)));
    }
    expect(seen).toEqual(['week', 'details']);
    expect(screen.queryByText(/pending/)).toBeNull();
  });

  it('waits for the frame that shows the first card, where a timer alone would come before it', async () => {
    const painted = vi.fn();
    render(
      <>
        <p>first card</p>
        {weekThenDetails}
      </>,
    );
    requestAnimationFrame(painted);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(painted).not.toHaveBeenCalled();
    expect(screen.getByText('week pending')).toBeInTheDocument();
    await act(() => vi.advanceTimersToNextFrame());
    expect(painted).toHaveBeenCalled();
    expect(screen.getByText('week pending')).toBeInTheDocument();
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(screen.getByText('week')).toBeInTheDocument();
  });

  it('still draws its parts on a page that paints no frames, as a hidden tab does', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    render(weekThenDetails);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText('week')).toBeInTheDocument();
    expect(screen.getByText('details')).toBeInTheDocument();
  });

  it('takes the turn of a part that waits for something only once that has come, after the frame that shows it', async () => {
    function Air({ forecastIn }: { forecastIn: boolean }) {
      return <p>{useMountedLater(forecastIn) ? 'air' : 'air pending'}</p>;
    }
    const { rerender } = render(<Air forecastIn={false} />);
    await act(() => vi.runAllTimersAsync());
    expect(screen.getByText('air pending')).toBeInTheDocument();
    rerender(<Air forecastIn />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('air pending')).toBeInTheDocument();
    await act(() => vi.advanceTimersToNextFrame());
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(screen.getByText('air')).toBeInTheDocument();
  });

  it('forgets a part taken off the screen before its turn', async () => {
    const { rerender } = render(weekThenDetails);
    rerender(
      <Deferred placeholder={<p>week pending</p>}>
        <p>week</p>
      </Deferred>,
    );
    await act(() => vi.runAllTimersAsync());
    expect(screen.getByText('week')).toBeInTheDocument();
    expect(screen.queryByText(/details/)).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
