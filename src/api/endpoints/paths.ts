/** Where each endpoint of the weather service lives: one list, light enough for index.html's early script. */
export const API_PATHS = {
  embedCurrent: '/api/embed/current',
  weather: '/api/py/weather',
  location: '/api/py/locations',
  geo: '/api/py/geo',
  search: '/api/py/search',
  airQuality: '/api/py/airquality',
  nearestAirports: '/api/py/airports/nearest',
} as const;
