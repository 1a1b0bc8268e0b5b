import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { AirQualityResponseSchema } from '../../src/api/schemas/air-quality';
import { AirportSchema, AirportsResponseSchema } from '../../src/api/schemas/airports';
import { EmbedResponseSchema } from '../../src/api/schemas/embed';
import { ApiErrorBodySchema } from '../../src/api/schemas/errors';
import { GeoResponseSchema, LocationResponseSchema, LocationSchema, SearchResponseSchema, SlugSchema } from '../../src/api/schemas/location';
import { NewPlantSchema, PLANT_BODY_LIMIT_BYTES, PlantErrorSchema, PlantSchema } from '../../src/api/schemas/plants';
import {
  AIRPORT_COUNT_RULE,
  LAT_RULE,
  LON_RULE,
  MAX_DISTANCE_KM_RULE,
  type NumberRule,
  SEARCH_LIMIT_RULE,
  SEARCH_QUERY_MAX_LENGTH,
} from '../../src/api/schemas/query';
import { CURRENT_SOURCES, WEATHER_MODELS, WEATHER_PROVIDERS, WeatherResponseSchema } from '../../src/api/schemas/weather';
import { CORS_HEADERS as CORS_HEADERS_SENT } from '../../src/mocks/http/headers';

/**
 * The OpenAPI 3.1 document of both interfaces (weather service and plant store), generated
 * from the valibot schemas in src/api/schemas — the same schemas the client validates with
 * and the mock answers with — so the three cannot drift apart. `npm run openapi` writes it
 * to openapi/openapi.json; a test fails when the committed file differs from a fresh build.
 */
type Json = Record<string, unknown>;

const SCHEMAS = {
  Location: LocationSchema,
  GeoResponse: GeoResponseSchema,
  LocationResponse: LocationResponseSchema,
  SearchResponse: SearchResponseSchema,
  WeatherResponse: WeatherResponseSchema,
  EmbedResponse: EmbedResponseSchema,
  AirQualityResponse: AirQualityResponseSchema,
  Airport: AirportSchema,
  AirportsResponse: AirportsResponseSchema,
  ApiError: ApiErrorBodySchema,
  NewPlant: NewPlantSchema,
  Plant: PlantSchema,
  PlantError: PlantErrorSchema,
} satisfies Record<string, GenericSchema>;
type SchemaName = keyof typeof SCHEMAS;

/**
 * `finite` needs no JSON Schema (JSON has no NaN or Infinity) and `check` is a custom rule
 * JSON Schema cannot state (the plant name's "not blank", described on the operation);
 * anything else that does not convert fails the build.
 */
const CONVERSION: ConversionConfig = {
  target: 'draft-2020-12',
  errorMode: 'throw',
  ignoreActions: ['finite', 'check'],
  overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  // A record keyed by a picklist converts to `propertyNames: {enum}`, which is exactly right.
  overrideSchema: ({ valibotSchema, jsonSchema }) =>
    valibotSchema.type === 'record' && 'key' in valibotSchema ? jsonSchema : undefined,
};

/** Inside an OpenAPI 3.1 document every schema already speaks draft 2020-12. */
function withoutDialect(schema: JsonSchema): JsonSchema {
  const copy = { ...schema };
  delete copy.$schema;
  return copy;
}

function convert(schema: GenericSchema): JsonSchema {
  return withoutDialect(toJsonSchema(schema, CONVERSION));
}

const ref = (name: SchemaName) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Json) => ({ 'application/json': { schema } });

function numberSchema({ min, max, integer, default: fallback }: NumberRule): Json {
  return { type: integer ? 'integer' : 'number', minimum: min, maximum: max, ...(fallback === undefined ? {} : { default: fallback }) };
}

function query(name: string, description: string, schema: Json | JsonSchema, required = false): Json {
  return { name, in: 'query', required, description, schema };
}

const LAT = query('lat', 'Latitude, WGS 84 decimal degrees.', numberSchema(LAT_RULE), true);
const LON = query('lon', 'Longitude, WGS 84 decimal degrees.', numberSchema(LON_RULE), true);

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': { $ref: '#/components/headers/AccessControlAllowOrigin' },
  'Access-Control-Expose-Headers': { $ref: '#/components/headers/AccessControlExposeHeaders' },
};

