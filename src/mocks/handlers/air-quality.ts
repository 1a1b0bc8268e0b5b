import { buildAirQuality } from '../air-quality/build-air-quality';
import { weatherPlaceAt } from '../data/weather-places';
import { readCoordinates } from '../http/params';
import { jsonOk } from '../http/responses';
import { weatherGet } from '../http/route';

/** GET /api/py/airquality?lat&lon: US EPA AQI and seven pollutants for a point. */
export const airQualityHandler = weatherGet('/api/py/airquality', ({ url }) => {
  const { lat, lon } = readCoordinates(url.searchParams);
  return jsonOk(buildAirQuality(weatherPlaceAt(lat, lon), new Date()));
});
