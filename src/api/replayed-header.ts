/** Marks an answer the service worker replayed from its cache (src/sw/replay-marker.ts), so the page says so. */
export const REPLAYED_HEADER = 'X-Skycache-Replayed';
