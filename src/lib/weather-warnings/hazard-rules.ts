import { WARNING_THRESHOLDS as T } from './thresholds';
import type { PeakMeasure, WarningKind, WarningSeverity } from './warning';

/** One hour's forecast values, metric, `null` where the service gave none. */
export interface HourValues {
  temperature: number | null;
  precipitation: number | null;
  code: number | null;
  gust: number | null;
}

/** One day's forecast values, metric, `null` where the service gave none. */
export interface DayValues {
  max: number | null;
  min: number | null;
  precipitationSum: number | null;
  code: number | null;
  gustMax: number | null;
}

/** A hazard found in one hour or day: how severe, and the value that made it one. */
export interface Hazard {
  severity: WarningSeverity;
  peak: number;
}

/** The rule of one kind of forecast hazard, for hourly and for daily values. */
export interface HazardRule {
  kind: Exclude<WarningKind, 'air'>;
  hourMeasure: PeakMeasure;
  dayMeasure: PeakMeasure;
  hour(values: HourValues): Hazard | undefined;
  day(values: DayValues): Hazard | undefined;
  /** Whether peak `a` is worse than peak `b`. */
  worse(a: number, b: number): boolean;
}

const higher = (a: number, b: number) => a > b;

function frost(celsius: number | null): Hazard | undefined {
  return celsius !== null && celsius <= T.frost.maxCelsius ? { severity: 'warning', peak: celsius } : undefined;
}

function heat(celsius: number | null): Hazard | undefined {
  if (celsius === null || celsius < T.heat.minCelsius) return undefined;
  return { severity: celsius >= T.heat.severeCelsius ? 'severe' : 'warning', peak: celsius };
}

function rain(mm: number | null, threshold: number): Hazard | undefined {
  return mm !== null && mm >= threshold ? { severity: 'warning', peak: mm } : undefined;
}

function thunderstorm(code: number | null): Hazard | undefined {
  const { minCode, maxCode } = T.thunderstorm;
  return code !== null && code >= minCode && code <= maxCode ? { severity: 'warning', peak: code } : undefined;
}

function wind(gustKmh: number | null): Hazard | undefined {
  if (gustKmh === null || gustKmh < T.wind.gustKmh) return undefined;
  return { severity: gustKmh >= T.wind.severeGustKmh ? 'severe' : 'warning', peak: gustKmh };
}

/** Every forecast hazard's rule; unhealthy air comes from the air-quality reading instead. */
export const HAZARD_RULES: readonly HazardRule[] = [
  {
    kind: 'frost', hourMeasure: 'lowest-temperature', dayMeasure: 'lowest-temperature',
    hour: (values) => frost(values.temperature), day: (values) => frost(values.min), worse: (a, b) => a < b,
  },
  {
    kind: 'heat', hourMeasure: 'highest-temperature', dayMeasure: 'highest-temperature',
    hour: (values) => heat(values.temperature), day: (values) => heat(values.max), worse: higher,
  },
  {
    kind: 'rain', hourMeasure: 'rain-per-hour', dayMeasure: 'rain-per-day',
    hour: (values) => rain(values.precipitation, T.rain.mmPerHour),
    day: (values) => rain(values.precipitationSum, T.rain.mmPerDay),
    worse: higher,
  },
  {
    // A higher code is the worse storm: 96 and 99 bring hail.
    kind: 'thunderstorm', hourMeasure: 'weather-code', dayMeasure: 'weather-code',
    hour: (values) => thunderstorm(values.code), day: (values) => thunderstorm(values.code), worse: higher,
  },
  {
    kind: 'wind', hourMeasure: 'gust', dayMeasure: 'gust',
    hour: (values) => wind(values.gust), day: (values) => wind(values.gustMax), worse: higher,
  },
];
