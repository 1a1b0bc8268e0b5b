import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../src/i18n/i18n';
import { formatPlaceTime, placeClock } from '../../../src/lib/local-time';
import { formatTemperatureWithUnit } from '../../../src/lib/unit-format';
import { defaultUnitsForLocale, METRIC_UNITS } from '../../../src/lib/units';
import { forecastWarnings } from '../../../src/lib/weather-warnings/forecast-warnings';
import { warningDetails, warningDuration, warningPeak, warningStart } from '../../../src/lib/weather-warnings/warning-words';
import { calmWeek, HOUR } from '../../support/warning-forecast';

/** Monday 12 January 2026, midnight UTC. */
const MONDAY = Date.UTC(2026, 0, 12);
const UTC = placeClock('UTC', 0);

function firstWarning(now: number, changes: Parameters<typeof calmWeek>[2]) {
  const [warning] = forecastWarnings(calmWeek('UTC', MONDAY, changes), { now });
  if (!warning) throw new Error('expected a warning');
  return warning;
}

describe('when a warning starts, in the place’s own time', () => {
  const now = MONDAY + 10 * HOUR;
  it.each([
    [14, 'today from 14:00'],
    [20, 'tonight from 20:00'],
    [26, 'tonight from 02:00'],
    [31, 'tomorrow from 07:00'],
  ])('hour %i from Monday midnight reads "%s"', (hour, words) => {
    expect(warningStart(firstWarning(now, { hours: { [hour]: { gust: 80 } } }), UTC, now, 'en-GB')).toBe(words);
  });

  it.each([
    [3, 'tonight from 03:00'],
    [20, 'tonight from 20:00'],
    [25, 'Tuesday from 01:00'],
  ])('after midnight (02:15), hour %i from Monday midnight reads "%s": the night under way is tonight, the next one’s small hours go by their weekday', (hour, words) => {
    const smallHours = MONDAY + 2.25 * HOUR;
    expect(warningStart(firstWarning(smallHours, { hours: { [hour]: { gust: 80 } } }), UTC, smallHours, 'en-GB')).toBe(words);
  });

  it('a hazard under way reads "now"', () => {
    expect(warningStart(firstWarning(now, { hours: { 10: { gust: 80 } } }), UTC, now, 'en-GB')).toBe('now');
  });

  it('daily hazards read "tomorrow" and the weekday', () => {
    expect(warningStart(firstWarning(now, { days: { 3: { code: 95 } } }), UTC, now, 'en-GB')).toBe('Thursday');
    const eveningNow = MONDAY + 23 * HOUR;
    expect(warningStart(firstWarning(eveningNow, { days: { 1: { code: 95 } } }), UTC, eveningNow, 'en-GB')).toBe('tomorrow');
  });

  it('a 12-hour clock writes the hour its own way', () => {
    expect(warningStart(firstWarning(now, { hours: { 14: { gust: 80 } } }), UTC, now, 'en-US')).toBe('today from 2:00 PM');
  });
});

describe('how long it lasts', () => {
  const now = MONDAY + 10 * HOUR;
  it('counts hours or days, and gives a single day known by its extreme no length', () => {
    const hours = Object.fromEntries([14, 15, 16, 17, 18].map((i) => [i, { temperature: 36 }]));
    expect(warningDuration(firstWarning(now, { hours }))).toBe('for 5 hours');
    expect(warningDuration(firstWarning(now, { hours: { 14: { temperature: 36 } } }))).toBe('for 1 hour');
    expect(warningDuration(firstWarning(now, { days: { 3: { max: 36 } } }))).toBeUndefined();
    expect(warningDuration(firstWarning(now, { days: { 3: { max: 36 }, 4: { max: 37 }, 5: { max: 36 } } }))).toBe('for 3 days');
  });
});

