import { hoursAhead } from '../hours-ahead';
import { parseApiTime, placeClock, placeDate, type PlaceClock } from '../local-time';
import { HAZARD_RULES, type HazardRule } from './hazard-rules';
import { hourlyRuns, rainOfCoveredDays, type HazardSpan, type HourTable } from './hazard-spans';
import { AIR_READING_VALID_HOURS, LULL_HOURS, WARNING_DAYS_AHEAD, WARNING_THRESHOLDS } from './thresholds';
import { severityRank, WARNING_KINDS, type WarningKind, type WeatherWarning } from './warning';
import { warningKey } from './warning-key';
import { HOUR_MS } from '../durations';

type Series = readonly (number | null)[];

/** What the rules read from a forecast: the app's normalised `Weather` is one. */
export interface WarningForecast {
  timezone: string;
  utc_offset_seconds: number;
  /** Canonical local times with offsets (`2026-11-23T09:00+01:00`); may be empty. */
  hourly: { time: readonly string[]; temperature_2m: Series; precipitation: Series; weather_code: Series; wind_gusts_10m: Series };
  daily: {
    time: readonly string[]; temperature_2m_max: Series; temperature_2m_min: Series; precipitation_sum: Series;
    weather_code: Series; wind_gusts_10m_max: Series;
  };
}

/** The place's current US AQI and when it was measured (ms since epoch). */
export interface AirReading {
  usAqi: number;
  observedAt: number;
}

/**
 * A forecast's warnings at `now`: 24 hours from hourly values, then up to a week from daily ones, plus
 * unhealthy air. Past hours and days count for nothing. Most severe first, then soonest.
 */
export function forecastWarnings(forecast: WarningForecast, { now, air }: { now: number; air?: AirReading }): WeatherWarning[] {
  const clock = placeClock(forecast.timezone, forecast.utc_offset_seconds);
  const today = placeDate(now, clock);
  const hours = hourTable(forecast, now);
  const [start, end] = hours.ahead;
  const windowEnd = end > start ? (hours.starts[end - 1] ?? now) + HOUR_MS : now;
  const lastDate = end > start ? hours.dates[end - 1] : undefined;
  const endsWithDay = end > start && forecast.hourly.time[end - 1]?.slice(11, 13) === '23';
  const covered = (date: string) => lastDate !== undefined && (date < lastDate || (date === lastDate && endsWithDay));
  const coveredDates = [...new Set(hours.dates.slice(start, end))].filter(covered);

  const spans = HAZARD_RULES.flatMap((rule) => {
    const runs = hourlyRuns(rule, hours);
    const rainDays = rule.kind === 'rain' ? rainOfCoveredDays(rule, hours, coveredDates, runs) : [];
    const fromHours = [...runs, ...rainDays];
    const days = dailySpans(rule, forecast, { today, covered, windowEnd, lastDate, fromHours });
    return joined(rule, [...fromHours, ...days]).map((span) => toWarning(rule.kind, span));
  });
  const airWarning = air && airQualityWarning(air, now, clock);
  return [...spans, ...(airWarning ? [airWarning] : [])].sort(
    (a, b) => severityRank(b.severity) - severityRank(a.severity) || a.startsAt - b.startsAt || WARNING_KINDS.indexOf(a.kind) - WARNING_KINDS.indexOf(b.kind),
  );
}

function hourTable(forecast: WarningForecast, now: number): HourTable {
  const { hourly } = forecast;
  const starts = hourly.time.map((time) => parseApiTime(time, forecast.utc_offset_seconds));
  return {
    starts,
    dates: hourly.time.map((time) => time.slice(0, 10)),
    ahead: hoursAhead(starts, now),
    values: (i) => ({
      temperature: hourly.temperature_2m[i] ?? null, precipitation: hourly.precipitation[i] ?? null,
      code: hourly.weather_code[i] ?? null, gust: hourly.wind_gusts_10m[i] ?? null,
    }),
  };
}

