/**
 * One hour of weather at one point. Everything comes from the smooth planet-wide fields in
 * field.ts (pressure, moisture, warmth) laid over the place's climate normals (climate.ts):
 * - moisture values, made uniform on [0, 1] by the fields' own distributions, set cloud and
 *   humidity (the systems') and rain (the systems' with showers'), with the rain threshold chosen
 *   so that the share of wet hours and the mean amount reproduce the month's rain days and total (rain.ts);
 * - temperature is the normal daily mean plus a warmth anomaly plus the day-night cycle
 *   between the normal maximum and minimum, narrowed under cloud and widened under clear sky;
 * - wind is the prevailing flow of the latitude (westerlies, trades, monsoon in the wet
 *   season) plus the geostrophic wind around the pressure field's lows and highs (wind.ts);
 * and the WMO code is picked from those numbers (weather-code.ts), so it cannot contradict them.
 */
import type { WmoWeatherCode } from '../../lib/weather-codes';
import { apparentTemperature, uvIndexFor } from './atmosphere';
import { climateAt } from './climate';
import { extratropicalWeight } from './field';
import { MS_PER_HOUR } from './local-time';
import { hashString, mixHash, unitHash } from './noise';
import { clamp, roundTo } from './numbers';
import type { PlaceContext } from './place-context';
import { airMoistureAt, pressureAt, rainMoistureAt, warmthAt } from './place-fields';
import { type RainClimate, convectiveLikelihood, hourAmount, rainClimate, wetDayShareOf, withConvection } from './rain';
import { dayOfYear, diurnalShape, noonSunAltitude, solarHour } from './solar-day';
import { SUNRISE_APPARENT_ALTITUDE_DEG, sunAltitude } from './sun';
import { SNOW_MAX_TEMPERATURE, pickWeatherCode } from './weather-code';
import { windVector } from './wind';

/** Values as the API reports them (already rounded), plus the rain drivers for derived series. */
export interface HourWeather {
  readonly epochMs: number;
  readonly temperature: number;
  readonly humidity: number;
  readonly apparentTemperature: number;
  readonly precipitationProbability: number;
  /** mm in the hour: the sum of its four quarter hours. */
  readonly precipitation: number;
  readonly weatherCode: WmoWeatherCode;
  readonly windSpeed: number;
  readonly windDirection: number;
  readonly windGusts: number;
  readonly surfacePressure: number;
  readonly cloudCover: number;
  readonly uvIndex: number;
  readonly visibility: number;
  readonly isDay: 0 | 1;
  /** Uniform moisture in [0, 1] at the start and the end of the hour, as the rain reads it. */
  readonly moisture: number;
  readonly moistureEnd: number;
  readonly rain: RainClimate;
}

/** Highest probability reported for an hour without precipitation. */
export const DRY_HOUR_MAX_PROBABILITY = 30;
/** Lowest probability reported for an hour with precipitation. */
export const WET_HOUR_MIN_PROBABILITY = 55;

const DRAW_SEED = hashString('field:draw');

/** Cloud cover (%) from moisture: clear below `clearBelow`, overcast once rain is near. */
function cloudFromMoisture(moisture: number, clearBelow: number, threshold: number): number {
  if (moisture < clearBelow) return 12 * (moisture / clearBelow);
  if (moisture < threshold) return 12 + 76 * ((moisture - clearBelow) / (threshold - clearBelow));
  return 88 + 12 * ((moisture - threshold) / (1 - threshold));
}

