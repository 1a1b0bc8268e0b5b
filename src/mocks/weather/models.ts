/**
 * Per-model series for the model comparison view. Every model sees the same weather field
 * as the main forecast, perturbed by its own smooth field of errors whose size grows with
 * lead time, as real ensembles diverge: temperature by up to MAX_MODEL_TEMPERATURE_SPREAD,
 * rain through the moisture the rain is made from (so a model may start a shower earlier,
 * miss it or make it heavier). The perturbations are centred over all models, so the mean
 * of every model is the main forecast.
 */
import { WEATHER_MODELS, type ModelSeries, type WeatherModel } from '../../api/schemas/weather';
import type { HourWeather } from './conditions';
import { weatherField } from './field';
import { MS_PER_HOUR } from './local-time';
import { hashString } from './noise';
import { clamp, roundTo } from './numbers';
import type { PlaceContext } from './place-context';
import { hourAmount } from './rain';

/** Largest |model − main| temperature difference the generator produces, °C. */
export const MAX_MODEL_TEMPERATURE_SPREAD = 3;

/** Every model the contract permits, in contract order. */
export const AVAILABLE_MODELS: readonly WeatherModel[] = WEATHER_MODELS;

const MODEL_SEEDS: readonly number[] = AVAILABLE_MODELS.map((model) => hashString(`model:${model}`));

/** Temperature spread (°C per unit of perturbation) at a lead time in hours. */
export function temperatureSpread(leadHours: number): number {
  return 0.6 + 0.06 * Math.max(0, leadHours);
}

/** Each model's perturbation minus the mean of all, at a point and hour. */
function centredPerturbations(ctx: PlaceContext, hours: number): number[] {
  const values = MODEL_SEEDS.map((seed) => weatherField(seed, ctx.lat, ctx.lon, hours));
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return values.map((value) => value - mean);
}

/** One series per requested model for the hours given (the 24 hours from now). */
export function modelSeriesFor(
  ctx: PlaceContext,
  models: readonly WeatherModel[],
  hours: readonly HourWeather[],
  nowMs: number,
): ModelSeries[] {
  const series = models.map((model) => ({ model, temperature_2m: [] as number[], precipitation: [] as number[] }));
  for (const hour of hours) {
    const lead = (hour.epochMs - nowMs) / MS_PER_HOUR;
    const perturbations = centredPerturbations(ctx, hour.epochMs / MS_PER_HOUR);
    const spread = temperatureSpread(lead);
    const moistureSpread = 0.03 + 0.004 * Math.max(0, lead);
    models.forEach((model, i) => {
      const p = perturbations[AVAILABLE_MODELS.indexOf(model)]!;
      const delta = clamp(2 * spread * p, -MAX_MODEL_TEMPERATURE_SPREAD, MAX_MODEL_TEMPERATURE_SPREAD);
      series[i]!.temperature_2m.push(roundTo(hour.temperature + delta, 1));
      const shift = moistureSpread * 2 * p;
      series[i]!.precipitation.push(
        hourAmount(hour.rain, clamp(hour.moisture + shift, 0, 1), clamp(hour.moistureEnd + shift, 0, 1)),
      );
    });
  }
  return series;
}
