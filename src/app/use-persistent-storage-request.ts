import { useEffect } from 'react';
import { useSavedPlaces } from '../features/places/use-saved-places';
import { requestPersistentStorage } from '../offline/device-storage';

/**
 * Asks for persistent storage once the person has something worth keeping offline: a saved
 * place, or the app installed. Asking earlier would be refused (or prompt) for nothing.
 */
export function usePersistentStorageRequest(): void {
  const hasSavedPlaces = (useSavedPlaces().places?.length ?? 0) > 0;
  useEffect(() => {
    if (hasSavedPlaces) void requestPersistentStorage();
  }, [hasSavedPlaces]);
  useEffect(() => {
    const installed = () => void requestPersistentStorage();
    window.addEventListener('appinstalled', installed);
    return () => window.removeEventListener('appinstalled', installed);
  }, []);
}
