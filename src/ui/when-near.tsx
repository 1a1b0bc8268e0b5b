import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { mountLater } from './deferred';
import { useWhenNear } from './use-when-near';

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, summary, [tabindex]:not([tabindex="-1"])';

/** Draws `children` near the view, `placeholder` until then; at once on print, on focus, or without the API. */
export function WhenNear({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
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
