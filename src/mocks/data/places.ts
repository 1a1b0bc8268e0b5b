import type { Location } from '../../api/schemas/location';
import { readGeoNamesCities, type GeoNamesCity } from './geonames-cities';
import { loadProvinceLookup } from './provinces';
import { builtOnce } from './built-once';
import { assignSlugs } from './slugs';
import { foldText } from './text-fold';
import { loadTimeZoneLookup } from './time-zones';

/** A place the mock API knows: the contract's Location plus what ranking and lookup need. */
export type Place = Location & {
  /** GeoNames id; stable identity used to break ties deterministically. */
  readonly id: number;
  readonly population: number;
  /** IANA zone; always known for a place (the contract leaves it optional on Location). */
  readonly timezone: string;
  /** GeoNames feature code (PPL, PPLA, PPLC…). */
  readonly featureCode: string;
  /** `foldText(name)`: shared by slug assignment and the search index. */
  readonly foldedName: string;
};

/**
 * Feature codes that are not places a person would name as where they are: sections of a
 * bigger city (PPLX, e.g. "Zürich (Kreis 1)") and historical, abandoned or destroyed
 * places (PPLH, PPLQ, PPLW).
 */
export const EXCLUDED_FEATURE_CODES: ReadonlySet<string> = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);

export interface PlaceCatalog {
  /**
   * Every place, most populous first (ties: lower id), so a smaller array index always
   * means "ranks first" for the indexes built on top of this array.
   */
  readonly places: readonly Place[];
  readonly bySlug: ReadonlyMap<string, Place>;
}

// The packed source stores coordinates as integers of 1e-5 degrees; rounding undoes the
// float noise of the division (8.54999999… → 8.55).
function roundCoordinate(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

/**
 * Builds the catalog from GeoNames records. Pure apart from reading the province and
 * time-zone tables: the same records in any order give the same places and slugs.
 */
export function buildPlaceCatalog(cities: readonly GeoNamesCity[] = readGeoNamesCities()): PlaceCatalog {
  const provinceOf = loadProvinceLookup();
  const timeZoneOf = loadTimeZoneLookup();

  const kept = cities.filter((city) => !EXCLUDED_FEATURE_CODES.has(city.featureCode));
  kept.sort((a, b) => b.population - a.population || a.cityId - b.cityId);

  // Built mutable so slugs can be filled in without copying 130,000 objects a second time.
  const places: Array<{ -readonly [K in keyof Place]: Place[K] }> = kept.map((city) => {
    const lat = roundCoordinate(city.loc.coordinates[1]);
    const lon = roundCoordinate(city.loc.coordinates[0]);
    return {
      slug: '',
      name: city.name,
      province: provinceOf(city),
      country: city.country,
      lat,
      lon,
      timezone: timeZoneOf(lat, lon),
      id: city.cityId,
      population: city.population,
      featureCode: city.featureCode,
      foldedName: foldText(city.name),
    };
  });
  const slugs = assignSlugs(places);
  places.forEach((place, index) => {
    place.slug = slugs[index]!;
  });

  const bySlug = new Map(places.map((place) => [place.slug, place]));
  return { places, bySlug };
}

let catalog: PlaceCatalog | undefined;

/** The process-wide catalog, built on first call (≈ 0.6 s); call early to warm it up. */
export function loadPlaces(): PlaceCatalog {
  catalog ??= builtOnce('places', () => buildPlaceCatalog());
  return catalog;
}

export function findPlaceBySlug(slug: string): Place | undefined {
  return loadPlaces().bySlug.get(slug);
}

/** Exactly the contract's Location shape (no internal fields); elevation only when known. */
export function toLocation(place: Place): Location {
  const location: Location = {
    slug: place.slug,
    name: place.name,
    province: place.province,
    country: place.country,
    lat: place.lat,
    lon: place.lon,
    timezone: place.timezone,
  };
  if (place.elevation !== undefined) location.elevation = place.elevation;
  return location;
}
