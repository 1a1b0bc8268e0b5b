import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { apiConfig } from '../api/config';
import { onNotificationClick, onNotificationClose } from './notification-events';
import { onPeriodicSync } from './periodic-refresh';
import { navigationDenylist } from './routes';
import { registerRuntimeCaching } from './runtime-caching';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

// A new version waits for the person's "Reload" (the page posts SKIP_WAITING), so no half-filled form is lost.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first install controls the open page at once, so its API answers get cached too.
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: navigationDenylist(apiConfig.weatherBaseUrl, apiConfig.plantsBaseUrl),
  }),
);
registerRuntimeCaching();

self.addEventListener('periodicsync', (event) => onPeriodicSync(event, self.registration));
self.addEventListener('notificationclick', (event) => onNotificationClick(self, event));
self.addEventListener('notificationclose', onNotificationClose);
