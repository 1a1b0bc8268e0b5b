import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useState, type ReactNode } from 'react';
import { resumePlantOutbox } from '../features/plants/outbox/plant-outbox';
import { createPersistOptions, createQueryClient } from './query-client';
import { SavedUnits } from './saved-units';

/**
 * Queries wait for the persisted cache to be restored before they run, so a cold offline
 * start shows the last answers instead of a failed fetch.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [persistOptions] = useState(() => createPersistOptions(queryClient));
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      onSuccess={() => {
        void queryClient.resumePausedMutations();
        void resumePlantOutbox(queryClient);
      }}
      // The plant outbox lives in its own ledger: an unreadable cache must not strand it.
      onError={() => void resumePlantOutbox(queryClient)}
    >
      <SavedUnits>{children}</SavedUnits>
    </PersistQueryClientProvider>
  );
}
