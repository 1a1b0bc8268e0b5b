import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EmbedCurrentSchema, EmbedDaySchema } from '../../../src/api/schemas/embed';
import { roundHalfAway } from '../../../src/lib/rounding';
import { formatNumber } from '../../../src/lib/unit-format';
import { weatherCondition } from '../../../src/lib/weather-codes';
import { buildEmbed, compassPoint } from '../../../src/mocks/weather/embed';
import { buildWeather } from '../../../src/mocks/weather/forecast';
import { honolulu, kiritimati, namedPlaces, syntheticPlaces, zurich } from './places';


describe('buildEmbed', () => {
  it('shows the same whole temperature as the forecast when the forecast says −0.5 °C', () => {
    // The first hour of a Zürich winter at −0.5 °C, where Math.round (0) and the screen (−1) differ.
    const hours = Array.from({ length: 90 * 24 }, (_, hour) => new Date(Date.UTC(2026, 11, 1, hour, 30)));
    const now = hours.find((at) => buildWeather(zurich, at).body.current.temperature_2m === -0.5);
    expect(now, 'an hour at −0.5 °C in Zürich, December to February').toBeDefined();
    const { current } = buildWeather(zurich, now!).body;
    const embed = buildEmbed(zurich, now!);
    expect(formatNumber(embed.current.temp, 0, 'en')).toBe(formatNumber(current.temperature_2m, 0, 'en'));
  });


  it('equals the rounded /api/py/weather values for the same place and time', () => {
    for (const place of [...namedPlaces, ...syntheticPlaces(30)]) {
      for (const iso of ['2026-01-10T06:00:00Z', '2026-07-18T23:59:00Z']) {
        const now = new Date(iso);
        const { current, daily } = buildWeather(place, now).body;
        const embed = buildEmbed(place, now);
        expect(embed.current).toEqual({
          temp: roundHalfAway(current.temperature_2m),
          feelsLike: roundHalfAway(current.apparent_temperature),
          code: current.weather_code,
          condition: weatherCondition(current.weather_code),
          high: roundHalfAway(daily.temperature_2m_max[0]!),
          low: roundHalfAway(daily.temperature_2m_min[0]!),
          humidity: roundHalfAway(current.relative_humidity_2m),
          windSpeed: roundHalfAway(current.wind_speed_10m),
          windDirection: compassPoint(current.wind_direction_10m),
          isDay: current.is_day === 1,
        });
        expect(embed.daily).toHaveLength(7);
        embed.daily.forEach((day, i) => {
          expect(day.date).toBe(daily.time[i]);
          expect(day.code).toBe(daily.weather_code[i]);
          expect(day.condition).toBe(weatherCondition(day.code));
          expect(day.high).toBe(roundHalfAway(daily.temperature_2m_max[i]!));
          expect(day.low).toBe(roundHalfAway(daily.temperature_2m_min[i]!));
          expect(day.precipitationProbability).toBe(roundHalfAway(daily.precipitation_probability_max[i]!));
          v.parse(EmbedDaySchema, day);
        });
        v.parse(EmbedCurrentSchema, embed.current);
      }
    }
  });

  it('labels the first day "Today" and the rest with short weekdays in the place zone', () => {
    // 20:10Z on Tuesday 10 March is already Wednesday 11 March in Kiritimati (+14).
    expect(buildEmbed(kiritimati, new Date('2026-03-10T20:10:00Z')).daily.map((d) => d.day)).toEqual([
      'Today', 'Thu', 'Fri', 'Sat', 'Sun', 'Mon', 'Tue',
    ]);
    // 05:00Z on Wednesday 11 March is still Tuesday 10 March in Honolulu (-10).
    expect(buildEmbed(honolulu, new Date('2026-03-11T05:00:00Z')).daily.map((d) => d.day)).toEqual([
      'Today', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'Mon',
    ]);
  });

  it('is deterministic', () => {
    const now = new Date('2026-03-10T20:10:00Z');
    expect(buildEmbed(zurich, now)).toEqual(buildEmbed(zurich, now));
  });
});

describe('compassPoint', () => {
  it('maps degrees to the 8-point compass, each point owning the 45° around it', () => {
    expect(compassPoint(0)).toBe('N');
    expect(compassPoint(22.4)).toBe('N');
    expect(compassPoint(22.5)).toBe('NE');
    expect(compassPoint(90)).toBe('E');
    expect(compassPoint(135)).toBe('SE');
    expect(compassPoint(180)).toBe('S');
    expect(compassPoint(225)).toBe('SW');
    expect(compassPoint(270)).toBe('W');
    expect(compassPoint(315)).toBe('NW');
    expect(compassPoint(337.4)).toBe('NW');
    expect(compassPoint(337.5)).toBe('N');
    expect(compassPoint(359)).toBe('N');
    expect(compassPoint(360)).toBe('N');
    expect(compassPoint(-90)).toBe('W');
  });
});
