/**
 * Console lines about a request that failed: map tiles (the internet is out of reach in tests)
 * and every request while the server is stopped, also as Firefox words it when the service
 * worker had no copy to answer with (Workbox's "no-response"). They are the network's doing,
 * not a script error.
 */
export function isNetworkNoise(text: string): boolean {
  return /Failed to load resource|NetworkError|net::ERR_|Could not connect to the server|Load failed|CORS request did not succeed|respondWith\(\) that rejected with ‘Error: no-response/i.test(text);
}
