/**
 * Where each interface lives when no variable says otherwise: the same origin as the app
 * (how `npm start` serves the mock). Read by the app, the mock and the service-worker build.
 */
export const DEFAULT_WEATHER_BASE_URL = '';
export const DEFAULT_PLANTS_BASE_URL = '/sandbox';
