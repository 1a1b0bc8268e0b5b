import { describe, expect, it } from 'vitest';
import { REPLAYED_HEADER } from '../../src/api/replayed-header';
import { replayMarker } from '../../src/sw/replay-marker';

/** The plugin's hook as Workbox calls it when the NetworkFirst route falls back to its cache. */
function mark(cachedResponse: Response | undefined) {
  const hook = replayMarker.cachedResponseWillBeUsed;
  if (!hook) throw new Error('no cachedResponseWillBeUsed');
  return hook({ cacheName: 'api', request: new Request('https://skycache.example/api/py/weather'), cachedResponse, event: new Event('fetch') as never });
}

describe('replayed answers', () => {
  it('marks a copy served from the cache, keeping its body, status and the service\'s Date', async () => {
    const date = 'Sun, 22 Nov 2026 06:00:00 GMT';
    const cached = new Response('{"ok":true}', { status: 200, headers: { Date: date, 'Content-Type': 'application/json', 'X-Weather-Provider': 'tomorrow' } });
    const replayed = await mark(cached);
    expect(replayed?.headers.get(REPLAYED_HEADER)).toBe('1');
    expect(replayed?.headers.get('Date')).toBe(date);
    expect(replayed?.status).toBe(200);
    expect(await replayed?.json()).toEqual({ ok: true });
    // A cross-origin page may read every header the copy carries, the mark included.
    const exposed = replayed?.headers.get('Access-Control-Expose-Headers')?.toLowerCase().split(', ');
    expect(exposed).toEqual(expect.arrayContaining(['date', 'x-weather-provider', REPLAYED_HEADER.toLowerCase()]));
  });

  it('leaves a cache miss a miss', async () => {
    expect(await mark(undefined)).toBeUndefined();
  });
});
