import { t } from '../../i18n/i18n';
import { formatPlaceHour } from '../../lib/local-time';
import { fallingKind, tomorrowWords } from '../../lib/day-words';
import { intensityOf, isWet } from '../../lib/precipitation-rate';
import { isPrecipitationCode, weatherCodeKind } from '../../lib/weather-codes';
import { formatTemperatureDifference, formatWind } from '../../lib/unit-format';
import type { WeatherWarning } from '../../lib/weather-warnings/warning';
import { warningStart } from '../../lib/weather-warnings/warning-words';
import { nextDate } from '../../lib/zoned-time';
import type { UnitPreferences } from '../../lib/units';
import type { ForecastView } from './forecast-view';
import { hourDay } from './hour-day';
import type { ModelAgreement } from './model-agreement';
import { sunProtectionWords } from './sun-protection';

/** Gusts worth a sentence from this speed (km/h): enough to move bins and bend umbrellas. */
export const GUSTS_WORTH_SAYING_KMH = 50;
/** At most this many sentences: the day in a glance. */
const MOST_SENTENCES = 3;
/** Models far apart, with a spread written in two digits in °C and °F: the longest a doubt reads. */
const WIDEST_DOUBT: ModelAgreement = { spread: 50, level: 'low', rain: { kind: 'split' } };

type WetKind = 'rain' | 'drizzle' | 'showers' | 'heavy' | 'snow' | 'thunder';

/** What falls over a wet spell, the strongest word the codes and amounts support. */
function wetKind(codes: readonly (number | null)[], amounts: readonly number[]): WetKind {
  const kinds = codes.map(fallingKind);
  if (kinds.includes('thunder')) return 'thunder';
  if (kinds.filter((kind) => kind === 'snow').length * 2 >= kinds.length) return 'snow';
  if (intensityOf(Math.max(...amounts)) === 'heavy') return 'heavy';
  if (codes.every((code) => weatherCodeKind(code) === 'drizzle')) return 'drizzle';
  return kinds.every((kind) => kind === 'showers') ? 'showers' : 'rain';
}

/**
 * The precipitation sentence: dry, or when the first wet spell ahead starts and stops, and what falls.
 * An hour is wet from 0.2 mm, or when its code says something falls: the words agree with its icon.
 */
function precipitationWords(view: ForecastView): string {
  const { hourly } = view.weather;
  const hours = view.hourlyInstants;
  const amounts = hours.map((_, i) => hourly.precipitation[i] ?? 0);
  const wet = amounts.map((amount, i) => isWet(amount) || isPrecipitationCode(hourly.weather_code[i] ?? null));
  const first = wet.indexOf(true);
  if (first === -1) return t('forecast.words.dry', { hours: hours.length });
  const after = wet.indexOf(false, first);
  const last = after === -1 ? hours.length : after;
  const kind = wetKind(hourly.weather_code.slice(first, last), amounts.slice(first, last));
  const at = (i: number) => formatPlaceHour(hours[i]!, view.clock);
  const dayAt = (i: number) => hourDay(view, hours[i]!);
  if (first === 0) {
    return after === -1 ? t('forecast.words.wetAllDay', { kind, hours: hours.length }) : t('forecast.words.wetUntil', { kind, end: at(after), endDay: dayAt(after) });
  }
  const startDay = dayAt(first);
  if (after === -1) return t('forecast.words.wetFrom', { kind, start: at(first), startDay });
  // A spell that starts tomorrow ends tomorrow: the day is said once.
  return t('forecast.words.wetBetween', { kind, start: at(first), startDay, end: at(after), endDay: startDay === 'tomorrow' ? 'other' : dayAt(after) });
}

/** The most pressing of the place's warnings (most severe first) for today, tonight or tomorrow, with when it starts. */
function warningWords(view: ForecastView, warnings: readonly WeatherWarning[]): string | undefined {
  const tomorrow = nextDate(view.today);
  const warning = warnings.find((candidate) => candidate.startDate <= tomorrow);
  return warning && t('forecast.words.warning', { severity: warning.severity, kind: warning.kind, start: warningStart(warning, view.clock, view.now) });
}

/** The strongest gust ahead and its hour, when it is strong enough to say. */
function gustWords(view: ForecastView, units: UnitPreferences): string | undefined {
  const gusts = view.hourlyInstants.map((_, i) => view.weather.hourly.wind_gusts_10m[i] ?? 0);
  const peak = Math.max(0, ...gusts);
  if (peak < GUSTS_WORTH_SAYING_KMH) return undefined;
  const at = view.hourlyInstants[gusts.indexOf(peak)]!;
  return t('forecast.words.gusts', { speed: formatWind(peak, units), time: formatPlaceHour(at, view.clock), day: hourDay(view, at) });
}

/** Tomorrow's rain or snow and high against today's, when the answer still starts today. */
function tomorrowAfterToday(view: ForecastView, units: UnitPreferences): string | undefined {
  const { daily } = view.weather;
  if (daily.time[0] !== view.today) return undefined;
  return tomorrowWords(daily.temperature_2m_max[0], { high: daily.temperature_2m_max[1], chance: daily.precipitation_probability_max[1], code: daily.weather_code[1] }, units);
}

/**
 * The rest of today, tonight and tomorrow in at most three sentences, from the forecast already on
 * screen and re-anchored to now: what falls and when, then a warning, the wind or the sun, then tomorrow.
 */
export function dayInWords(view: ForecastView, units: UnitPreferences, agreement?: ModelAgreement, warnings: readonly WeatherWarning[] = []): string[] {
  if (view.hourlyInstants.length === 0) return [];
  // Models far apart make tomorrow's comparison doubtful: the low confidence is said in its place.
  const doubt = agreement?.level === 'low' ? t('forecast.words.lowConfidence', { spread: formatTemperatureDifference(agreement.spread, units) }) : undefined;
  const sentences = [precipitationWords(view), warningWords(view, warnings) ?? gustWords(view, units) ?? sunProtectionWords(view), doubt ?? tomorrowAfterToday(view, units)];
  return sentences.filter((sentence): sentence is string => sentence !== undefined).slice(0, MOST_SENTENCES);
}

/** The longest the words can read once a comparison of models has come: with its doubt or without. */
export function longestDayInWords(view: ForecastView, units: UnitPreferences, warnings: readonly WeatherWarning[] = []): string {
  const readings = [undefined, WIDEST_DOUBT].map((agreement) => dayInWords(view, units, agreement, warnings).join(' '));
  return readings.reduce((longest, words) => (words.length > longest.length ? words : longest));
}
