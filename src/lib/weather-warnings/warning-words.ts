import { formatPlaceDate, formatPlaceTime, type PlaceClock } from '../local-time';
import { formatNumber, formatPrecipitation, formatTemperatureWithUnit, formatWind } from '../unit-format';
import type { UnitPreferences } from '../units';
import { weatherCondition } from '../weather-codes';
import { zonedDate, zonedIso } from '../zoned-time';
import { WARNING_THRESHOLDS } from './thresholds';
import type { WarningKind, WarningSeverity, WarningSource, WeatherWarning } from './warning';

/** A warning's words, in English (a later issue translates). */

export const WARNING_TITLES: Record<WarningKind, string> = {
  frost: 'Frost',
  heat: 'Extreme heat',
  rain: 'Heavy rain',
  thunderstorm: 'Thunderstorm',
  wind: 'Strong wind',
  air: 'Unhealthy air',
};

export const SEVERITY_LABELS: Record<WarningSeverity, string> = { warning: 'Warning', severe: 'Severe warning' };

export const SOURCE_LABELS: Record<WarningSource, string> = { forecast: 'from the forecast' };

const HOUR_MS = 3_600_000;
/** Evening and night hours, when a start reads "tonight". */
const NIGHT_FROM = 18;
const NIGHT_UNTIL = 6;

/** When it starts, in the place's own time: "now", "today from 14:00", "tonight from 02:00", "tomorrow", "Thursday". */
export function warningStart(warning: WeatherWarning, clock: PlaceClock, now: number, locale?: string): string {
  if (warning.timing === 'reading' || warning.startsAt <= now) return 'now';
  const today = zonedDate(now + clock.shiftMs, clock.timeZone);
  const tomorrow = zonedDate(Date.parse(`${today}T12:00Z`) + 24 * HOUR_MS, 'UTC');
  const { startDate } = warning;
  if (warning.timing === 'day') {
    if (startDate === today) return 'today';
    return startDate === tomorrow ? 'tomorrow' : formatPlaceDate(startDate, 'long-weekday', locale);
  }
  const from = `from ${formatPlaceTime(warning.startsAt, clock, locale)}`;
  const hour = Number(zonedIso(warning.startsAt + clock.shiftMs, clock.timeZone).slice(11, 13));
  const night = hour >= NIGHT_FROM || hour < NIGHT_UNTIL;
  if (startDate === today) return `${night ? 'tonight' : 'today'} ${from}`;
  if (startDate === tomorrow) return `${hour < NIGHT_UNTIL ? 'tonight' : 'tomorrow'} ${from}`;
  return `${formatPlaceDate(startDate, 'long-weekday', locale)} ${from}`;
}

/**
 * How long it lasts: "for 5 hours", "for 3 days"; nothing for a reading of the air, nor for one
 * day known only by its extreme (a night's low of −1 °C is not frost "all day"): its weekday says it.
 */
export function warningDuration(warning: WeatherWarning): string | undefined {
  if (warning.timing === 'reading') return undefined;
  if (warning.timing === 'day') {
    const days = datesBetween(warning.startDate, warning.lastDate);
    return days === 1 ? undefined : `for ${days} days`;
  }
  const hours = Math.round((warning.endsAt - warning.startsAt) / HOUR_MS);
  if (hours < 24) return hours === 1 ? 'for 1 hour' : `for ${hours} hours`;
  return `for ${Math.ceil(hours / 24)} days`;
}

/** Its worst, in the person's units: "down to −12 °C", "gusts up to 95 km/h", "42 mm in total", "AQI 180". */
export function warningPeak(warning: WeatherWarning, units: UnitPreferences, locale?: string): string | undefined {
  const { measure, value } = warning.peak;
  switch (measure) {
    case 'lowest-temperature':
      return `down to ${formatTemperatureWithUnit(value, units, locale)}`;
    case 'highest-temperature':
      return `up to ${formatTemperatureWithUnit(value, units, locale)}`;
    case 'rain-per-hour':
      return `up to ${formatPrecipitation(value, units, locale)} an hour`;
    case 'rain-per-day':
      return `${formatPrecipitation(value, units, locale)} in total`;
    case 'gust':
      return `gusts up to ${formatWind(value, units, locale)}`;
    case 'weather-code': {
      // Code 95 is a plain thunderstorm, which the title already says; higher codes add hail.
      if (value === WARNING_THRESHOLDS.thunderstorm.minCode) return undefined;
      const condition = weatherCondition(value);
      return condition.charAt(0).toLowerCase() + condition.slice(1);
    }
    case 'aqi':
      return `AQI ${formatNumber(value, 0, locale)}`;
  }
}

/** "tonight from 02:00, for 5 hours, down to −12 °C": when, how long and how bad, in one line. */
export function warningDetails(warning: WeatherWarning, context: { clock: PlaceClock; now: number; units: UnitPreferences; locale?: string }): string {
  const { clock, now, units, locale } = context;
  return [warningStart(warning, clock, now, locale), warningDuration(warning), warningPeak(warning, units, locale)].filter(Boolean).join(', ');
}

function datesBetween(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00Z`) - Date.parse(`${first}T00:00Z`)) / (24 * HOUR_MS)) + 1;
}
