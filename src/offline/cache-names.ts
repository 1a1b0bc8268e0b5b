// The service worker's caches (src/sw/runtime-caching.ts), named as the earlier generated worker's.
/** Weather-service answers. */
export const API_CACHE_NAME = 'api';
/** Map tiles the person has viewed. */
export const MAP_TILES_CACHE_NAME = 'map-tiles';
/** The map's code (Leaflet and its CSS), once shown. */
export const MAP_CODE_CACHE_NAME = 'map-code';
/** The chosen language's catalogue, once loaded (only English is precached, with the app). */
export const CATALOGUE_CACHE_NAME = 'catalogues';
