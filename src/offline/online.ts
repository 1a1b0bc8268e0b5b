import { onlineManager } from '@tanstack/react-query';

/**
 * TanStack Query assumes it is online until an event says otherwise; a cold start
 * with no network must begin offline so that queries pause instead of failing.
 */
export function startOnlineTracking(): void {
  onlineManager.setOnline(navigator.onLine);
  onlineManager.setEventListener((setOnline) => {
    const goOnline = () => setOnline(true);
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  });
}
