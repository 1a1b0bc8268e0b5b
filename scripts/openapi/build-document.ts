import { PLANT_BODY_LIMIT_BYTES } from '../../src/api/schemas/plants';
import { CURRENT_SOURCES, WEATHER_PROVIDERS } from '../../src/api/schemas/weather';
import { PLANT_STORE_ENDPOINT, WEATHER_ENDPOINTS, type WeatherEndpointRow } from '../../src/mocks/endpoint-table';
import { CORS_HEADERS as CORS_HEADERS_SENT } from '../../src/mocks/http/headers';
import { parameter } from './query-parameters';
import { type Json, componentSchemas } from './schema-conversion';

/**
 * The OpenAPI 3.1 document of both interfaces (weather service and plant store), generated
 * from the valibot schemas in src/api/schemas — the same schemas the client validates with
 * and the mock answers with — so the three cannot drift apart. `npm run openapi` writes it
 * to openapi/openapi.json; a test fails when the committed file differs from a fresh build.
 */
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Json) => ({ 'application/json': { schema } });

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': { $ref: '#/components/headers/AccessControlAllowOrigin' },
  'Access-Control-Expose-Headers': { $ref: '#/components/headers/AccessControlExposeHeaders' },
};

const NOT_ALLOWED_METHODS = ['post', 'put', 'patch', 'delete'] as const;

function weatherPathItem({ summary, params, response, headers = {}, notFound }: WeatherEndpointRow): Json {
  const responseHeaders = Object.fromEntries(
    Object.entries(headers).map(([name, component]) => [name, { $ref: `#/components/headers/${component}` }]),
  );
  const notAllowed = { summary: 'Not allowed: the weather service answers GET and OPTIONS', responses: { 405: { $ref: '#/components/responses/MethodNotAllowed' } } };
  return {
    get: {
      summary,
      parameters: params.map(parameter),
      responses: {
        200: { description: 'OK', headers: { ...CORS_HEADERS, ...responseHeaders }, content: json(ref(response.name)) },
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
    summary: PLANT_STORE_ENDPOINT.summary,
    security: [{ bearer: [] }],
    requestBody: {
      required: true,
      description: `NewPlant; name must not be blank; body at most ${PLANT_BODY_LIMIT_BYTES} bytes.`,
      content: json(ref(PLANT_STORE_ENDPOINT.request.name)),
    },
    responses: {
      200: { description: 'The stored plant', content: json(ref(PLANT_STORE_ENDPOINT.response.name)) },
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
      ...Object.fromEntries(WEATHER_ENDPOINTS.map((row) => [row.endpoint.path, weatherPathItem(row)])),
      [PLANT_STORE_ENDPOINT.path]: PLANTS_PATH_ITEM,
    },
    components: {
      schemas: componentSchemas(),
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
