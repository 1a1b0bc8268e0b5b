import { WEATHER_MODELS, type WeatherModel } from '../../api/schemas/weather';
import { weatherPlaceAt } from '../data/weather-places';
import { ParamError, readCoordinates } from '../http/params';
import { jsonOk } from '../http/responses';
import type { RouteHandler } from '../http/route';
import { buildWeather } from '../weather/forecast';

/** GET /api/py/weather?lat&lon[&models=a,b]: the full forecast for a point. */
export const answerWeather: RouteHandler = ({ url }) => {
  const { lat, lon } = readCoordinates(url.searchParams);
  const models = readModels(url.searchParams);
  const { body, provider, currentSource } = buildWeather(weatherPlaceAt(lat, lon), new Date(), models);
  return jsonOk(body, { 'X-Weather-Provider': provider, 'X-Current-Source': currentSource });
};

function readModels(params: URLSearchParams): WeatherModel[] | undefined {
  const raw = params.get('models');
  if (raw === null) return undefined;
  const names = raw.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !isWeatherModel(name));
  if (unknown.length > 0 || names.length === 0) {
    throw new ParamError(
      `Query parameter 'models' must be a comma-separated list of ${WEATHER_MODELS.join(', ')}; unknown: '${unknown.join(',').slice(0, 60)}'.`,
    );
  }
  return [...new Set(names as WeatherModel[])];
}

function isWeatherModel(name: string): name is WeatherModel {
  return (WEATHER_MODELS as readonly string[]).includes(name);
}
