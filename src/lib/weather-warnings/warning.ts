/** In the order warnings of the same severity and start are listed. */
export const WARNING_KINDS = ['thunderstorm', 'wind', 'rain', 'heat', 'frost', 'air'] as const;
export type WarningKind = (typeof WARNING_KINDS)[number];

/** Least severe first. */
export const WARNING_SEVERITIES = ['warning', 'severe'] as const;
export type WarningSeverity = (typeof WARNING_SEVERITIES)[number];

/** Who issued it: ours are computed from the forecast (the contract carries no official alerts). */
export type WarningSource = 'forecast';

/** What a warning's peak measures, in the API's metric units. */
export type PeakMeasure =
  | 'lowest-temperature' | 'highest-temperature' | 'rain-per-hour' | 'rain-per-day' | 'gust' | 'weather-code' | 'aqi';

/** Whether the start is an hour (hourly values), a whole day (daily values) or an air-quality reading. */
export type WarningTiming = 'hour' | 'day' | 'reading';

export interface WeatherWarning {
  /** The same for the same hazard as time passes; see warningKey. */
  id: string;
  kind: WarningKind;
  severity: WarningSeverity;
  source: WarningSource;
  timing: WarningTiming;
  /** First instant still ahead (ms since epoch): the hour under way when the hazard has begun. */
  startsAt: number;
  /** When it is over (exclusive). */
  endsAt: number;
  /** The place's date (`YYYY-MM-DD`) the hazard began, perhaps past; with kind and severity, its identity. */
  onsetDate: string;
  /** The place's calendar dates of its first and last hour still ahead. */
  startDate: string;
  lastDate: string;
  /** Its worst value: the lowest temperature of a frost, the strongest gust of a gale… */
  peak: { measure: PeakMeasure; value: number };
}

export function severityRank(severity: WarningSeverity): number {
  return WARNING_SEVERITIES.indexOf(severity);
}
