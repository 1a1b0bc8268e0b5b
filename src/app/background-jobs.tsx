import { useAnswersAcrossTabs } from './use-answers-across-tabs';
import { usePersistentStorageRequest } from './use-persistent-storage-request';
import { useSavedPlacesRefresh } from './use-saved-places-refresh';
import { useWarningNotifications } from './warnings/use-warning-notifications';

/** Work for the whole app that shows nothing of its own; loaded after the first screen (app.tsx). */
export function BackgroundJobs() {
  useSavedPlacesRefresh();
  usePersistentStorageRequest();
  useAnswersAcrossTabs();
  useWarningNotifications();
  return null;
}