/** Weather at an instant. Pure: depends only on the point, its climate and `epochMs`. */
export function sampleHour(ctx: PlaceContext, epochMs: number): HourWeather {
  const { lat, lon, elevationM } = ctx;
  const hours = epochMs / MS_PER_HOUR;
  const doy = dayOfYear(epochMs);
  const normals = climateAt(ctx.climate, doy);
  const noonAltitude = noonSunAltitude(lat, doy);
  const diurnal = diurnalShape(solarHour(epochMs, lon));
  const extratropical = extratropicalWeight(lat);

  const pressure = pressureAt(ctx, hours);
  const warmth = warmthAt(ctx, hours);
  const mean = (normals.tmax + normals.tmin) / 2;
  // Warm tropical air builds cloud with the day's heat and rains in afternoon storms (a wet hour likelier then).
  const heat = clamp((mean - 18) / 8, 0, 1) * (1 - 0.5 * extratropical);
  const airMoisture = clamp(airMoistureAt(ctx, hours) + 0.12 * heat * diurnal, 0, 1);
  // Monsoon rain is mostly steady rain from deep cloud, not scattered afternoon showers.
  const steadySeason = clamp(normals.seasonalWetness - 1.5, 0, 1);
  const afternoonRain = 0.8 * heat * (1 - steadySeason);
  const moisture = withConvection(rainMoistureAt(ctx, hours), convectiveLikelihood(diurnal, afternoonRain));
  const moistureEnd = withConvection(rainMoistureAt(ctx, hours + 1), convectiveLikelihood(diurnalShape(solarHour(epochMs + MS_PER_HOUR, lon)), afternoonRain));

  const rain = rainClimate(normals);
  const wetDayShare = wetDayShareOf(normals);
  const clearBelow = Math.min(clamp(0.85 - 1.3 * wetDayShare, 0.1, 0.85), rain.threshold - 0.05);
  let cloudCover = Math.round(cloudFromMoisture(airMoisture, clearBelow, rain.threshold));
  // The normals already hold the average cloudiness; cloudier than average narrows the day-night range.
  const meanCloud = 6 * clearBelow + 50 * (rain.threshold - clearBelow) + 94 * (1 - rain.threshold);

  const halfRange = (normals.tmax - normals.tmin) / 2;
  // With little or no sun the spread between the normal max and min comes from passing air
  // masses rather than a daily cycle.
  const sun = clamp((noonAltitude + 2) / 25, 0, 1);
  const rangeFactor = 1 + 0.5 * ((meanCloud - cloudCover) / 100);
  const airMass = Math.sin((2 * Math.PI * hours) / 17 + (lon * Math.PI) / 90 + 3 * warmth);
  const anomalyScale = (1.2 + 3 * extratropical) * (1 + 0.25 * clamp((halfRange - 4) / 6, 0, 1));
  const temperature = roundTo(
    mean + anomalyScale * warmth + halfRange * (sun * rangeFactor * diurnal + (1 - sun) * airMass),
    1,
  );

  const precipitation = hourAmount(rain, moisture, moistureEnd);
  const wet = precipitation > 0;
  if (wet) cloudCover = Math.max(cloudCover, 80);

  const warmAir = clamp((temperature - 5) / 25, 0, 1);
  const convective = clamp((mean - 10) / 15, 0, 1) * (0.6 + 0.3 * (1 - extratropical)) * (1 - 0.6 * steadySeason);
  const showeriness = clamp(convective + 0.5 * pressure, 0, 0.999);
  const [east, north] = windVector(ctx, hours, pressure, normals.seasonalWetness);
  const baseWind = Math.min(120, (2 + 0.8 * Math.hypot(east, north)) * (1 + 0.15 * Math.max(0, diurnal)));

  // Dry air has wide day-night ranges: that (and few rain days) marks a dry climate.
  const humidityBase = 45 + 33 * clamp(wetDayShare * 2.2, 0, 1) - 1.5 * Math.max(0, halfRange - 5);
  const sunFactor = clamp((noonAltitude + 5) / 50, 0.1, 1);
  let humidity =
    humidityBase + 36 * (airMoisture - 0.5) - 12 * diurnal * sunFactor + Math.max(0, 10 - temperature) * 0.8;
  if (wet) humidity = Math.max(humidity, 85 + Math.min(12, precipitation * 3));
  const fog = !wet && humidity >= 96 && baseWind < 8 && diurnal < -0.3;
  // Denser fog the closer the air is to saturation: 100 m at 100 %, 900 m at 96 %.
  const fogVisibility = 100 + 200 * clamp(100 - humidity, 0, 4);
  if (fog) {
    cloudCover = 100;
    humidity = 100;
  }
  humidity = Math.round(clamp(humidity, 5, 100));

  const cell = mixHash(DRAW_SEED, Math.round(lat * 2), Math.round(lon * 2));
  const weatherCode = pickWeatherCode({
    temperature,
    precipitation,
    cloudCover,
    showeriness,
    thunderScore: showeriness * (0.3 + 0.7 * Math.max(0, diurnal)) * warmAir * 2,
    // Freezing rain needs warm air aloft over a cold surface: where the warm anomaly runs high.
    freezing: warmth > 0.25,
    draw: unitHash(cell, Math.floor(hours)),
    fog,
  });
  const thunder = weatherCode >= 95;

  const windSpeed = roundTo(baseWind, 1);
  const gustFactor = 1.4 + 0.3 * clamp(0.5 + warmth, 0, 1);
  const windGusts = roundTo(baseWind * gustFactor + (thunder ? 25 : showeriness > 0.55 && wet ? 10 : 0), 1);
  // Meteorological direction is where the wind comes *from*, clockwise from north.
  const fromDeg = Math.round(((Math.atan2(-east, -north) * 180) / Math.PI + 360) % 360) % 360;

  const seaLevel = 1013 + (8 + 14 * extratropical) * 1.5 * pressure;
  const surfacePressure = roundTo(seaLevel * ctx.pressureFactor, 1);

  const altitude = sunAltitude(epochMs, lat, lon);
  const isDay: 0 | 1 = altitude > SUNRISE_APPARENT_ALTITUDE_DEG ? 1 : 0;
  const uvIndex = roundTo(uvIndexFor(altitude, cloudCover, elevationM), 2);

  let visibility: number;
  if (fog) visibility = fogVisibility;
  else if (wet && temperature <= SNOW_MAX_TEMPERATURE) visibility = 6000 / (1 + precipitation * 2);
  else if (wet) visibility = 20000 / (1 + precipitation * 0.8);
  else visibility = Math.max(4000, 30000 - 400 * Math.max(0, humidity - 60));
  visibility = Math.round(visibility / 10) * 10;

  let precipitationProbability: number;
  if (wet) {
    const intensity = clamp((Math.max(moisture, moistureEnd) - rain.threshold) / (1 - rain.threshold), 0, 1);
    precipitationProbability = Math.round(
      clamp(WET_HOUR_MIN_PROBABILITY + 45 * Math.sqrt(intensity), WET_HOUR_MIN_PROBABILITY, 100),
    );
  } else {
    const nearness = 1 - (rain.threshold - Math.max(moisture, moistureEnd)) / 0.2;
    precipitationProbability = Math.round(clamp(nearness * DRY_HOUR_MAX_PROBABILITY, 0, DRY_HOUR_MAX_PROBABILITY));
  }

  return {
    epochMs,
    temperature,
    humidity,
    apparentTemperature: roundTo(apparentTemperature(temperature, humidity, windSpeed), 1),
    precipitationProbability,
    precipitation,
    weatherCode,
    windSpeed,
    windDirection: fromDeg,
    windGusts: Math.max(windGusts, windSpeed),
    surfacePressure,
    cloudCover,
    uvIndex,
    visibility,
    isDay,
    moisture,
    moistureEnd,
    rain,
  };
}
