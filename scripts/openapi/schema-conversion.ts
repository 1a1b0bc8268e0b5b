/**
 * The valibot schemas of src/api/schemas as JSON Schema: the answers' and requests' shapes
 * that go under the document's components, and single schemas converted in place.
 */
import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { AirportSchema } from '../../src/api/schemas/airports';
import { ApiErrorBodySchema } from '../../src/api/schemas/errors';
import { LocationSchema } from '../../src/api/schemas/location';
import { PlantErrorSchema } from '../../src/api/schemas/plants';
import { PLANT_STORE_ENDPOINT, WEATHER_ENDPOINTS } from '../../src/mocks/endpoint-table';

export type Json = Record<string, unknown>;

/** Shapes several answers share, so they appear once under components and by reference elsewhere. */
const SHARED_SCHEMAS = {
  Location: LocationSchema,
  Airport: AirportSchema,
  ApiError: ApiErrorBodySchema,
  PlantError: PlantErrorSchema,
} satisfies Record<string, GenericSchema>;

const SCHEMAS: Record<string, GenericSchema> = {
  ...SHARED_SCHEMAS,
  ...Object.fromEntries(WEATHER_ENDPOINTS.map(({ response }) => [response.name, response.schema])),
  [PLANT_STORE_ENDPOINT.request.name]: PLANT_STORE_ENDPOINT.request.schema,
  [PLANT_STORE_ENDPOINT.response.name]: PLANT_STORE_ENDPOINT.response.schema,
};

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

export function convert(schema: GenericSchema): JsonSchema {
  return withoutDialect(toJsonSchema(schema, CONVERSION));
}

/** Every named schema, by name, as the document's components list them. */
export function componentSchemas(): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(toJsonSchemaDefs(SCHEMAS, CONVERSION)).map(([name, schema]) => [name, withoutDialect(schema)]),
  );
}
