export const placeKeys = {
  all: ['places'] as const,
  bySlug: (slug: string) => [...placeKeys.all, 'slug', slug] as const,
};
