import { describe, expect, it } from 'vitest';
import { forecastWarnings } from '../../../src/lib/weather-warnings/forecast-warnings';
import { WARNING_THRESHOLDS } from '../../../src/lib/weather-warnings/thresholds';
import { calmWeek, DAY, HOUR } from '../../support/warning-forecast';

/** Monday 12 January 2026, midnight UTC; "now" is 10:00 that day unless a test says otherwise. */
const MONDAY = Date.UTC(2026, 0, 12);
const NOW = MONDAY + 10 * HOUR;

const at = (hour: number, values: Parameters<typeof calmWeek>[2] = {}) => forecastWarnings(calmWeek('UTC', MONDAY, values), { now: MONDAY + hour * HOUR });
const kinds = (warnings: { kind: string; severity: string }[]) => warnings.map(({ kind, severity }) => `${kind} ${severity}`);

describe('each rule at its threshold and one step short of it', () => {
  it.each([
    ['frost at 0 °C', { temperature: 0 }, 'frost warning'],
    ['no frost at 0.1 °C', { temperature: 0.1 }, undefined],
    ['heat at 35 °C', { temperature: 35 }, 'heat warning'],
    ['no heat at 34.9 °C', { temperature: 34.9 }, undefined],
    ['severe heat at 40 °C', { temperature: 40 }, 'heat severe'],
    ['plain heat at 39.9 °C', { temperature: 39.9 }, 'heat warning'],
    ['heavy rain at 7.6 mm in an hour', { precipitation: 7.6 }, 'rain warning'],
    ['no heavy rain at 7.5 mm in an hour', { precipitation: 7.5 }, undefined],
    ['a thunderstorm at code 95', { code: 95 }, 'thunderstorm warning'],
    ['no thunderstorm at code 94', { code: 94 }, undefined],
    ['a thunderstorm with heavy hail at code 99', { code: 99 }, 'thunderstorm warning'],
    ['strong wind at 70 km/h gusts', { gust: 70 }, 'wind warning'],
    ['no strong wind at 69.9 km/h gusts', { gust: 69.9 }, undefined],
    ['severe wind at 90 km/h gusts', { gust: 90 }, 'wind severe'],
    ['plain strong wind at 89.9 km/h gusts', { gust: 89.9 }, 'wind warning'],
  ])('hourly: %s', (_, hour, expected) => {
    expect(kinds(at(10, { hours: { 14: hour } }))).toEqual(expected ? [expected] : []);
  });

  it.each([
    ['frost at a low of 0 °C', { min: 0 }, 'frost warning'],
    ['no frost at a low of 0.1 °C', { min: 0.1 }, undefined],
    ['heat at a high of 35 °C', { max: 35 }, 'heat warning'],
    ['no heat at a high of 34.9 °C', { max: 34.9 }, undefined],
    ['severe heat at a high of 40 °C', { max: 40 }, 'heat severe'],
    ['heavy rain at 30 mm in the day', { precipitationSum: 30 }, 'rain warning'],
    ['no heavy rain at 29.9 mm in the day', { precipitationSum: 29.9 }, undefined],
    ['a thunderstorm at code 95', { code: 95 }, 'thunderstorm warning'],
    ['no thunderstorm at code 82', { code: 82 }, undefined],
    ['strong wind at 70 km/h gusts', { gustMax: 70 }, 'wind warning'],
    ['no strong wind at 69.9 km/h gusts', { gustMax: 69.9 }, undefined],
  ])('daily: %s', (_, day, expected) => {
    expect(kinds(at(10, { days: { 3: day } }))).toEqual(expected ? [expected] : []);
  });

  it('unhealthy air from an AQI of 151, not 150', () => {
    const forecast = calmWeek('UTC', MONDAY);
    const reading = (usAqi: number) => forecastWarnings(forecast, { now: NOW, air: { usAqi, observedAt: NOW - HOUR } });
    expect(kinds(reading(WARNING_THRESHOLDS.air.usAqi))).toEqual(['air warning']);
    expect(reading(150)).toEqual([]);
  });
});

