export const searchKeys = {
  all: ['search'] as const,
  /** Queries differing only in case or surrounding spaces share one cache entry. */
  places: (query: string) => [...searchKeys.all, normalizeSearchQuery(query)] as const,
};

export function normalizeSearchQuery(query: string): string {
  return query.trim().toLocaleLowerCase();
}
