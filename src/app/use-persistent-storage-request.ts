import { useEffect } from 'react';
import { useSavedPlaces } from '../features/places/use-saved-places';
import { requestPersistentStorage } from '../offline/device-storage';

/** Asks for persistent storage once there is something worth keeping: a saved place or an install. */
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
