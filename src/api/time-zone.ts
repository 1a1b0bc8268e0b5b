/** The IANA zone at a point, for answers without one (the real service); the boundary data loads on first use. */
export async function timeZoneAt(lat: number, lon: number): Promise<string> {
  const { lookup } = await import('./tz-lookup');
  return lookup(lat, lon);
}
