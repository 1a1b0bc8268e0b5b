import * as v from 'valibot';
import type { Endpoint } from './client';
import { airQualityEndpoint } from './schemas/air-quality';
import { nearestAirportsEndpoint } from './schemas/airports';
import { embedCurrentEndpoint } from './schemas/embed';
import { geoEndpoint, locationEndpoint, searchEndpoint } from './schemas/location';
import { weatherEndpoint } from './schemas/weather';

/** Every endpoint whose answers the query cache keeps on the device. */
const PERSISTED_ENDPOINTS: readonly Endpoint[] = [
  embedCurrentEndpoint,
  weatherEndpoint,
  geoEndpoint,
  locationEndpoint,
  searchEndpoint,
  airQualityEndpoint,
  nearestAirportsEndpoint,
];

const schemaByPath = new Map(PERSISTED_ENDPOINTS.map(({ path, schema }) => [path, schema]));

const ApiResultEnvelopeSchema = v.object({
  endpoint: v.string(),
  data: v.unknown(),
  fetchedAt: v.pipe(v.number(), v.finite()),
  headers: v.record(v.string(), v.string()),
});

/**
 * Whether a stored `ApiResult` is one the app can show: the envelope the client builds, and a
 * body its endpoint's schema accepts, exactly as a fresh answer must. Anything IndexedDB hands
 * back (an older build's data, a damaged record, a hand edit) is checked before it is used.
 */
export function isRestorableApiResult(value: unknown): boolean {
  const envelope = v.safeParse(ApiResultEnvelopeSchema, value);
  if (!envelope.success) return false;
  const schema = schemaByPath.get(envelope.output.endpoint);
  return schema !== undefined && v.safeParse(schema, envelope.output.data).success;
}
