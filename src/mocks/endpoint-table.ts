import type { GenericSchema } from 'valibot';
import { airQualityEndpoint } from '../api/endpoints/air-quality';
import { nearestAirportsEndpoint } from '../api/endpoints/airports';
import { embedCurrentEndpoint } from '../api/endpoints/embed-current';
import { geoEndpoint, locationEndpoint, searchEndpoint } from '../api/endpoints/places';
import { weatherEndpoint } from '../api/endpoints/weather';
import { AirQualityResponseSchema } from '../api/schemas/air-quality';
import { AirportsResponseSchema } from '../api/schemas/airports';
import { EmbedResponseSchema } from '../api/schemas/embed';
import { GeoResponseSchema, LocationResponseSchema, SearchResponseSchema } from '../api/schemas/location';
import { NewPlantSchema, PlantSchema } from '../api/schemas/plants';
import {
  AIRPORT_COUNT_RULE,
  MAX_DISTANCE_KM_RULE,
  NEAREST_PLACE_MAX_KM,
  SEARCH_LIMIT_RULE,
  SEARCH_QUERY_MAX_LENGTH,
} from '../api/schemas/query';
import { LAT_RULE, LON_RULE, type NumberRule } from '../lib/coordinates';
import { WEATHER_MODELS, WeatherResponseSchema } from '../api/schemas/weather';
import { answerAirQuality } from './handlers/air-quality';
import { answerNearestAirports } from './handlers/airports-nearest';
import { answerEmbedCurrent } from './handlers/embed-current';
import { answerGeo } from './handlers/geo';
import { answerLocation } from './handlers/locations';
import { plantsHandlers } from './handlers/plants';
import { answerSearch } from './handlers/search';
import { answerWeather } from './handlers/weather';
import type { RouteHandler } from './http/route';

/*
 * Every endpoint of the contract (../shared/api-contract.md), once: the mock serves it from here
 * (src/mocks/handlers.ts), the OpenAPI document publishes it (scripts/openapi/build-document.ts),
 * the fuzz and contract tests and the API benchmark iterate it. The app itself never imports this
 * table: it loads each endpoint's module (src/api/endpoints) only on the screen that needs it.
 */

/** What a query parameter accepts, as the mock checks it and the OpenAPI document states it. */
export type ParamRule =
  | { kind: 'number'; rule: NumberRule }
  | { kind: 'slug' }
  | { kind: 'text'; maxLength: number }
  | { kind: 'list'; values: readonly string[] };

export interface QueryParam {
  name: string;
  description: string;
  required: boolean;
  accepts: ParamRule;
}

/** A place the tests and the benchmark build a valid request for. */
export interface SamplePlace {
  lat: number;
  lon: number;
  slug: string;
  /** What a person types to find it. */
  name: string;
}

/** Response headers besides CORS, each named after its component in the OpenAPI document. */
export type WeatherHeader = 'WeatherProvider' | 'CurrentSource';

export interface WeatherEndpointRow {
  /** The app's endpoint object (src/api/endpoints): the path the client calls. */
  endpoint: { readonly path: string };
  summary: string;
  params: readonly QueryParam[];
  /** The body of a 200 as the contract states it (the client accepts the real service's looser one). */
  response: { name: string; schema: GenericSchema };
  headers?: Readonly<Record<string, WeatherHeader>>;
  /** When the endpoint answers 404. */
  notFound?: string;
  /** The mock's answer; src/mocks/http/route.ts adds what every endpoint shares (rate limit, faults, CORS). */
  answer: RouteHandler;
  /** The query of a request that answers 200 for a known place. */
  example: (place: SamplePlace) => string;
}

const coordinate = (name: 'lat' | 'lon', required = true): QueryParam => ({
  name,
  description: `${name === 'lat' ? 'Latitude' : 'Longitude'}, WGS 84 decimal degrees.`,
  required,
  accepts: { kind: 'number', rule: name === 'lat' ? LAT_RULE : LON_RULE },
});
const COORDINATES = [coordinate('lat'), coordinate('lon')];
const atPlace = ({ lat, lon }: SamplePlace) => `lat=${lat}&lon=${lon}`;

