import type * as v from 'valibot';
import { readAnswer, readJson, type ApiResult, type Endpoint, type Query } from '../api/client';
import { apiConfig, resolveApiUrl } from '../api/config';
import { API_CACHE_NAME } from '../offline/cache-names';

/** The worker's cached answer for an endpoint and query, read as a fresh one; undefined if absent or invalid. */
export async function cachedAnswer<TWire extends v.GenericSchema, TData = v.InferOutput<TWire>>(
  endpoint: Endpoint<TWire, TData>,
  query: Query,
): Promise<ApiResult<TData> | undefined> {
  const url = resolveApiUrl(apiConfig.weatherBaseUrl, endpoint.path, query);
  const response = await (await caches.open(API_CACHE_NAME)).match(url.href);
  if (!response) return undefined;
  try {
    return await readAnswer(endpoint, query, { url, response, body: await readJson(response) });
  } catch {
    return undefined;
  }
}
