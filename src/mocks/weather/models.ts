/**
 * Per-model series for the model comparison view. Each model is the main forecast plus
 * its own deterministic error: a steady bias and a slowly wandering part for temperature
 * (together within ±3 °C), and a different take on rain amounts and timing.
 */
import { WEATHER_MODELS, type ModelSeries, type WeatherModel } from '../../api/schemas/weather';
import { type HourWeather, PRECIPITATION_THRESHOLD, roundTo } from './conditions';
import { MS_PER_HOUR } from './local-time';
import { hashString, mixHash, unitHash, valueNoise } from './noise';
import type { PlaceContext } from './place-context';

/** Largest |model − main| temperature difference the generator produces, °C. */
export const MAX_MODEL_TEMPERATURE_SPREAD = 3;

/** Every model the contract permits, in contract order. */
export const AVAILABLE_MODELS: readonly WeatherModel[] = WEATHER_MODELS;

function modelSeed(ctx: PlaceContext, model: WeatherModel): number {
  return mixHash(ctx.seeds.temperature, hashString(`model:${model}`));
}

export function modelSeries(ctx: PlaceContext, model: WeatherModel, hours: readonly HourWeather[]): ModelSeries {
  const seed = modelSeed(ctx, model);
  // Bias in ±[0.6, 1.8] °C, wander in ±1.2 °C: at least a visible spread, never beyond ±3.
  const biasSign = unitHash(seed, 1) < 0.5 ? -1 : 1;
  const bias = biasSign * (0.6 + 1.2 * unitHash(seed, 2));
  const wetTendency = 0.5 + unitHash(seed, 3); // 0.5-1.5× the main rain amounts
  const temperature_2m: number[] = [];
  const precipitation: number[] = [];
  for (const hour of hours) {
    const h = hour.epochMs / MS_PER_HOUR;
    const wander = (valueNoise(mixHash(seed, 4), h, 10) - 0.5) * 2.4;
    temperature_2m.push(roundTo(hour.temperature + bias + wander, 1));
    let rain = hour.precipitation * wetTendency * (0.6 + 0.8 * valueNoise(mixHash(seed, 5), h, 5));
    // Models disagree most at the edge of a rain area: some see light rain where the main run is dry.
    if (rain === 0 && hour.moisture > PRECIPITATION_THRESHOLD - 0.08 && valueNoise(mixHash(seed, 6), h, 6) > 0.6) {
      rain = 0.1 + 0.4 * valueNoise(mixHash(seed, 7), h, 3);
    }
    precipitation.push(roundTo(rain, 1));
  }
  return { model, temperature_2m, precipitation };
}
