import { API_PATHS } from '../src/api/endpoints/paths.ts';
import { placePath, type SelectedPlace } from '../src/lib/place.ts';

/**
 * A catalog place's address as the app links it everywhere (search, saved places, the home card,
 * a shared link): `/place/zurich?at=47.3667,8.55`, its coordinates from the served API's lookup.
 * The benchmarks open a place this way, as people reach it.
 */
export async function placeLink(origin: string, slug: string): Promise<string> {
  const response = await fetch(`${origin}${API_PATHS.location}?slug=${encodeURIComponent(slug)}`);
  if (!response.ok) throw new Error(`${API_PATHS.location} answered ${response.status} for ${slug}`);
  const { location } = (await response.json()) as { location: SelectedPlace };
  return placePath(location);
}
