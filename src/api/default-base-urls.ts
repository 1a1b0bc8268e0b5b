/** Default base URLs (the app's origin, as `npm start` serves the mock); shared with the mock and sw build. */
export const DEFAULT_WEATHER_BASE_URL = '';
export const DEFAULT_PLANTS_BASE_URL = '/sandbox';
