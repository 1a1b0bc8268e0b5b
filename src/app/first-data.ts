import type { QueryClient } from '@tanstack/react-query';
import { embedCurrentQueryOptions } from '../features/local-weather/api/get-embed-current';

/**
 * How long the first render may wait for the first screen's data. index.html's own script asks
 * for it (src/app/first-request.ts), so it is usually there by the time the app's script has run,
 * and the screen is then drawn once, with the data, instead of twice. On a phone's slower
 * processor, handing that answer through fetch, JSON and the schema takes tens of milliseconds
 * after the script has run: 50 ms was often too short there (bench:start at 4× CPU), and the
 * whole app was then drawn twice, first with the skeleton. Longer than this, the page would stay
 * without its script's behaviour (search, buttons) while a slow service thinks: the shell's
 * skeleton, which index.html already shows, is rendered instead and the data follows when it comes.
 */
const FIRST_DATA_WAIT_MS = 150;

/**
 * Puts the first screen's data into the query cache the screen reads, before the first render:
 * with `homeCardFirst` (src/app/first-request.ts), the home card's answer for the caller's
 * address, through the card's own query (so validated as always), taking over the request
 * started for it. Resolves when that answer is in the cache (or failed: the card then says why),
 * after FIRST_DATA_WAIT_MS at the latest, and at once when there is no such first screen.
 */
export function startFirstData(queryClient: QueryClient, homeCardFirst: boolean): Promise<void> {
  if (!homeCardFirst) return Promise.resolve();
  const answered = queryClient.prefetchQuery(embedCurrentQueryOptions({ ip: true }));
  return Promise.race([answered, new Promise<void>((waited) => setTimeout(waited, FIRST_DATA_WAIT_MS))]);
}
