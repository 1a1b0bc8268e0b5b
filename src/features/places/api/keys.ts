import { roundPoint } from '../../../lib/coordinates';

export interface PlaceBySlugParams {
  slug: string;
}

export interface NearestPlaceParams {
  lat: number;
  lon: number;
}

export const placeKeys = {
  all: ['places'] as const,
  bySlug: ({ slug }: PlaceBySlugParams) => [...placeKeys.all, 'slug', { slug }] as const,
  nearest: (params: NearestPlaceParams) => [...placeKeys.all, 'nearest', roundPoint({ lat: params.lat, lon: params.lon })] as const,
};
