import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { mountLater } from './deferred';
import { useWhenNear } from './use-when-near';

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, summary, [tabindex]:not([tabindex="-1"])';

/**
 * Draws `children` only when they come near the view (half a screen ahead, in a task of their
 * own), with `placeholder` in their place until then: a long screen then creates and lays out
 * only what the person is about to see. The placeholder keeps the part's height, so nothing
 * moves when it is drawn. The part is drawn at once where the browser cannot tell what is near,
 * when the page is printed, and when the keyboard reaches it: the waiting box takes the focus, and
 * hands it to the first control of what it became. A link to its card scrolls the card into view,
 * which brings the part near.
 */
export function WhenNear({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  // Where the browser cannot tell what is near, it is drawn with the rest.
  const [ready, setReady] = useState(() => typeof IntersectionObserver === 'undefined');
  const focused = useRef(false);
  const cancel = useRef<() => void>(undefined);
  const mountNow = useCallback(() => {
    cancel.current?.();
    setReady(true);
  }, []);
  const mountSoon = useCallback(() => {
    cancel.current ??= mountLater(() => setReady(true));
  }, []);
  useWhenNear(box, mountSoon);
  useEffect(() => {
    if (ready) return;
    window.addEventListener('beforeprint', mountNow);
    return () => {
      window.removeEventListener('beforeprint', mountNow);
      cancel.current?.();
    };
  }, [ready, mountNow]);
  useLayoutEffect(() => {
    const element = box.current;
    if (!ready || !focused.current || !element) return;
    focused.current = false;
    // The focused placeholder is gone: the focus goes on to what replaced it.
    if (element.contains(document.activeElement) && document.activeElement !== element) return;
    const first = element.querySelector<HTMLElement>(TABBABLE);
    if (first) return first.focus();
    element.tabIndex = -1;
    element.focus();
  }, [ready]);
  const onFocus = () => {
    if (ready) return;
    focused.current = true;
    mountNow();
  };
  return (
    <div ref={box} className={ready ? undefined : 'when-near--waiting'} tabIndex={ready ? undefined : 0} onFocus={onFocus}>
      {ready ? children : placeholder}
    </div>
  );
}