interface DayContext {
  today: string;
  covered: (date: string) => boolean;
  windowEnd: number;
  lastDate: string | undefined;
  fromHours: readonly HazardSpan[];
}

// Daily values speak for the days within a week that the hours ahead do not wholly cover. On the day the
// hours end, a hazard they found stands for the day, unless it lasts to their end: the day's values go on.
function dailySpans(rule: HazardRule, forecast: WarningForecast, context: DayContext): HazardSpan[] {
  const { daily, utc_offset_seconds: offset } = forecast;
  const lastDay = addDays(context.today, WARNING_DAYS_AHEAD - 1);
  return daily.time.flatMap((date, j) => {
    if (date < context.today || date > lastDay || context.covered(date)) return [];
    const hazard = rule.day({
      max: daily.temperature_2m_max[j] ?? null, min: daily.temperature_2m_min[j] ?? null,
      precipitationSum: daily.precipitation_sum[j] ?? null, code: daily.weather_code[j] ?? null, gustMax: daily.wind_gusts_10m_max[j] ?? null,
    });
    if (!hazard) return [];
    const touching = context.fromHours.filter((span) => span.startDate <= date && span.lastDate >= date);
    const goesOn = touching.some((span) => span.endsAt >= context.windowEnd && span.measure === rule.dayMeasure);
    if (touching.length > 0 && !goesOn) return [];
    const dayStart = parseApiTime(`${date}T00:00`, offset);
    return [{
      measure: rule.dayMeasure, severity: hazard.severity, peak: hazard.peak, timing: 'day' as const,
      startsAt: date === context.lastDate ? Math.max(dayStart, context.windowEnd) : dayStart,
      endsAt: parseApiTime(`${addDays(date, 1)}T00:00`, offset), onsetDate: date, startDate: date, lastDate: date,
    }];
  });
}

/** Spans of the same measure that overlap, touch or lie within a lull of each other become one. */
function joined(rule: HazardRule, spans: readonly HazardSpan[]): HazardSpan[] {
  const result: HazardSpan[] = [];
  for (const span of [...spans].sort((a, b) => a.startsAt - b.startsAt)) {
    const previous = result.findLast((candidate) => candidate.measure === span.measure);
    if (previous && (span.startsAt <= previous.endsAt + LULL_HOURS * HOUR_MS || span.onsetDate === previous.onsetDate)) {
      previous.endsAt = Math.max(previous.endsAt, span.endsAt);
      previous.lastDate = span.lastDate > previous.lastDate ? span.lastDate : previous.lastDate;
      if (severityRank(span.severity) > severityRank(previous.severity)) previous.severity = span.severity;
      if (rule.worse(span.peak, previous.peak)) previous.peak = span.peak;
    } else {
      result.push({ ...span });
    }
  }
  return result;
}

function toWarning(kind: WarningKind, span: HazardSpan): WeatherWarning {
  const { measure, peak, ...rest } = span;
  return { ...rest, kind, source: 'forecast', id: warningKey({ kind, ...span }), peak: { measure, value: peak } };
}

function airQualityWarning(air: AirReading, now: number, clock: PlaceClock): WeatherWarning | undefined {
  const endsAt = air.observedAt + AIR_READING_VALID_HOURS * HOUR_MS;
  if (air.usAqi < WARNING_THRESHOLDS.air.usAqi || now >= endsAt) return undefined;
  const date = placeDate(air.observedAt, clock);
  const identity = { kind: 'air' as const, onsetDate: date, severity: 'warning' as const };
  return {
    ...identity, id: warningKey(identity), source: 'forecast', timing: 'reading',
    startsAt: air.observedAt, endsAt, startDate: date, lastDate: date, peak: { measure: 'aqi', value: air.usAqi },
  };
}

/** A calendar date `days` later (`YYYY-MM-DD`). */
function addDays(date: string, days: number): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
