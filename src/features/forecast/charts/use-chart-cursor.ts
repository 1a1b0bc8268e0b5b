import { useState, type KeyboardEvent } from 'react';

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/** The highlighted point of a chart: Left/Right step, Home/End jump, pointer hover sets it. */
export function useChartCursor(count: number) {
  const [active, setActive] = useState<number | undefined>(undefined);
  function onKeyDown(event: KeyboardEvent) {
    const step = STEPS[event.key];
    let next: number | undefined;
    if (step !== undefined) next = active === undefined ? 0 : Math.min(count - 1, Math.max(0, active + step));
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = count - 1;
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  }
  return { active, setActive, onKeyDown, clear: () => setActive(undefined) };
}
