import type { QueryClient } from '@tanstack/react-query';
import { embedCurrentQueryOptions } from '../features/local-weather/api/get-embed-current';

// The first render's wait for early data (one draw, not two); longer would leave the page inert meanwhile.
const FIRST_DATA_WAIT_MS = 150;

/** With `homeCardFirst`, prefetches the home card through its own query; resolves at the latest after FIRST_DATA_WAIT_MS. */
export function startFirstData(queryClient: QueryClient, homeCardFirst: boolean): Promise<void> {
  if (!homeCardFirst) return Promise.resolve();
  const answered = queryClient.prefetchQuery(embedCurrentQueryOptions({ ip: true }));
  return Promise.race([answered, new Promise<void>((waited) => setTimeout(waited, FIRST_DATA_WAIT_MS))]);
}
