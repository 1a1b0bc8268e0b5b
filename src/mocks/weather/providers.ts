/**
 * Which upstream the mock pretends answered, chosen per place so that every header value
 * the contract allows shows up somewhere and stays the same across restarts.
 *
 * Rules (bucket = hash(slug, channel) mod 100):
 * - `X-Weather-Provider`: bucket < 7 → 'fallback' (~7 %), < 53 → 'tomorrow', else 'open-meteo'.
 * - `X-Current-Source`: 'fallback' when the provider is 'fallback' (nothing upstream
 *   answered); otherwise 'stationkit' for every place of ≥ 1 000 000 people, and for a
 *   share of smaller ones (50 % from 100 000, 15 % from 10 000, 3 % below); else the
 *   provider's own value.
 */
import type { CurrentSource, WeatherProvider } from '../../api/schemas/weather';
import { hashString, mixHash } from './noise';
import type { WeatherPlace } from './place';

export const FALLBACK_PROVIDER_PERCENT = 7;
export const TOMORROW_PROVIDER_PERCENT = 46;
/** Cities at least this big always have a station nearby. */
export const STATION_CITY_POPULATION = 1_000_000;

const PROVIDER_CHANNEL = hashString('provider');
const STATION_CHANNEL = hashString('station');

function slugBucket(slug: string, channel: number): number {
  return mixHash(hashString(slug), channel) % 100;
}

export function weatherProvider(place: Pick<WeatherPlace, 'slug'>): WeatherProvider {
  const bucket = slugBucket(place.slug, PROVIDER_CHANNEL);
  if (bucket < FALLBACK_PROVIDER_PERCENT) return 'fallback';
  return bucket < FALLBACK_PROVIDER_PERCENT + TOMORROW_PROVIDER_PERCENT ? 'tomorrow' : 'open-meteo';
}

function stationSharePercent(population: number): number {
  if (population >= STATION_CITY_POPULATION) return 100;
  if (population >= 100_000) return 50;
  if (population >= 10_000) return 15;
  return 3;
}

export function currentSource(place: Pick<WeatherPlace, 'slug' | 'population'>): CurrentSource {
  const provider = weatherProvider(place);
  if (provider === 'fallback') return 'fallback';
  const bucket = slugBucket(place.slug, STATION_CHANNEL);
  return bucket < stationSharePercent(place.population) ? 'stationkit' : provider;
}

/** First place whose forecast comes from `provider` (for tests, docs and demos). */
export function findPlaceWithProvider<P extends WeatherPlace>(
  places: Iterable<P>,
  provider: WeatherProvider,
): P | undefined {
  for (const place of places) if (weatherProvider(place) === provider) return place;
  return undefined;
}

/** First place whose current block comes from `source`. */
export function findPlaceWithCurrentSource<P extends WeatherPlace>(
  places: Iterable<P>,
  source: CurrentSource,
): P | undefined {
  for (const place of places) if (currentSource(place) === source) return place;
  return undefined;
}