describe('what lies ahead', () => {
  it('a calm week warns of nothing', () => {
    expect(at(10)).toEqual([]);
  });

  it('an hour already past warns no more', () => {
    const forecast = { hours: { 9: { precipitation: 12 } } };
    expect(kinds(at(9.5, forecast))).toEqual(['rain warning']);
    expect(at(10, forecast)).toEqual([]);
  });

  it('a hazard under way starts at the hour under way, its peak from the hours ahead', () => {
    const hours = Object.fromEntries(Array.from({ length: 13 }, (_, i) => [i, { temperature: i === 2 ? -10 : -1 }]));
    const [frost] = at(10.5, { hours: { ...hours, 11: { temperature: -3 } } });
    expect(frost).toMatchObject({ kind: 'frost', startsAt: NOW, endsAt: MONDAY + 13 * HOUR, onsetDate: '2026-01-12' });
    expect(frost?.peak).toEqual({ measure: 'lowest-temperature', value: -3 });
  });

  it('daily values do not speak for days the hours ahead cover', () => {
    expect(at(10, { days: { 0: { min: -2 } } })).toEqual([]);
  });

  it('a week of frost in a cold interior is one warning, from now to the end of the week', () => {
    const hours = Object.fromEntries(Array.from({ length: 168 }, (_, i) => [i, { temperature: -30 }]));
    const days = Object.fromEntries(Array.from({ length: 7 }, (_, j) => [j, { min: j === 4 ? -41 : -35, max: -28 }]));
    const warnings = at(10, { hours, days });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ kind: 'frost', startsAt: NOW, endsAt: MONDAY + 7 * DAY, lastDate: '2026-01-18', peak: { value: -41 } });
  });

  it('frost tonight found in the hours is not told again by the day it falls on', () => {
    const warnings = at(10, { hours: { 26: { temperature: -1 }, 27: { temperature: -2 } }, days: { 1: { min: -2 } } });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ timing: 'hour', startsAt: MONDAY + 26 * HOUR, endsAt: MONDAY + 28 * HOUR });
  });

  it('30 mm over the rest of today is heavy rain though no hour brings 8 mm', () => {
    const steady = (mm: number) => Object.fromEntries(Array.from({ length: 10 }, (_, i) => [12 + i, { precipitation: mm }]));
    const [rain] = at(10, { hours: steady(3) });
    expect(rain).toMatchObject({ kind: 'rain', timing: 'hour', startsAt: MONDAY + 12 * HOUR, endsAt: MONDAY + 22 * HOUR });
    expect(rain?.peak).toEqual({ measure: 'rain-per-day', value: 30 });
    expect(at(10, { hours: steady(2.9) })).toEqual([]);
  });

  it('rain that fell this morning does not count towards today', () => {
    const morning = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i, { precipitation: 4 }]));
    expect(at(10, { hours: morning, days: { 0: { precipitationSum: 40 } } })).toEqual([]);
  });

  it('an air reading older than its hours of validity no longer warns', () => {
    const forecast = calmWeek('UTC', MONDAY);
    expect(forecastWarnings(forecast, { now: NOW, air: { usAqi: 180, observedAt: NOW - 7 * HOUR } })).toEqual([]);
  });

  it('lists the most severe first, then the soonest', () => {
    const warnings = at(10, { hours: { 12: { gust: 75 }, 14: { code: 95 } }, days: { 4: { max: 41 } } });
    expect(kinds(warnings)).toEqual(['heat severe', 'wind warning', 'thunderstorm warning']);
  });

  it('dates hazards by the place’s own calendar', () => {
    const tokyoMidnight = Date.UTC(2026, 0, 11, 15);
    const forecast = calmWeek('Asia/Tokyo', tokyoMidnight, { hours: { 26: { temperature: -3 } } });
    const [frost] = forecastWarnings(forecast, { now: tokyoMidnight + 20 * HOUR });
    expect(frost).toMatchObject({ startDate: '2026-01-13', onsetDate: '2026-01-13', startsAt: tokyoMidnight + 26 * HOUR });
  });
});
