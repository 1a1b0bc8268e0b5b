import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { keepPersisting, restorePersistedCache } from './persistence';
import { SavedUnits } from './saved-units';

/**
 * The query client, restored from IndexedDB beside the first fetches rather than before them:
 * a restore never holds back the first render or fresh data (a restored answer only replaces
 * an older one), and offline the stored answers appear as soon as they are read. `client` is
 * the one src/main.tsx started the first screen's data in (src/app/first-data.ts); tests leave it out.
 */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    void restorePersistedCache(queryClient).then((options) => {
      if (active) stop = keepPersisting(options);
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <SavedUnits>{children}</SavedUnits>
    </QueryClientProvider>
  );
}
