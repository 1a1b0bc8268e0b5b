/** A feature query hook's arguments: the endpoint's `params` and extra options; key and fetcher stay the feature's. */
export interface QueryHookArgs<Options extends (params: never) => object> {
  params: Parameters<Options>[0];
  queryConfig?: Omit<ReturnType<Options>, 'queryKey' | 'queryFn'>;
}
