import * as v from 'valibot';
import type { ApiResult, Endpoint } from '../api/client';

/** As much of the page's persisted query client as is read here; each query is checked on its own below. */
const StoredQueriesSchema = v.object({ clientState: v.object({ queries: v.array(v.unknown()) }) });

/** A stored API answer, its data still to be checked against its endpoint's schema. */
const StoredAnswerSchema = v.object({
  queryKey: v.array(v.unknown()),
  state: v.object({ data: v.object({ endpoint: v.string(), fetchedAt: v.number(), data: v.unknown() }) }),
});

/** The page's persisted answer of `endpoint` for exactly this rounded point, if it passes the restore check. */
export function persistedAnswer<TData>(
  stored: unknown,
  endpoint: Pick<Endpoint<v.GenericSchema, TData>, 'path' | 'schema' | 'stored'>,
  point: { lat: number; lon: number },
): Pick<ApiResult<TData>, 'data' | 'fetchedAt'> | undefined {
  const parsed = v.safeParse(StoredQueriesSchema, stored);
  if (!parsed.success) return undefined;
  for (const query of parsed.output.clientState.queries) {
    const answer = v.safeParse(StoredAnswerSchema, query);
    if (!answer.success) continue;
    const { queryKey, state } = answer.output;
    const named = queryKey.filter((part) => typeof part === 'object' && part !== null);
    const [only] = named;
    if (state.data.endpoint !== endpoint.path || named.length !== 1 || !isPoint(only, point)) continue;
    const data = v.safeParse(endpoint.stored ?? endpoint.schema, state.data.data);
    if (data.success) return { data: data.output as TData, fetchedAt: state.data.fetchedAt };
  }
  return undefined;
}

function isPoint(part: unknown, { lat, lon }: { lat: number; lon: number }): boolean {
  return typeof part === 'object' && part !== null && 'lat' in part && 'lon' in part && part.lat === lat && part.lon === lon;
}
