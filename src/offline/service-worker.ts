import { useRegisterSW } from 'virtual:pwa-register/react';
import { keepCataloguesOffline } from './offline-catalogues';
import { registerPeriodicRefresh } from './periodic-refresh';

/** Registers the service worker; a new version waits for the person to reload (`registerType: 'prompt'`). */
export function useServiceWorkerUpdate() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // Mounted only after the first screen is drawn (UpdateToast): installing precaches the whole app.
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
