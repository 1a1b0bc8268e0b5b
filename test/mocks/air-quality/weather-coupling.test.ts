import { describe, expect, it } from 'vitest';
import { annualMeans } from '../../../src/mocks/air-quality/annual-means';
import { type AirHour, type AirSetting, concentrationsFor } from '../../../src/mocks/air-quality/concentrations';
import { type AirWeather, desertness } from '../../../src/mocks/air-quality/weather-coupling';
import { placeClimate } from '../../../src/mocks/weather/climate';

const london: AirSetting = { lat: 51.51, lon: -0.13, means: annualMeans(51.51, -0.13), desertness: 0 };
const sahara: AirSetting = { lat: 23, lon: 10, means: annualMeans(23, 10), desertness: 1 };

/** A mild, dry, overcast hour with a light breeze. */
const still: AirWeather = {
  precipitation: [0, 0, 0],
  windSpeed: 8,
  windGusts: 14,
  cloudCover: 70,
  temperature: 12,
  sunAltitude: 20,
};

const hours: readonly AirHour[] = [
  { epochMs: Date.UTC(2026, 0, 15, 8), dayOfYear: 14.3, localHour: 8 },
  { epochMs: Date.UTC(2026, 6, 10, 14), dayOfYear: 190.6, localHour: 14 },
  { epochMs: Date.UTC(2026, 10, 2, 23), dayOfYear: 305.9, localHour: 23 },
];

describe('the weather in the air', () => {
  it.each(hours)('rain washes particles out of the same hour ($localHour:00, day $dayOfYear)', (hour) => {
    const dry = concentrationsFor(london, hour, still);
    const showers = concentrationsFor(london, hour, { ...still, precipitation: [1.5, 0, 0] });
    const afterRain = concentrationsFor(london, hour, { ...still, precipitation: [0, 4, 2] });
    expect(showers.pm2_5).toBeLessThan(dry.pm2_5);
    expect(showers.pm10).toBeLessThan(dry.pm10);
    expect(afterRain.pm2_5).toBeLessThan(dry.pm2_5);
  });

  it.each(hours)('a strong wind disperses city pollution ($localHour:00, day $dayOfYear)', (hour) => {
    const calm = concentrationsFor(london, hour, still);
    const windy = concentrationsFor(london, hour, { ...still, windSpeed: 45, windGusts: 70 });
    expect(windy.pm2_5).toBeLessThan(calm.pm2_5);
    expect(windy.no2).toBeLessThan(calm.no2);
  });

  it('a calm, clear night concentrates particles under an inversion', () => {
    const night = hours[2]!;
    const breezyCloudy = concentrationsFor(london, night, { ...still, sunAltitude: -30, windSpeed: 20 });
    const calmClear = concentrationsFor(london, night, { ...still, sunAltitude: -30, windSpeed: 1, cloudCover: 0 });
    expect(calmClear.pm2_5).toBeGreaterThan(1.5 * breezyCloudy.pm2_5);
  });

  it('a strong wind over a hot desert lifts dust, mostly coarse, and rain keeps it down', () => {
    const hour = hours[1]!;
    const hot = { ...still, temperature: 35, cloudCover: 0, sunAltitude: 60 };
    const calm = concentrationsFor(sahara, hour, hot);
    const storm = concentrationsFor(sahara, hour, { ...hot, windSpeed: 55, windGusts: 85 });
    expect(storm.pm10).toBeGreaterThan(5 * calm.pm10);
    expect(storm.pm10 - calm.pm10).toBeGreaterThan(2 * (storm.pm2_5 - calm.pm2_5));
    const wetStorm = concentrationsFor(sahara, hour, { ...hot, windSpeed: 55, windGusts: 85, precipitation: [2, 0, 0] });
    expect(wetStorm.pm10).toBeLessThan(calm.pm10);
  });

  it('sunshine on warm air makes ozone; cloud and cold make less', () => {
    const hour = hours[1]!;
    const sunny = concentrationsFor(london, hour, { ...still, cloudCover: 0, temperature: 28, sunAltitude: 55 });
    const grey = concentrationsFor(london, hour, { ...still, cloudCover: 100, temperature: 28, sunAltitude: 55 });
    const cold = concentrationsFor(london, hour, { ...still, cloudCover: 0, temperature: 2, sunAltitude: 55 });
    expect(sunny.o3).toBeGreaterThan(1.5 * grey.o3);
    expect(sunny.o3).toBeGreaterThan(1.5 * cold.o3);
  });
});

describe('desertness', () => {
  it('finds bare dry ground in hot deserts only, not in wet places or on ice', () => {
    expect(desertness(placeClimate(24.69, 46.72))).toBeGreaterThan(0.5); // Riyadh
    expect(desertness(placeClimate(23, 10))).toBeGreaterThan(0.5); // the central Sahara
    expect(desertness(placeClimate(51.51, -0.13))).toBe(0); // London
    expect(desertness(placeClimate(-90, 0))).toBe(0); // the South Pole
  });
});
