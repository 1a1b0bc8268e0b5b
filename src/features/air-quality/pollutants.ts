import { t } from '../../i18n/i18n';
import { formatNumber, MISSING } from '../../lib/unit-format';
import type { AirQuality, Pollutant } from '../../api/schemas/air-quality';
import { POLLUTANTS } from '../../api/schemas/air-quality';

export interface PollutantRow {
  pollutant: Pollutant;
  /** µg/m³; null where the service measured none. */
  concentration: number | null;
  /** EPA sub-index; undefined where EPA defines none (NH3) or the service gave none. */
  subIndex: number | undefined;
  whoGuideline: number | undefined;
  /** Concentration over the WHO guideline; undefined without a guideline. */
  whoRatio: number | undefined;
}

/** One row per pollutant, in the API's order, with what the table shows. */
export function pollutantRows(result: AirQuality): PollutantRow[] {
  return POLLUTANTS.map((pollutant) => {
    const concentration = result.pollutants[pollutant];
    const whoGuideline = result.whoGuidelines[pollutant];
    return {
      pollutant,
      concentration,
      subIndex: pollutant === 'nh3' ? undefined : result.subIndexes[pollutant],
      whoGuideline,
      whoRatio: concentration !== null && whoGuideline !== undefined && whoGuideline > 0 ? concentration / whoGuideline : undefined,
    };
  });
}

/**
 * "2.1× WHO guideline", or `short` "2.1×" (under the column's heading): one decimal, or two below 0.1 so
 * that a trace never reads as zero.
 */
export function formatWhoRatio(ratio: number, locale?: string, length: 'long' | 'short' = 'long'): string {
  const digits = ratio > 0 && ratio < 0.1 ? 2 : 1;
  const number = formatNumber(ratio, digits, locale, digits);
  return t(length === 'long' ? 'air.whoRatio' : 'air.whoRatioShort', { ratio: number });
}

export function formatConcentration(microgramsPerCubicMetre: number | null, locale?: string): string {
  if (microgramsPerCubicMetre === null) return MISSING;
  return formatNumber(microgramsPerCubicMetre, 1, locale);
}

/** An AQI or a bound of the scale, a whole number in the reader's digits. */
export function formatAqi(aqi: number): string {
  return formatNumber(aqi, 0);
}
