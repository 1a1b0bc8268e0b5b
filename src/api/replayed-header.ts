/**
 * The header the service worker adds to an API answer it replays from its cache because the
 * service did not answer in time or could not be reached (src/sw/replay-marker.ts): the page then says
 * so beside the data, instead of showing the copy as a fresh answer.
 */
export const REPLAYED_HEADER = 'X-Skycache-Replayed';
