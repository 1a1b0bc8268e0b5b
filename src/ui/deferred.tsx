import { useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from '../lib/after-next-paint';

const waiting: Array<() => void> = [];

function mountNext() {
  waiting.shift()?.();
  if (waiting.length > 0) setTimeout(mountNext);
}

/**
 * Queues `mount` to run in a task of its own, after every mount queued before it and after the
 * frame showing what was drawn before the queue began; returns its cancel.
 */
export function mountLater(mount: () => void): () => void {
  waiting.push(mount);
  if (waiting.length === 1) afterNextPaint(mountNext);
  return () => {
    const index = waiting.indexOf(mount);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/**
 * Draws `children` in a task of its own once the frame that shows what came before it has
 * painted, one deferred part per task in the order they were drawn, with `placeholder` in their
 * place until then. A screen of many cards then puts the first on screen at once and never holds
 * the processor for the whole screen at a time, so a tap in between is answered at once.
 */
export function Deferred({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  return useMountedLater() ? children : placeholder;
}

/**
 * False on a component's first render, true from its turn in `mountLater`'s queue on; with `when`,
 * the turn is taken once `when` is true (the frame waited for is the one that shows what came with it).
 */
export function useMountedLater(when = true): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => (ready || !when ? undefined : mountLater(() => setReady(true))), [ready, when]);
  return ready;
}
