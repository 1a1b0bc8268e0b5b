import { WEATHER_MODELS, type WeatherModel } from '../../api/schemas/weather';

export const MODEL_NAMES: Record<WeatherModel, string> = {
  gfs_seamless: 'GFS (NOAA)',
  ecmwf_ifs04: 'ECMWF IFS',
  icon_seamless: 'ICON (DWD)',
  meteofrance_seamless: 'Météo-France',
};

/** Kept in the permitted order, so the same choice always draws the same colours. */
export function orderModels(models: Iterable<WeatherModel>): WeatherModel[] {
  const chosen = new Set(models);
  return WEATHER_MODELS.filter((model) => chosen.has(model));
}

/** A stored model choice, keeping only names the API still permits. */
export function parseModelChoice(stored: unknown): WeatherModel[] | undefined {
  if (!Array.isArray(stored)) return undefined;
  return orderModels(stored.filter((name): name is WeatherModel => (WEATHER_MODELS as readonly unknown[]).includes(name)));
}