export const WEATHER_ENDPOINTS: readonly WeatherEndpointRow[] = [
  {
    endpoint: embedCurrentEndpoint,
    summary: 'Weather summary for coordinates, a slug or the caller (precedence lat+lon, then slug, then IP)',
    params: [
      { ...coordinate('lat', false), description: 'Latitude; with lon, takes precedence over slug.' },
      { ...coordinate('lon', false), description: 'Longitude; with lat, takes precedence over slug.' },
      { name: 'slug', description: 'Stable slug of a place.', required: false, accepts: { kind: 'slug' } },
    ],
    response: { name: 'EmbedResponse', schema: EmbedResponseSchema },
    notFound: `Unknown slug, or no known location within ${NEAREST_PLACE_MAX_KM} km of lat+lon.`,
    answer: answerEmbedCurrent,
    example: ({ slug }) => `slug=${slug}`,
  },
  {
    endpoint: weatherEndpoint,
    summary: 'Full forecast for a point: current, 24 hourly, 7 daily, nowcast, optional model series',
    params: [
      ...COORDINATES,
      {
        name: 'models',
        description: 'Comma-separated extra model series; an unknown entry is a 400.',
        required: false,
        accepts: { kind: 'list', values: WEATHER_MODELS },
      },
    ],
    response: { name: 'WeatherResponse', schema: WeatherResponseSchema },
    headers: { 'X-Weather-Provider': 'WeatherProvider', 'X-Current-Source': 'CurrentSource' },
    answer: answerWeather,
    example: atPlace,
  },
  {
    endpoint: geoEndpoint,
    summary: 'The place a point is in, and where the app should go',
    params: COORDINATES,
    response: { name: 'GeoResponse', schema: GeoResponseSchema },
    notFound: `No known location within ${NEAREST_PLACE_MAX_KM} km.`,
    answer: answerGeo,
    example: atPlace,
  },
  {
    endpoint: locationEndpoint,
    summary: 'One place by its stable slug',
    params: [{ name: 'slug', description: 'Stable slug of a place.', required: true, accepts: { kind: 'slug' } }],
    response: { name: 'LocationResponse', schema: LocationResponseSchema },
    notFound: 'Location not found.',
    answer: answerLocation,
    example: ({ slug }) => `slug=${slug}`,
  },
  {
    endpoint: searchEndpoint,
    summary: 'Places by name, ignoring case and diacritics; best match, then biggest first',
    params: [
      { name: 'q', description: 'Search text, trimmed.', required: true, accepts: { kind: 'text', maxLength: SEARCH_QUERY_MAX_LENGTH } },
      { name: 'limit', description: 'Most places to return.', required: false, accepts: { kind: 'number', rule: SEARCH_LIMIT_RULE } },
    ],
    response: { name: 'SearchResponse', schema: SearchResponseSchema },
    answer: answerSearch,
    example: ({ name }) => `q=${encodeURIComponent(name)}`,
  },
  {
    endpoint: airQualityEndpoint,
    summary: 'US EPA AQI (2024 breakpoints) and seven pollutant concentrations for a point',
    params: COORDINATES,
    response: { name: 'AirQualityResponse', schema: AirQualityResponseSchema },
    answer: answerAirQuality,
    example: atPlace,
  },
  {
    endpoint: nearestAirportsEndpoint,
    summary: 'Closest ICAO airports first, great-circle distance',
    params: [
      ...COORDINATES,
      { name: 'count', description: 'How many airports.', required: false, accepts: { kind: 'number', rule: AIRPORT_COUNT_RULE } },
      {
        name: 'maxDistanceKm',
        description: 'Farthest distance to include, km.',
        required: false,
        accepts: { kind: 'number', rule: MAX_DISTANCE_KM_RULE },
      },
    ],
    response: { name: 'AirportsResponse', schema: AirportsResponseSchema },
    answer: answerNearestAirports,
    example: atPlace,
  },
];

/** The plant store's one endpoint, under its own base (VITE_PLANTS_BASE_URL). */
export const PLANT_STORE_ENDPOINT = {
  method: 'POST',
  path: '/plants',
  summary: 'Store a plant; re-sending the same id with the same name and tag is a safe retry',
  request: { name: 'NewPlant', schema: NewPlantSchema },
  response: { name: 'Plant', schema: PlantSchema },
  /** Its preflight, the POST, 405 for other methods and 404 under the base. */
  handlers: plantsHandlers,
} as const;

/** Method and path of every endpoint of the contract, the plant store's relative to its base. */
export const CONTRACT_ENDPOINTS: readonly { method: string; path: string }[] = [
  ...WEATHER_ENDPOINTS.map(({ endpoint }) => ({ method: 'GET', path: endpoint.path })),
  { method: PLANT_STORE_ENDPOINT.method, path: PLANT_STORE_ENDPOINT.path },
];
