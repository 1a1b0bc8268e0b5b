/**
 * The IANA zone at a point, for answers that do not name it (the real weather service never
 * does). The boundary data (~29 KB gzip) loads on first use only, so the home screen never
 * pays for it against the mock.
 */
export async function timeZoneAt(lat: number, lon: number): Promise<string> {
  const { default: lookup } = await import('@photostructure/tz-lookup');
  return lookup(lat, lon);
}
