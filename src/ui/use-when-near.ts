import { useEffect, type RefObject } from 'react';

/**
 * Half a screen beyond the view, above and below (a share of the viewport's height): ahead of a
 * person scrolling, by far more than a deferred part takes to load and draw. Not a whole screen:
 * while a place's forecast loads, its skeleton holds a screen and a half (place-layout.css), so
 * what follows it stays beyond this margin until the forecast pushes it further down the page.
 */
const NEAR = '50% 0px';

/**
 * Calls `onNear` when the element comes near the view, as it does for a person about to see it;
 * at once where the browser cannot tell.
 */
export function useWhenNear(ref: RefObject<Element | null>, onNear: () => void): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      onNear();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onNear();
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, onNear]);
}
