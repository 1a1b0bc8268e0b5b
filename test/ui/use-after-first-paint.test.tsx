import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { intlDataLoaded, warmUpIntl } from '../../src/lib/intl-warm-up';
import { formatDeviceTime } from '../../src/lib/local-time';
import { AgeShownAbove, DataAge, RowAge } from '../../src/ui/data-age';
import { useAfterFirstPaint } from '../../src/ui/use-after-first-paint';

function Deferred({ name }: { name: string }) {
  return <p>{`${name}: ${useAfterFirstPaint() ? 'all' : 'first frame'}`}</p>;
}

describe('work deferred until the first screen has painted', () => {
  it('waits for the frame after the first render, and never again on screens after it', async () => {
    render(<Deferred name="first screen" />);
    expect(screen.getByText('first screen: first frame')).toBeInTheDocument();
    expect(await screen.findByText('first screen: all')).toBeInTheDocument();
    render(<Deferred name="next screen" />);
    expect(screen.getByText('next screen: all')).toBeInTheDocument();
  });

  it('gives an age its exact time as a tooltip', async () => {
    const fetchedAt = Date.UTC(2026, 10, 23, 6, 30);
    render(<RowAge fetchedAt={fetchedAt} />);
    expect(await screen.findByTitle(formatDeviceTime(fetchedAt, true))).toHaveAttribute('dateTime', new Date(fetchedAt).toISOString());
  });

  it('formats no exact time for an age its screen already says above', async () => {
    const fetchedAt = Date.UTC(2026, 10, 23, 6, 30);
    const shownAt = fetchedAt + 60_000;
    formatDeviceTime(fetchedAt, true);
    // `format` is a getter on the prototype (it hands out a bound function).
    const prototype: { format: unknown } = Intl.DateTimeFormat.prototype;
    const formatted = vi.spyOn(prototype, 'format', 'get');
    render(
      <>
        <AgeShownAbove.Provider value>
          <DataAge fetchedAt={fetchedAt} />
        </AgeShownAbove.Provider>
        <RowAge fetchedAt={shownAt} />
      </>,
    );
    expect(await screen.findByTitle(formatDeviceTime(shownAt, true))).toBeInTheDocument();
    // Once for the row's tooltip, once for the expected text above: none for the age not shown.
    expect(formatted).toHaveBeenCalledTimes(2);
  });

  it("gives the tooltip only once Intl's data has loaded, so that no render of the screen loads it", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      const fetchedAt = Date.UTC(2026, 10, 23, 7, 30);
      const title = formatDeviceTime(fetchedAt, true);
      warmUpIntl('after-paint');
      let loaded = false;
      void intlDataLoaded().then(() => (loaded = true));
      render(<RowAge fetchedAt={fetchedAt} />);
      for (let step = 0; step < 50 && !loaded; step++) {
        expect(screen.queryByTitle(title)).toBeNull();
        await act(() => vi.advanceTimersToNextTimerAsync());
      }
      expect(loaded).toBe(true);
      await act(() => vi.runAllTimersAsync());
      expect(screen.getByTitle(title)).toHaveAttribute('dateTime', new Date(fetchedAt).toISOString());
    } finally {
      vi.useRealTimers();
    }
  });
});
