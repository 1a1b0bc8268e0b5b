import { DEFAULT_PLANTS_BASE_URL, DEFAULT_WEATHER_BASE_URL } from './default-base-urls';

export { resolveApiUrl } from './api-url';

/** Where the two HTTP interfaces live; empty is the app's origin (the mock). Set at build time. */
export const apiConfig = {
  weatherBaseUrl: import.meta.env.VITE_API_BASE_URL ?? DEFAULT_WEATHER_BASE_URL,
  plantsBaseUrl: import.meta.env.VITE_PLANTS_BASE_URL ?? DEFAULT_PLANTS_BASE_URL,
} as const;
