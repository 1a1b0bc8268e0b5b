/*
 * Where the two HTTP interfaces live by default, for the app, the service worker's routes
 * and the mock alike. Empty means "the app's own origin".
 */
export const DEFAULT_API_BASE_URL = '';
export const DEFAULT_PLANTS_BASE_URL = '/sandbox';
/** Every weather endpoint's path starts here, below VITE_API_BASE_URL. */
export const API_PATH_PREFIX = '/api';
