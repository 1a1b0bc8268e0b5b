import * as v from 'valibot';
import { API_ENDPOINTS } from './endpoints/index';

/** What a kept answer of each endpoint must be: the model it was normalised into, else its answer's schema. */
const schemaByPath = new Map(API_ENDPOINTS.map(({ path, schema, stored }) => [path, stored ?? schema]));

const ApiResultEnvelopeSchema = v.object({
  endpoint: v.string(),
  data: v.unknown(),
  fetchedAt: v.pipe(v.number(), v.finite()),
  ageFrom: v.picklist(['service', 'received']),
  headers: v.record(v.string(), v.string()),
  replayed: v.optional(v.literal(true)),
});

/** Whether a stored `ApiResult` (maybe old, damaged or hand-edited) has the envelope and a body its endpoint accepts. */
export function isRestorableApiResult(value: unknown): boolean {
  const envelope = v.safeParse(ApiResultEnvelopeSchema, value);
  if (!envelope.success) return false;
  const schema = schemaByPath.get(envelope.output.endpoint);
  return schema !== undefined && v.safeParse(schema, envelope.output.data).success;
}
