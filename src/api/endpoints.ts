import type { GenericSchema } from 'valibot';
import type { Endpoint } from './client';
import { normalizeEmbed } from './normalize-embed';
import { normalizeWeather } from './normalize-weather';
import { AirQualitySchema } from './schemas/air-quality';
import { AirportsResponseSchema } from './schemas/airports';
import { EmbedSchema, EmbedWireSchema } from './schemas/embed';
import { GeoWireSchema, LocationWireSchema, SearchWireSchema } from './schemas/location';
import { WeatherSchema, WeatherWireSchema } from './schemas/weather';

/*
 * Every endpoint of the weather service the app calls: where it lives, what it accepts (the
 * contract's shape and the real service's) and, where they differ, how an answer becomes the
 * model the screens use. Fetchers, and the check of restored data, read this table.
 */

export const embedCurrentEndpoint = {
  path: '/api/embed/current',
  schema: EmbedWireSchema,
  normalize: normalizeEmbed,
  stored: EmbedSchema,
} satisfies Endpoint<typeof EmbedWireSchema, unknown>;

export const weatherEndpoint = {
  path: '/api/py/weather',
  schema: WeatherWireSchema,
  normalize: (wire, query) => normalizeWeather(wire, { lat: Number(query.lat), lon: Number(query.lon) }),
  stored: WeatherSchema,
} satisfies Endpoint<typeof WeatherWireSchema, unknown>;

export const geoEndpoint = { path: '/api/py/geo', schema: GeoWireSchema } satisfies Endpoint;
export const locationEndpoint = { path: '/api/py/locations', schema: LocationWireSchema } satisfies Endpoint;
export const searchEndpoint = { path: '/api/py/search', schema: SearchWireSchema } satisfies Endpoint;
export const airQualityEndpoint = { path: '/api/py/airquality', schema: AirQualitySchema } satisfies Endpoint;
export const nearestAirportsEndpoint = { path: '/api/py/airports/nearest', schema: AirportsResponseSchema } satisfies Endpoint;

/** Every endpoint, for what holds for all of them (the check of restored answers). */
export const API_ENDPOINTS: readonly { path: string; schema: GenericSchema; stored?: GenericSchema }[] = [
  embedCurrentEndpoint,
  weatherEndpoint,
  geoEndpoint,
  locationEndpoint,
  searchEndpoint,
  airQualityEndpoint,
  nearestAirportsEndpoint,
];
