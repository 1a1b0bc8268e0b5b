/** The weather endpoints' query parameters as OpenAPI parameter objects. */
import type { JsonSchema } from '@valibot/to-json-schema';
import { SlugSchema } from '../../src/api/schemas/location';
import type { NumberRule } from '../../src/lib/coordinates';
import type { QueryParam } from '../../src/mocks/endpoint-table';
import { type Json, convert } from './schema-conversion';

function numberSchema({ min, max, integer, default: fallback }: NumberRule): Json {
  return { type: integer ? 'integer' : 'number', minimum: min, maximum: max, ...(fallback === undefined ? {} : { default: fallback }) };
}

function paramSchema({ accepts }: QueryParam): Json | JsonSchema {
  switch (accepts.kind) {
    case 'number':
      return numberSchema(accepts.rule);
    case 'slug':
      return convert(SlugSchema);
    case 'text':
      return { type: 'string', minLength: 1, maxLength: accepts.maxLength };
    case 'list':
      return { type: 'array', items: { type: 'string', enum: [...accepts.values] }, minItems: 1 };
  }
}

export function parameter(param: QueryParam): Json {
  const { name, description, required, accepts } = param;
  // A list travels as one comma-separated value (models=a,b).
  const style = accepts.kind === 'list' ? { style: 'form', explode: false } : {};
  return { name, in: 'query', required, description, schema: paramSchema(param), ...style };
}
