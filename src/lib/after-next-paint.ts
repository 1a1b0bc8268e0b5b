/** A page that paints no frames (a hidden tab) still runs what waits for one, this much later. */
const HIDDEN_PAGE_MS = 100;

/** Runs `run` in a task after the next frame has painted (a bare timer usually runs before the paint). */
export function afterNextPaint(run: () => void): void {
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once));
  setTimeout(once, HIDDEN_PAGE_MS);
}
