import { useSettled } from './use-settled';

let painted = false;
let firstPaint: Promise<void> | undefined;

/** Resolves after the frame following the first call has painted (a task queued from rAF). */
function afterFirstPaint(): Promise<void> {
  firstPaint ??= new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done))).then(() => {
    painted = true;
  });
  return firstPaint;
}

/** False until the first screen has painted, so the first render does only what is seen at once. */
export function useAfterFirstPaint(): boolean {
  const ready = useSettled(() => painted, afterFirstPaint);
  // Asked during the first render, so the frame waited for is the one that paints it.
  if (!ready) void afterFirstPaint();
  return ready;
}