interface WeatherEndpoint {
  path: string;
  summary: string;
  parameters: Json[];
  schema: SchemaName;
  headers?: Json;
  /** When the endpoint answers 404. */
  notFound?: string;
}

const WEATHER_ENDPOINTS: WeatherEndpoint[] = [
  {
    path: '/api/embed/current',
    summary: 'Weather summary for coordinates, a slug or the caller (precedence lat+lon, then slug, then IP)',
    parameters: [
      { ...LAT, required: false, description: 'Latitude; with lon, takes precedence over slug.' },
      { ...LON, required: false, description: 'Longitude; with lat, takes precedence over slug.' },
      query('slug', 'Stable slug of a place.', convert(SlugSchema)),
    ],
    schema: 'EmbedResponse',
    notFound: 'Unknown slug, or no known location within 150 km of lat+lon.',
  },
  {
    path: '/api/py/weather',
    summary: 'Full forecast for a point: current, 24 hourly, 7 daily, nowcast, optional model series',
    parameters: [
      LAT,
      LON,
      {
        ...query('models', 'Comma-separated extra model series; an unknown entry is a 400.', {
          type: 'array',
          items: { type: 'string', enum: [...WEATHER_MODELS] },
          minItems: 1,
        }),
        style: 'form',
        explode: false,
      },
    ],
    schema: 'WeatherResponse',
    headers: {
      'X-Weather-Provider': { $ref: '#/components/headers/WeatherProvider' },
      'X-Current-Source': { $ref: '#/components/headers/CurrentSource' },
    },
  },
  {
    path: '/api/py/geo',
    summary: 'The place a point is in, and where the app should go',
    parameters: [LAT, LON],
    schema: 'GeoResponse',
    notFound: 'No known location within 150 km.',
  },
  {
    path: '/api/py/locations',
    summary: 'One place by its stable slug',
    parameters: [query('slug', 'Stable slug of a place.', convert(SlugSchema), true)],
    schema: 'LocationResponse',
    notFound: 'Location not found.',
  },
  {
    path: '/api/py/search',
    summary: 'Places by name, ignoring case and diacritics; best match, then biggest first',
    parameters: [
      query('q', 'Search text, trimmed.', { type: 'string', minLength: 1, maxLength: SEARCH_QUERY_MAX_LENGTH }, true),
      query('limit', 'Most places to return.', numberSchema(SEARCH_LIMIT_RULE)),
    ],
    schema: 'SearchResponse',
  },
  {
    path: '/api/py/airquality',
    summary: 'US EPA AQI (2024 breakpoints) and seven pollutant concentrations for a point',
    parameters: [LAT, LON],
    schema: 'AirQualityResponse',
  },
  {
    path: '/api/py/airports/nearest',
    summary: 'Closest ICAO airports first, great-circle distance',
    parameters: [
      LAT,
      LON,
      query('count', 'How many airports.', numberSchema(AIRPORT_COUNT_RULE)),
      query('maxDistanceKm', 'Farthest distance to include, km.', numberSchema(MAX_DISTANCE_KM_RULE)),
    ],
    schema: 'AirportsResponse',
  },
];

const NOT_ALLOWED_METHODS = ['post', 'put', 'patch', 'delete'] as const;

function weatherPathItem({ summary, parameters, schema, headers, notFound }: WeatherEndpoint): Json {
  const notAllowed = { summary: 'Not allowed: the weather service answers GET and OPTIONS', responses: { 405: { $ref: '#/components/responses/MethodNotAllowed' } } };
  return {
    get: {
      summary,
      parameters,
      responses: {
        200: { description: 'OK', headers: { ...CORS_HEADERS, ...headers }, content: json(ref(schema)) },
        400: { $ref: '#/components/responses/BadRequest' },
        ...(notFound ? { 404: { description: notFound, headers: CORS_HEADERS, content: json(ref('ApiError')) } } : {}),
        429: { $ref: '#/components/responses/TooManyRequests' },
        503: { $ref: '#/components/responses/ServiceUnavailable' },
      },
    },
    options: { summary: 'CORS preflight', responses: { 204: { $ref: '#/components/responses/Preflight' } } },
    ...Object.fromEntries(NOT_ALLOWED_METHODS.map((method) => [method, notAllowed])),
  };
}

