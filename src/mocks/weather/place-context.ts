/**
 * Per-place constants derived once per request: seeds for every noise channel and the
 * place's "personality" (how continental, wet and windy it is). All come from hashes of
 * the slug and coordinates, so a place keeps its character across restarts.
 */
import { channelSeed, hashString, unitHash } from './noise';
import type { WeatherPlace } from './place';

export interface PlaceSeeds {
  readonly temperature: number;
  readonly moisture: number;
  readonly cloud: number;
  readonly wind: number;
  readonly windU: number;
  readonly windV: number;
  readonly gust: number;
  readonly pressure: number;
  readonly fog: number;
  readonly shower: number;
  readonly freezing: number;
  readonly hail: number;
  readonly nowcast: number;
}

export interface PlaceContext {
  readonly place: WeatherPlace;
  readonly lat: number;
  readonly lon: number;
  readonly elevationM: number;
  /** 0.7-1.3: scales the seasonal swing (a stand-in for distance to the sea). */
  readonly continentality: number;
  /** Added to the moisture driver: positive near the equator, negative in the subtropical deserts. */
  readonly wetness: number;
  /** 0.7-1.4: scales mean wind speed. */
  readonly windiness: number;
  readonly seeds: PlaceSeeds;
}

/**
 * Seed from slug and coordinates rounded to 0.01° (~1 km): the same catalog entry always
 * maps to the same weather, and two places that share a slug by accident do not.
 */
export function placeSeed(place: WeatherPlace): number {
  return hashString(`${place.slug}@${place.lat.toFixed(2)},${place.lon.toFixed(2)}`);
}

function latitudeWetness(lat: number): number {
  const absLat = Math.abs(lat);
  if (absLat < 12) return 0.06; // the rain belt around the equator
  if (absLat > 18 && absLat < 32) return -0.09; // subtropical highs: Sahara, Arabia, Australia
  return 0;
}

/**
 * Below sea level is real (Dead Sea, -430 m) and the lapse rate then warms, as it should.
 * The clamp keeps bad data (a height in feet, a typo) from driving the barometric formula
 * past the top of the atmosphere into NaN.
 */
function usableElevation(elevation: number | undefined): number {
  if (elevation === undefined || !Number.isFinite(elevation)) return 0;
  return Math.min(9000, Math.max(-500, elevation));
}

export function placeContext(place: WeatherPlace): PlaceContext {
  const seed = placeSeed(place);
  const seeds: PlaceSeeds = {
    temperature: channelSeed(seed, 'temperature'),
    moisture: channelSeed(seed, 'moisture'),
    cloud: channelSeed(seed, 'cloud'),
    wind: channelSeed(seed, 'wind'),
    windU: channelSeed(seed, 'wind-u'),
    windV: channelSeed(seed, 'wind-v'),
    gust: channelSeed(seed, 'gust'),
    pressure: channelSeed(seed, 'pressure'),
    fog: channelSeed(seed, 'fog'),
    shower: channelSeed(seed, 'shower'),
    freezing: channelSeed(seed, 'freezing'),
    hail: channelSeed(seed, 'hail'),
    nowcast: channelSeed(seed, 'nowcast'),
  };
  const traits = channelSeed(seed, 'traits');
  return {
    place,
    lat: place.lat,
    lon: place.lon,
    elevationM: usableElevation(place.elevation),
    continentality: 0.7 + 0.6 * unitHash(traits, 1),
    wetness: latitudeWetness(place.lat) + 0.1 * (unitHash(traits, 2) - 0.5),
    windiness: 0.7 + 0.7 * unitHash(traits, 3),
    seeds,
  };
}
