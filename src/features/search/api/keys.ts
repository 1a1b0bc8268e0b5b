export interface PlaceSearchParams {
  query: string;
}

export const searchKeys = {
  all: ['search'] as const,
  /** Queries differing only in case or surrounding spaces share one cache entry. */
  places: ({ query }: PlaceSearchParams) => [...searchKeys.all, { query: normalizeSearchQuery(query) }] as const,
};

export function normalizeSearchQuery(query: string): string {
  return query.trim().toLocaleLowerCase();
}
