import type { WorkboxPlugin } from 'workbox-core';
import { REPLAYED_HEADER } from '../api/replayed-header';

/**
 * Marks an API answer the NetworkFirst route serves from its cache (the network failed or took
 * longer than its timeout) with REPLAYED_HEADER, so the page knows the service did not answer.
 * Date and the other kept headers stay as the service sent them, so the age stays the real one.
 * The new response lists every header it carries as exposed, and allows the app's origin, so a
 * cross-origin API's replay reads the same.
 */
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
