import type { PointName } from './chart-frame';

/** Charts whose table a person opened on the placeholder, before the chart's code came. */
const openedEarly = new Set<PointName>();

/** The placeholder's table toggle, remembered for the chart that replaces it. */
export function noteEarlyToggle(pointName: PointName, open: boolean): void {
  if (open) openedEarly.add(pointName);
  else openedEarly.delete(pointName);
}

/** Whether the chart's table starts open, as the person left the placeholder's; asked once per chart. */
export function takeOpenedEarly(pointName: PointName): boolean {
  return openedEarly.delete(pointName);
}

/** Forgets every toggle: they belong to the place on screen, not to the next one. */
export function forgetEarlyToggles(): void {
  openedEarly.clear();
}
