import { LOCATION_PATH } from '../src/api/endpoints/location-path.ts';
import { placePath, type SelectedPlace } from '../src/lib/place.ts';

/**
 * A catalog place's address as the app links it everywhere (search, saved places, the home card,
 * a shared link): `/place/zurich?at=47.3667,8.55`, its coordinates from the served API's lookup.
 * The benchmarks open a place this way, as people reach it.
 */
export async function placeLink(origin: string, slug: string): Promise<string> {
  const response = await fetch(`${origin}${LOCATION_PATH}?slug=${encodeURIComponent(slug)}`);
  if (!response.ok) throw new Error(`${LOCATION_PATH} answered ${response.status} for ${slug}`);
  const { location } = (await response.json()) as { location: SelectedPlace };
  return placePath(location);
}
