import { useState, useSyncExternalStore } from 'react';

interface SharedClock {
  subscribe: (onTick: () => void) => () => void;
  read: () => number;
}

/** One clock per interval, shared by every component that reads it: one timer and one render pass per tick. */
const clocks = new Map<number, SharedClock>();

function sharedClock(intervalMs: number): SharedClock {
  const known = clocks.get(intervalMs);
  if (known) return known;
  const listeners = new Set<() => void>();
  let now = Date.now();
  let toBoundary: ReturnType<typeof setTimeout> | undefined;
  let every: ReturnType<typeof setInterval> | undefined;
  const tick = () => {
    now = Date.now();
    for (const listener of listeners) listener();
  };
  // On the wall clock's boundaries (whole minutes for a minute), so every reader moves at the same moment.
  const start = () => {
    toBoundary = setTimeout(() => {
      tick();
      every = setInterval(tick, intervalMs);
    }, intervalMs - (Date.now() % intervalMs));
  };
  const onShow = () => {
    if (document.visibilityState === 'visible') tick();
  };
  const clock: SharedClock = {
    subscribe(onTick) {
      listeners.add(onTick);
      if (listeners.size === 1) {
        start();
        document.addEventListener('visibilitychange', onShow);
      }
      return () => {
        listeners.delete(onTick);
        if (listeners.size > 0) return;
        clearTimeout(toBoundary);
        clearInterval(every);
        document.removeEventListener('visibilitychange', onShow);
      };
    },
    read() {
      // A reader's own mount time covers a clock that stood still; one the wall clock moved back past is reset.
      if (listeners.size === 0 && Date.now() < now) now = Date.now();
      return now;
    },
  };
  clocks.set(intervalMs, clock);
  return clock;
}

/** The current time, refreshed on an interval and when the page is shown again (sleeping phones throttle timers). */
export function useNow(intervalMs = 30_000): number {
  const clock = sharedClock(intervalMs);
  // A reader that comes later in the interval starts from its own moment, not the last tick's.
  const [mountedAt] = useState(Date.now);
  return Math.max(useSyncExternalStore(clock.subscribe, clock.read), mountedAt);
}
