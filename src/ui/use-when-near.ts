import { useEffect, type RefObject } from 'react';

// Half a screen ahead: less than the 1.5 screens a loading forecast holds (place-layout.css).
const NEAR = '50% 0px';

/** Calls `onNear` when the element comes near the view; at once where the browser cannot tell. */
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
