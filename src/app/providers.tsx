import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { keepPersisting, restorePersistedCache } from './persistence';
import { SavedUnits } from './saved-units';

/** The query client (main.tsx's, or a new one in tests), restored beside the first fetches, never before them. */
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
