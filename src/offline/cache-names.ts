/** The service worker's cache of weather-service answers; pwa.config.ts gives its route this name. */
export const API_CACHE_NAME = 'api';
