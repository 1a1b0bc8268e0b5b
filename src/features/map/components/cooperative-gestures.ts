// Cooperative gestures, as in Google Maps embeds: one finger or the wheel scrolls the page, two fingers
// or Ctrl/⌘ + wheel (or a focused map) move the map, and a note says so. Taps still choose a point.

import { t } from '../../../i18n/i18n';

/** How long the note stays after the last gesture that called for it. */
const HINT_MS = 1500;
/** A finger that moves less than this is a tap in the making, not a try at moving the map. */
const TAP_SLOP_PX = 10;

export function gestureHintText(kind: 'touch' | 'wheel', mac: boolean): string {
  if (kind === 'touch') return t('map.gesture.touch');
  return t('map.gesture.wheel', { key: mac ? '⌘' : 'Ctrl' });
}

/** Applies these rules to `map`, listening on `frame` in the capture phase, with `hint` as the note; returns the undo. */
export function cooperativeGestures(frame: HTMLElement, map: HTMLElement, hint: HTMLElement): () => void {
  const mac = /Mac|iPhone|iPad/.test(navigator.userAgent);
  // Leaflet claims every touch (`touch-action: none`): let the browser scroll, keep pinching for the map.
  map.style.touchAction = 'pan-x pan-y';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (kind: 'touch' | 'wheel') => {
    hint.textContent = gestureHintText(kind, mac);
    hint.classList.add('place-map__hint--shown');
    clearTimeout(timer);
    timer = setTimeout(() => hint.classList.remove('place-map__hint--shown'), HINT_MS);
  };

  let oneFingerStart: { x: number; y: number } | undefined;
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (event.touches.length !== 1 || !touch) {
      oneFingerStart = undefined;
      return;
    }
    // Leaflet's dragging starts on a one-finger touchstart: it never gets one, the page scrolls.
    event.stopPropagation();
    oneFingerStart = { x: touch.clientX, y: touch.clientY };
  };
  const onTouchMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!oneFingerStart || event.touches.length !== 1 || !touch) return;
    if (Math.hypot(touch.clientX - oneFingerStart.x, touch.clientY - oneFingerStart.y) < TAP_SLOP_PX) return;
    oneFingerStart = undefined;
    show('touch');
  };
  const onWheel = (event: WheelEvent) => {
    if (event.ctrlKey || event.metaKey || map.contains(document.activeElement)) return;
    // Leaflet would zoom and stop the page scrolling; without it the browser scrolls the page.
    event.stopPropagation();
    show('wheel');
  };

  const options = { capture: true, passive: true };
  frame.addEventListener('touchstart', onTouchStart, options);
  frame.addEventListener('touchmove', onTouchMove, options);
  frame.addEventListener('wheel', onWheel, options);
  return () => {
    clearTimeout(timer);
    frame.removeEventListener('touchstart', onTouchStart, options);
    frame.removeEventListener('touchmove', onTouchMove, options);
    frame.removeEventListener('wheel', onWheel, options);
  };
}
