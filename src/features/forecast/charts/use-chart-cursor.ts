import { useState, type KeyboardEvent } from 'react';

/** Where each arrow points on a chart whose time runs left to right. */
const STEPS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/** The highlighted point: arrows step the way they point (`rtl`: time from the right), Home/End jump, hover sets it. */
export function useChartCursor(count: number, rtl = false) {
  const [active, setActive] = useState<number | undefined>(undefined);
  function onKeyDown(event: KeyboardEvent) {
    const arrow = STEPS[event.key];
    const step = arrow === undefined ? undefined : rtl ? -arrow : arrow;
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
