import type { ChartKind } from './chart-frame';

/** Charts whose table a person opened on the placeholder, before the chart's code came. */
const openedEarly = new Set<ChartKind>();

/** The placeholder's table toggle, remembered for the chart that replaces it. */
export function noteEarlyToggle(chart: ChartKind, open: boolean): void {
  if (open) openedEarly.add(chart);
  else openedEarly.delete(chart);
}

/** Whether the chart's table starts open, as the person left the placeholder's; asked once per chart. */
export function takeOpenedEarly(chart: ChartKind): boolean {
  return openedEarly.delete(chart);
}

/** Forgets every toggle: they belong to the place on screen, not to the next one. */
export function forgetEarlyToggles(): void {
  openedEarly.clear();
}
