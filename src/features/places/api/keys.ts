export const placeKeys = {
  all: ['places'] as const,
  bySlug: (slug: string) => [...placeKeys.all, 'slug', slug] as const,
  nearest: (lat: number, lon: number) => [...placeKeys.all, 'nearest', lat, lon] as const,
};
