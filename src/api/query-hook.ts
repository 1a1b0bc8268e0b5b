/**
 * What a feature's query hook takes: the endpoint's `params`, and `queryConfig` for the
 * options a screen may add (`enabled`, `select`, …); the key and the fetcher stay the
 * feature's, as its query options build them.
 */
export interface QueryHookArgs<Options extends (params: never) => object> {
  params: Parameters<Options>[0];
  queryConfig?: Omit<ReturnType<Options>, 'queryKey' | 'queryFn'>;
}
