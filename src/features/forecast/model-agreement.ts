import type { WeatherModelSeries } from '../../api/schemas/weather';
import { parseApiTime } from '../../lib/local-time';
import { isWet } from '../../lib/precipitation-rate';
import { roundHalfAway } from '../../lib/rounding';

/** The models agree when no hour's temperatures lie more than this far apart (°C). */
export const AGREE_WITHIN_C = 2;
/** From this far apart (°C) in some hour, the forecast's confidence is low. */
export const LOW_CONFIDENCE_FROM_C = 5;

export interface ModelAgreement {
  /** The widest gap between the models' temperatures in any hour ahead, °C. */
  spread: number;
  level: 'agree' | 'differ' | 'low';
  /** Every model wet from one hour (the first such), every one dry throughout, or neither. */
  rain: { kind: 'wet'; at: number } | { kind: 'dry' } | { kind: 'split' };
}

/** How far the compared models agree over the hours ahead (`starts`: each hour's instant); none for fewer than two. */
export function modelAgreement(models: readonly WeatherModelSeries[], starts: readonly number[]): ModelAgreement | undefined {
  if (models.length < 2 || starts.length === 0) return undefined;
  let spread = 0;
  let firstAllWet: number | undefined;
  let anyWet = false;
  starts.forEach((start, hour) => {
    const temperatures = models.map((model) => model.temperature_2m[hour]).filter((value): value is number => typeof value === 'number');
    if (temperatures.length > 1) spread = Math.max(spread, Math.max(...temperatures) - Math.min(...temperatures));
    const wet = models.map((model) => isWet(model.precipitation[hour] ?? 0));
    if (wet.some(Boolean)) anyWet = true;
    if (firstAllWet === undefined && wet.every(Boolean)) firstAllWet = start;
  });
  // Judged on the spread as written (whole degrees): "agree within 2°" and "differ by up to 2°" never both appear.
  const told = roundHalfAway(spread);
  const level = told <= AGREE_WITHIN_C ? 'agree' : told < LOW_CONFIDENCE_FROM_C ? 'differ' : 'low';
  const rain = firstAllWet !== undefined ? { kind: 'wet' as const, at: firstAllWet } : anyWet ? { kind: 'split' as const } : { kind: 'dry' as const };
  return { spread, level, rain };
}

/** The agreement of a comparison's hours ahead (`modelsAhead`), their times read in the answer's offset. */
export function agreementAhead(ahead: { models: readonly WeatherModelSeries[]; times: readonly string[] }, utcOffsetSeconds: number): ModelAgreement | undefined {
  return modelAgreement(ahead.models, ahead.times.map((time) => parseApiTime(time, utcOffsetSeconds)));
}
