/** How long a navigation may take to replace the page before failures count as the page's own again. */
export const LEAVING_GRACE_MS = 10_000;

let leaving = false;
let graceTimer: ReturnType<typeof setTimeout> | undefined;

if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    leaving = true;
    // A navigation that does not replace the page (a download, one cancelled) leaves it here.
    clearTimeout(graceTimer);
    graceTimer = setTimeout(() => (leaving = false), LEAVING_GRACE_MS);
  });
  // Shown again from the back/forward cache: whatever fails from now on is the page's own.
  window.addEventListener('pageshow', () => {
    leaving = false;
    clearTimeout(graceTimer);
  });
}

/** Reports a failure unless the page is being left (leaving cancels loads); then only if the page stays. */
export function reportUnlessLeaving(report: () => void): void {
  if (!leaving) return report();
  let left = false;
  const onLeft = () => (left = true);
  window.addEventListener('pagehide', onLeft, { once: true });
  setTimeout(() => {
    window.removeEventListener('pagehide', onLeft);
    if (!left) report();
  }, LEAVING_GRACE_MS);
}