function weatherError(description: string, headers: Json = {}): Json {
  return { description, headers: { ...CORS_HEADERS, ...headers }, content: json(ref('ApiError')) };
}

function plantError(description: string, headers: Json = {}): Json {
  return { description, headers, content: json(ref('PlantError')) };
}

const RETRY_AFTER = { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } };

const PLANTS_PATH_ITEM: Json = {
  servers: [{ url: '/sandbox', description: 'Plant store (VITE_PLANTS_BASE_URL, default /sandbox)' }],
  post: {
    summary: 'Store a plant; re-sending the same id with the same name and tag is a safe retry',
    security: [{ bearer: [] }],
    requestBody: {
      required: true,
      description: `NewPlant; name must not be blank; body at most ${PLANT_BODY_LIMIT_BYTES} bytes.`,
      content: json(ref('NewPlant')),
    },
    responses: {
      200: { description: 'The stored plant', content: json(ref('Plant')) },
      400: plantError('Missing or blank name, id not an integer or beyond ±(2^53−1), malformed JSON, wrong types, or the id already stored with different content'),
      401: plantError('No bearer token, or one the store does not accept', {
        'WWW-Authenticate': { description: 'The scheme to authenticate with.', required: true, schema: { type: 'string', pattern: '^Bearer' } },
      }),
      413: plantError(`Body over ${PLANT_BODY_LIMIT_BYTES} bytes`),
      415: plantError('Content type other than application/json'),
    },
  },
};

export function buildOpenApiDocument(): Json {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Skycache APIs: weather service and plant store',
      version: '1.0.0',
      license: { name: 'MIT', identifier: 'MIT' },
      description:
        'Generated from src/api/schemas by scripts/generate-openapi.ts (npm run openapi); do not edit by hand. ' +
        'The weather service lives at VITE_API_BASE_URL (default: same origin); the plant store at VITE_PLANTS_BASE_URL.',
    },
    servers: [{ url: '/', description: 'Weather service (VITE_API_BASE_URL, default same origin)' }],
    paths: {
      ...Object.fromEntries(WEATHER_ENDPOINTS.map((endpoint) => [endpoint.path, weatherPathItem(endpoint)])),
      '/plants': PLANTS_PATH_ITEM,
    },
    components: {
      schemas: Object.fromEntries(
        Object.entries(toJsonSchemaDefs(SCHEMAS, CONVERSION)).map(([name, schema]) => [name, withoutDialect(schema)]),
      ),
      responses: {
        BadRequest: weatherError('A parameter is missing, not a number, not finite, out of range, or not a permitted value; the detail names it and the rule.'),
        MethodNotAllowed: weatherError('A method other than GET or OPTIONS.', {
          Allow: { description: 'The methods the path answers.', required: true, schema: { type: 'string', const: 'GET, OPTIONS' } },
        }),
        TooManyRequests: weatherError('Per-IP rate limit exceeded.', RETRY_AFTER),
        ServiceUnavailable: weatherError('Simulated outage or error (the mock\u2019s fault injection).', RETRY_AFTER),
        Preflight: {
          description: 'CORS preflight answered.',
          headers: {
            ...CORS_HEADERS,
            'Access-Control-Allow-Methods': { description: 'Methods allowed cross-origin.', required: true, schema: { type: 'string' } },
          },
        },
      },
      headers: {
        AccessControlAllowOrigin: { description: 'Any origin may read the response.', required: true, schema: { type: 'string', const: '*' } },
        AccessControlExposeHeaders: {
          description: 'Headers a cross-origin page may read.',
          required: true,
          schema: { type: 'string', const: CORS_HEADERS_SENT['Access-Control-Expose-Headers'] },
        },
        RetryAfter: { description: 'Seconds to wait before trying again.', required: true, schema: { type: 'integer', minimum: 1 } },
        WeatherProvider: { description: 'Origin of the hourly and daily data.', required: true, schema: { type: 'string', enum: [...WEATHER_PROVIDERS] } },
        CurrentSource: { description: 'Origin of the current block.', required: true, schema: { type: 'string', enum: [...CURRENT_SOURCES] } },
      },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  };
}

/** The document as committed: two-space JSON with a final newline. */
export function serializeOpenApiDocument(): string {
  return `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
}

export const OPENAPI_PATH = 'openapi/openapi.json';
