import type { ReactNode } from 'react';
import { t } from '../../../i18n/i18n';
import { pressureTrend, reportedPressure, TREND_HOURS } from '../../../lib/atmosphere';
import { formatPressure } from '../../../lib/unit-format';
import type { UnitPreferences } from '../../../lib/units';
import type { ForecastView } from '../forecast-view';

/**
 * The pressure now with its three-hour trend: reduced to sea level when the place's elevation is
 * known, as every weather report gives it; else the station's own reading, said to be so.
 */
export function pressureFact(view: ForecastView, units: UnitPreferences, elevation: number | undefined): [string, ReactNode] {
  const { current, hourly } = view.weather;
  const label = elevation === undefined ? t('forecast.fact.pressureStation') : t('forecast.fact.pressureSeaLevel');
  const now = reportedPressure(current.surface_pressure, current.temperature_2m, elevation);
  const later = reportedPressure(hourly.surface_pressure[TREND_HOURS], hourly.temperature_2m[TREND_HOURS], elevation);
  const pressure = formatPressure(now, units);
  if (now === null || later === null) return [label, pressure];
  return [label, t('forecast.fact.pressureTrend', { pressure, trend: pressureTrend(now, later) })];
}
