import type { WorkboxPlugin } from 'workbox-core';
import { REPLAYED_HEADER } from '../api/replayed-header';

/** Marks cache-served answers with REPLAYED_HEADER, keeping `Date` and exposing all headers (also cross-origin). */
export const replayMarker: WorkboxPlugin = {
  async cachedResponseWillBeUsed({ cachedResponse }) {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(REPLAYED_HEADER, '1');
    headers.set('Access-Control-Expose-Headers', [...headers.keys()].join(', '));
    if (cachedResponse.type === 'cors') headers.set('Access-Control-Allow-Origin', globalThis.location.origin);
    const body = await cachedResponse.blob();
    return new Response(body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};
