/** The forecast endpoint: the app fetches it, and index.html starts it for a linked place or point. */
export const WEATHER_PATH = '/api/py/weather';
