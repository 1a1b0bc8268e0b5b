/** Where the home screen's "weather here" comes from: coordinates, a slug, or the caller's IP. */
export type EmbedTarget = { lat: number; lon: number } | { slug: string } | { ip: true };

export const localWeatherKeys = {
  all: ['embed-current'] as const,
  current: (target: EmbedTarget) => [...localWeatherKeys.all, target] as const,
};
