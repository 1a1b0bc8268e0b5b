import type { QueryClient } from '@tanstack/react-query';
import { embedCurrentQueryOptions } from '../features/local-weather/api/get-embed-current';
import { homeLocationMayBeKept } from '../features/places/home-location';

/**
 * How long the first render may wait for the first screen's data. index.html preloads it, so it
 * is usually there by the time the script has run, and the screen is then drawn once, with the
 * data, instead of twice. Longer than that, the page would stay without its script's behaviour
 * (search, buttons) while a slow service thinks: the shell's skeleton, which index.html already
 * shows, is rendered instead and the data follows when it comes.
 */
const FIRST_DATA_WAIT_MS = 50;

/**
 * Starts the first screen's data before the first render, into the query cache the screen reads:
 * on the home screen with no remembered location, the card's answer for the caller's address —
 * the request index.html preloads, so this takes that answer. Resolves when that answer is in the
 * cache (or failed: the card then says why), after FIRST_DATA_WAIT_MS at the latest, and at
 * once on any other screen.
 */
export function startFirstData(queryClient: QueryClient, path: string): Promise<void> {
  if (path !== '/' || homeLocationMayBeKept()) return Promise.resolve();
  const answered = queryClient.prefetchQuery(embedCurrentQueryOptions({ ip: true }));
  return Promise.race([answered, new Promise<void>((waited) => setTimeout(waited, FIRST_DATA_WAIT_MS))]);
}
