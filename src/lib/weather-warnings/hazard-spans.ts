import type { HazardRule, HourValues } from './hazard-rules';
import { LULL_HOURS } from './thresholds';
import { severityRank, type PeakMeasure, type WeatherWarning } from './warning';
import { HOUR_MS } from '../durations';

/** A stretch of one hazard, before stretches that touch are joined into one warning. */
export type HazardSpan = Omit<WeatherWarning, 'id' | 'kind' | 'source' | 'peak'> & { measure: PeakMeasure; peak: number };

/** The forecast's hours: their starts, place-local dates and values, and which lie ahead. */
export interface HourTable {
  starts: readonly number[];
  dates: readonly string[];
  values(index: number): HourValues;
  /** The index range of the hours ahead (the hour under way first). */
  ahead: readonly [start: number, end: number];
}

/**
 * Runs of hazardous hours, joined across lulls of up to LULL_HOURS. A run may have begun in the past
 * (its onset date says when); only hours ahead count for its start, peak and severity.
 */
export function hourlyRuns(rule: HazardRule, hours: HourTable): HazardSpan[] {
  const [start, end] = hours.ahead;
  const runs: HazardSpan[] = [];
  let onset: number | undefined;
  let last = -Infinity;
  let run: HazardSpan | undefined;
  for (let i = 0; i < end; i += 1) {
    const hazard = rule.hour(hours.values(i));
    if (!hazard) continue;
    if (i - last - 1 > LULL_HOURS) {
      onset = i;
      run = undefined;
    }
    last = i;
    if (i < start || onset === undefined) continue;
    const hour = { startsAt: hours.starts[i] ?? 0, date: hours.dates[i] ?? '' };
    if (!run) {
      run = {
        measure: rule.hourMeasure, severity: hazard.severity, peak: hazard.peak, timing: 'hour',
        startsAt: hour.startsAt, endsAt: hour.startsAt + HOUR_MS,
        onsetDate: hours.dates[onset] ?? hour.date, startDate: hour.date, lastDate: hour.date,
      };
      runs.push(run);
    } else {
      Object.assign(run, {
        endsAt: hour.startsAt + HOUR_MS, lastDate: hour.date,
        severity: severityRank(hazard.severity) > severityRank(run.severity) ? hazard.severity : run.severity,
        peak: rule.worse(hazard.peak, run.peak) ? hazard.peak : run.peak,
      });
    }
  }
  return runs;
}

/** Rain on dates the hours ahead wholly cover, from the rule's daily total where no hour alone is heavy. */
export function rainOfCoveredDays(rule: HazardRule, hours: HourTable, coveredDates: readonly string[], runs: readonly HazardSpan[]): HazardSpan[] {
  const [start, end] = hours.ahead;
  return coveredDates.flatMap((date) => {
    if (runs.some((run) => run.startDate <= date && run.lastDate >= date)) return [];
    const wet: number[] = [];
    let total = 0;
    for (let i = start; i < end; i += 1) {
      const mm = hours.values(i).precipitation;
      if (hours.dates[i] !== date || mm === null || mm <= 0) continue;
      wet.push(i);
      total += mm;
    }
    const hazard = rule.day({ max: null, min: null, code: null, gustMax: null, precipitationSum: total });
    const first = hours.starts[wet[0] ?? -1];
    const last = hours.starts[wet.at(-1) ?? -1];
    if (!hazard || first === undefined || last === undefined) return [];
    return [{
      measure: rule.dayMeasure, severity: hazard.severity, peak: hazard.peak, timing: 'hour' as const,
      startsAt: first, endsAt: last + HOUR_MS, onsetDate: date, startDate: date, lastDate: date,
    }];
  });
}
