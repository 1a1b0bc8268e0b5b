import type * as v from 'valibot';
import { readAnswer, readJson, type ApiResult, type Endpoint, type Query } from '../api/client';
import { apiConfig, resolveApiUrl } from '../api/config';
import { API_CACHE_NAME } from '../offline/cache-names';

/**
 * The answer the worker's API cache holds for an endpoint and query (the request the page
 * makes), read as the page reads a fresh one; undefined when there is none or it fails the
 * endpoint's schema.
 */
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
