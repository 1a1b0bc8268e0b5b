import { useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from '../lib/after-next-paint';

const waiting: Array<() => void> = [];

function mountNext() {
  waiting.shift()?.();
  if (waiting.length > 0) setTimeout(mountNext);
}

/** Queues `mount` in its own task, after earlier ones and the next paint; returns its cancel. */
export function mountLater(mount: () => void): () => void {
  waiting.push(mount);
  if (waiting.length === 1) afterNextPaint(mountNext);
  return () => {
    const index = waiting.indexOf(mount);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/** Draws `children` in its own task after the previous paint, one part per task, so taps stay responsive. */
export function Deferred({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  return useMountedLater() ? children : placeholder;
}

/** False on first render, true from its turn in `mountLater`'s queue, which it joins once `when` is true. */
export function useMountedLater(when = true): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => (ready || !when ? undefined : mountLater(() => setReady(true))), [ready, when]);
  return ready;
}
