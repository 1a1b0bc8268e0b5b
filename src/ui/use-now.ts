import { useEffect, useState } from 'react';

/**
 * The current time, refreshed on an interval so that "5 min ago" keeps telling the truth, and at
 * once when the page is shown again: a phone asleep for hours throttles timers, and a screen it
 * wakes to must not show its data as younger than it is.
 */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const onShow = () => {
      if (document.visibilityState === 'visible') tick();
    };
    const id = setInterval(tick, intervalMs);
    document.addEventListener('visibilitychange', onShow);
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [intervalMs]);
  return now;
}
