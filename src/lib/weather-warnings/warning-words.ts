import type { MessageId } from '../../i18n/message-id';
import { t } from '../../i18n/translate';
import { formatPlaceDate, formatPlaceTime, placeDate, placeHour, type PlaceClock } from '../local-time';
import { formatNumber, formatPrecipitation, formatTemperatureWithUnit, formatWind } from '../unit-format';
import type { UnitPreferences } from '../units';
import { nextDate } from '../zoned-time';
import { WARNING_THRESHOLDS } from './thresholds';
import type { WarningKind, WarningSeverity, WarningSource, WeatherWarning } from './warning';
import { HOUR_MS } from '../durations';
import { NIGHT_FROM, NIGHT_UNTIL, readsAsTonight } from '../tonight';

/** A warning's words, in the app's language: each table holds message IDs, read where shown. */

const TITLES: Record<WarningKind, MessageId> = {
  frost: 'warnings.title.frost',
  heat: 'warnings.title.heat',
  rain: 'warnings.title.rain',
  thunderstorm: 'warnings.title.thunderstorm',
  wind: 'warnings.title.wind',
  air: 'warnings.title.air',
};

const SEVERITIES: Record<WarningSeverity, MessageId> = { warning: 'warnings.severity.warning', severe: 'warnings.severity.severe' };

const SOURCES: Record<WarningSource, MessageId> = { forecast: 'warnings.source.forecast' };

/** "Frost", "Gel", "صقيع". */
export function warningTitle(kind: WarningKind): string {
  return t(TITLES[kind]);
}

/** "Warning" or "Severe warning". */
export function severityLabel(severity: WarningSeverity): string {
  return t(SEVERITIES[severity]);
}

/** "from the forecast": who says so. */
export function sourceLabel(source: WarningSource): string {
  return t(SOURCES[source]);
}

/** When it starts, in the place's own time: "now", "today from 14:00", "tonight from 02:00", "tomorrow", "Thursday". */
export function warningStart(warning: WeatherWarning, clock: PlaceClock, now: number, locale?: string): string {
  if (warning.timing === 'reading' || warning.startsAt <= now) return t('time.start.now');
  const today = placeDate(now, clock);
  const tomorrow = nextDate(today);
  const { startDate } = warning;
  if (warning.timing === 'day') {
    if (startDate === today) return t('time.start.today');
    return startDate === tomorrow ? t('time.start.tomorrow') : formatPlaceDate(startDate, 'long-weekday', locale);
  }
  const time = formatPlaceTime(warning.startsAt, clock, locale);
  const hour = placeHour(warning.startsAt, clock);
  const night = hour >= NIGHT_FROM || hour < NIGHT_UNTIL;
  const onItsWeekday = () => t('time.start.weekdayFrom', { weekday: formatPlaceDate(startDate, 'long-weekday', locale), time });
  if (startDate === today) return night ? t('time.start.tonightFrom', { time }) : t('time.start.todayFrom', { time });
  if (startDate === tomorrow && hour < NIGHT_UNTIL) return readsAsTonight(warning.startsAt, now, clock) ? t('time.start.tonightFrom', { time }) : onItsWeekday();
  if (startDate === tomorrow) return t('time.start.tomorrowFrom', { time });
  return onItsWeekday();
}

/** "for 5 hours", "for 3 days"; nothing for an air reading, nor for a day known only by its extreme. */
export function warningDuration(warning: WeatherWarning): string | undefined {
  if (warning.timing === 'reading') return undefined;
  if (warning.timing === 'day') {
    const days = datesBetween(warning.startDate, warning.lastDate);
    return days === 1 ? undefined : t('time.duration.days', { count: days });
  }
  const hours = Math.round((warning.endsAt - warning.startsAt) / HOUR_MS);
  if (hours < 24) return t('time.duration.hours', { count: hours });
  return t('time.duration.days', { count: Math.ceil(hours / 24) });
}

/** Its worst, in the person's units: "down to −12 °C", "gusts up to 95 km/h", "42 mm in total", "AQI 180". */
export function warningPeak(warning: WeatherWarning, units: UnitPreferences, locale?: string): string | undefined {
  const { measure, value } = warning.peak;
  switch (measure) {
    case 'lowest-temperature':
      return t('warnings.peak.downTo', { value: formatTemperatureWithUnit(value, units, locale) });
    case 'highest-temperature':
      return t('warnings.peak.upTo', { value: formatTemperatureWithUnit(value, units, locale) });
    case 'rain-per-hour':
      return t('warnings.peak.rainPerHour', { value: formatPrecipitation(value, units, locale) });
    case 'rain-per-day':
      return t('warnings.peak.rainTotal', { value: formatPrecipitation(value, units, locale) });
    case 'gust':
      return t('warnings.peak.gusts', { value: formatWind(value, units, locale) });
    case 'weather-code':
      // Code 95 is a plain thunderstorm, which the title already says; higher codes add hail (96 slight, 99 heavy).
      if (value === WARNING_THRESHOLDS.thunderstorm.minCode) return undefined;
      return value >= WARNING_THRESHOLDS.thunderstorm.maxCode ? t('warnings.peak.heavyHail') : t('warnings.peak.slightHail');
    case 'aqi':
      return t('warnings.peak.aqi', { value: formatNumber(value, 0, locale) });
  }
}

/** "tonight from 02:00, for 5 hours, down to −12 °C": when, how long and how bad, in one line. */
export function warningDetails(warning: WeatherWarning, context: { clock: PlaceClock; now: number; units: UnitPreferences; locale?: string }): string {
  const { clock, now, units, locale } = context;
  return t('warnings.details', {
    start: warningStart(warning, clock, now, locale),
    duration: warningDuration(warning) ?? 'none',
    peak: warningPeak(warning, units, locale) ?? 'none',
  });
}

function datesBetween(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00Z`) - Date.parse(`${first}T00:00Z`)) / (24 * HOUR_MS)) + 1;
}
