/**
 * Console lines about a request that failed: map tiles (the internet is out of reach in tests)
 * and every request while the server is stopped, also as Firefox words it when the service
 * worker had no copy to answer with (Workbox's "no-response"), or when a navigation cancelled
 * a fetch the worker was answering (a lazy chunk still on its way as the page is left). They are
 * the network's doing, not a script error.
 */
export function isNetworkNoise(text: string): boolean {
  return /Failed to load resource|NetworkError|net::ERR_|Could not connect to the server|Load failed|CORS request did not succeed|respondWith\(\) that rejected with ‘Error: no-response|A ServiceWorker intercepted the request and encountered an unexpected error/i.test(text);
}
