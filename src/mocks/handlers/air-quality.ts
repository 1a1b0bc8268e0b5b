import { buildAirQuality } from '../air-quality/build-air-quality';
import { weatherPlaceAt } from '../data/weather-places';
import { readCoordinates } from '../http/params';
import { jsonOk } from '../http/responses';
import type { RouteHandler } from '../http/route';

/** GET /api/py/airquality?lat&lon: US EPA AQI and seven pollutants for a point. */
export const answerAirQuality: RouteHandler = ({ url }) => {
  const { lat, lon } = readCoordinates(url.searchParams);
  return jsonOk(buildAirQuality(weatherPlaceAt(lat, lon), new Date()));
};
