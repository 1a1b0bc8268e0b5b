import type { Page } from 'playwright-core';

interface ShiftState {
  shifted: number;
}

/** Starts adding up the page's layout shifts (from now on, or, with `fromLoad`, from its next load). */
export async function watchLayoutShifts(page: Page, { fromLoad = false } = {}): Promise<void> {
  const watch = () => {
    const state = window as unknown as ShiftState;
    state.shifted = 0;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => (state.shifted += (entry as PerformanceEntry & { value: number }).value))).observe({
      type: 'layout-shift',
      buffered: true,
    });
  };
  if (fromLoad) await page.addInitScript(watch);
  else await page.evaluate(watch);
}

/** The layout shifts added up since `watchLayoutShifts`, once the last frame's are reported. */
export async function layoutShiftTotal(page: Page): Promise<number> {
  // Layout shifts are reported a frame after they happen.
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  return page.evaluate(() => (window as unknown as ShiftState).shifted);
}
