import { useRegisterSW } from 'virtual:pwa-register/react';
import { keepCataloguesOffline } from './offline-catalogues';
import { registerPeriodicRefresh } from './periodic-refresh';

/**
 * Registers the app's service worker. With `registerType: 'prompt'` a new version waits
 * until the person chooses to reload, so a form being filled in is never thrown away.
 */
export function useServiceWorkerUpdate() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // Mounted once the first screen is drawn (UpdateToast): installing downloads and precaches
    // the whole app, which must not compete with that screen for the network and the processor.
    immediate: true,
    onRegisteredSW: (_url, registration) => {
      void registerPeriodicRefresh(registration);
      // Mounted again with each new language (LanguageRoot), so a newly chosen one is kept too.
      void keepCataloguesOffline();
    },
  });
  return {
    updateAvailable: needRefresh,
    reload: () => updateServiceWorker(true),
    dismiss: () => setNeedRefresh(false),
  };
}