describe('its peak, in the person’s units', () => {
  const now = MONDAY + 10 * HOUR;
  it('writes temperatures with the app’s formatter, a negative one with a true minus', () => {
    const frost = firstWarning(now, { hours: { 14: { temperature: -12 } } });
    expect(warningPeak(frost, METRIC_UNITS, 'en-GB')).toBe(`down to ${formatTemperatureWithUnit(-12, METRIC_UNITS, 'en-GB')}`);
    expect(warningPeak(frost, METRIC_UNITS, 'en-GB')).toBe('down to \u221212\u00a0°C');
    expect(warningPeak(frost, defaultUnitsForLocale('en-US'), 'en-US')).toBe('down to 10\u00a0°F');
  });

  it('writes gusts, rain, hail and air quality', () => {
    expect(warningPeak(firstWarning(now, { hours: { 14: { gust: 95 } } }), METRIC_UNITS, 'en-GB')).toBe('gusts up to 95\u00a0km/h');
    expect(warningPeak(firstWarning(now, { hours: { 14: { precipitation: 12 } } }), METRIC_UNITS, 'en-GB')).toBe('up to 12\u00a0mm an hour');
    expect(warningPeak(firstWarning(now, { days: { 4: { precipitationSum: 42 } } }), METRIC_UNITS, 'en-GB')).toBe('42\u00a0mm in total');
    expect(warningPeak(firstWarning(now, { hours: { 14: { code: 99 } } }), METRIC_UNITS, 'en-GB')).toBe('thunderstorm with heavy hail');
    expect(warningPeak(firstWarning(now, { hours: { 14: { code: 95 } } }), METRIC_UNITS, 'en-GB')).toBeUndefined();
    const [air] = forecastWarnings(calmWeek('UTC', MONDAY), { now, air: { usAqi: 180, observedAt: now } });
    expect(air && warningDetails(air, { clock: UTC, now, units: METRIC_UNITS, locale: 'en-GB' })).toBe('now, AQI 180');
  });

  it('puts when, how long and how bad in one line', () => {
    const hours = { 26: { temperature: -2 }, 27: { temperature: -4 }, 28: { temperature: -1 } };
    expect(warningDetails(firstWarning(now, { hours }), { clock: UTC, now, units: METRIC_UNITS, locale: 'en-GB' })).toBe(
      'tonight from 02:00, for 3 hours, down to \u22124\u00a0°C',
    );
  });
});

describe('a warning’s line in every language', () => {
  const now = MONDAY + 10 * HOUR;
  const frost = () => firstWarning(now, { hours: { 26: { temperature: -2 }, 27: { temperature: -4 }, 28: { temperature: -1 } } });
  afterEach(() => activateLanguage('en'));

  it.each([
    ['en', `tonight from ${formatPlaceTime(MONDAY + 26 * HOUR, UTC, 'en')}, for 3 hours, down to \u22124\u00a0°C`],
    ['fr', 'cette nuit dès 02:00, pendant 3 heures, jusqu’à \u22124\u00a0°C'],
    ['es', 'esta noche a partir de las 02:00, durante 3 horas, hasta \u22124\u00a0°C'],
    ['pt-BR', 'esta noite a partir das 02:00, por 3 horas, até \u22124\u00a0°C'],
    ['de', 'heute Nacht ab 02:00, für 3 Stunden, bis \u22124\u00a0°C'],
    ['ar', 'الليلة من الساعة 2:00 ص، لمدة 3 ساعات، حتى \u2066\u200e\u22124\u00a0°C\u2069'],
    ['sn', 'usiku hwanhasi kubva 02:00, kwemaawa 3, kusvika \u22124\u00a0°C'],
  ] as const)('%s', async (language, line) => {
    await activateLanguage(language);
    expect(warningDetails(frost(), { clock: UTC, now, units: METRIC_UNITS })).toBe(line);
  });

  it('Arabic counts two hours and two days in their dual form', async () => {
    await activateLanguage('ar');
    const hours = Object.fromEntries([14, 15].map((i) => [i, { temperature: 36 }]));
    expect(warningDuration(firstWarning(now, { hours }))).toBe('لمدة ساعتين');
    expect(warningDuration(firstWarning(now, { days: { 3: { max: 36 }, 4: { max: 37 } } }))).toBe('لمدة يومين');
  });
});
