import { t } from '../../i18n/i18n';
import { pressureTrend, reportedPressure, TREND_HOURS } from '../../lib/atmosphere';
import { formatNumber, formatPressure } from '../../lib/unit-format';
import type { UnitPreferences } from '../../lib/units';
import type { ForecastView } from './forecast-view';
import type { HourlyMeasure } from './hourly-measures';
import { sunProtectionWords } from './sun-protection';
import { UV_PROTECT_FROM } from './uv-category';

/** The one sentence a measure's chart is read for: the hours to protect the skin, where the pressure is heading. */
export function measureSummary(measure: HourlyMeasure, view: ForecastView, units: UnitPreferences, elevation: number | undefined): string | undefined {
  if (measure === 'uv') {
    return sunProtectionWords(view) ?? t('forecast.measure.uvLow', { index: formatNumber(UV_PROTECT_FROM, 0) });
  }
  if (measure === 'pressure') {
    const { surface_pressure: pressure, temperature_2m: temperature } = view.weather.hourly;
    const now = reportedPressure(pressure[0], temperature[0], elevation);
    const later = reportedPressure(pressure[TREND_HOURS], temperature[TREND_HOURS], elevation);
    if (now === null || later === null) return undefined;
    return t('forecast.measure.pressureSummary', { trend: pressureTrend(now, later), change: formatPressure(Math.abs(later - now), units) });
  }
  return undefined;
}
