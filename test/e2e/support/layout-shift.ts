import type { Page } from 'playwright-core';

interface ShiftState {
  shifted: number;
  /** Each shift's time, value and the elements it moved, from where to where. */
  sources: string[];
}

/** Starts adding up the page's layout shifts (from now on, or, with `fromLoad`, from its next load). */
export async function watchLayoutShifts(page: Page, { fromLoad = false } = {}): Promise<void> {
  const watch = () => {
    const state = window as unknown as ShiftState;
    state.shifted = 0;
    state.sources = [];
    type Shift = PerformanceEntry & { value: number; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    const name = (node: Node | undefined) => (node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : (node?.nodeName ?? 'a removed node'));
    const rect = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}×${height}`;
    const record = (entry: Shift) => {
      state.shifted += entry.value;
      const moved = entry.sources.map((source) => `${name(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`);
      state.sources.push(`${entry.value} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
    };
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => record(entry as Shift))).observe({
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

/** What the shifts since `watchLayoutShifts` moved, for the message of a failed expectation. */
export async function layoutShiftSources(page: Page): Promise<string> {
  const sources = await page.evaluate(() => (window as unknown as ShiftState).sources);
  return `layout shifts: ${sources.length === 0 ? 'none' : sources.join(' | ')}`;
}
