/** The service worker's cache of weather-service answers; pwa.config.ts gives its route this name. */
export const API_CACHE_NAME = 'api';
/** The service worker's cache of map tiles the person has viewed; pwa.config.ts gives its route this name. */
export const MAP_TILES_CACHE_NAME = 'map-tiles';
