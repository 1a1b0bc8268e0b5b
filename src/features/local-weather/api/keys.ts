import { roundPoint } from '../../../lib/coordinates';

/** Where the home screen's "weather here" comes from: coordinates, a slug, or the caller's IP. */
export type EmbedParams = { lat: number; lon: number } | { slug: string } | { ip: true };

/** The target as asked for: a point rounded like every other, a slug as is. */
export const roundEmbedParams = (params: EmbedParams): EmbedParams => ('lat' in params ? roundPoint({ lat: params.lat, lon: params.lon }) : params);

export const localWeatherKeys = {
  all: ['embed-current'] as const,
  current: (params: EmbedParams) => [...localWeatherKeys.all, roundEmbedParams(params)] as const,
};
