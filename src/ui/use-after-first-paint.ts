import { useSettled } from './use-settled';

let painted = false;
let firstPaint: Promise<void> | undefined;

/**
 * Resolves after the page has painted the frame that follows the first call: the animation frame
 * comes before that paint, and a task queued from it runs after.
 */
function afterFirstPaint(): Promise<void> {
  firstPaint ??= new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done))).then(() => {
    painted = true;
  });
  return firstPaint;
}

/**
 * False while the app's first screen is being drawn, true from the frame after it has painted
 * (and at once on every screen after it). What can come a frame later without moving anything —
 * code for a strip whose room is already held, a tooltip's exact time — waits for it, so that the
 * first render, the one that puts the data on screen, does only what is seen at once.
 */
export function useAfterFirstPaint(): boolean {
  const ready = useSettled(() => painted, afterFirstPaint);
  // Asked during the first render, so the frame waited for is the one that paints it.
  if (!ready) void afterFirstPaint();
  return ready;
}
