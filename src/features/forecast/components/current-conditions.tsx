import type { ReactNode } from 'react';
import { formatAge, isStale } from '../../../lib/relative-time';
import {
  formatDistance, formatPercent, formatPressure, formatTemperature, formatTemperatureWithUnit, formatWind, MISSING,
} from '../../../lib/unit-format';
import type { UnitPreferences } from '../../../lib/units';
import { weatherCondition } from '../../../lib/weather-codes';
import type { ForecastView } from '../forecast-view';
import { uvCategory } from '../uv-category';
import { Facts, placeTime, sunFacts } from './facts';
import { ForecastPanel } from './forecast-panel';
import { HourlyStrip } from './hourly-strip';
import { WeatherIcon } from '../../../ui/weather-icon';
import { WindDirection } from '../../../ui/wind-direction';

export function CurrentConditions({ view, units, status }: { view: ForecastView; units: UnitPreferences; status?: ReactNode }) {
  const { current, daily } = view.weather;
  const temperature = (celsius: number | null | undefined) => formatTemperature(celsius, units);
  // Saved data says its age beside the temperature, not only in the footer.
  const stale = isStale(view.currentAt, view.now);
  return (
    <ForecastPanel id="forecast-current" title="Current conditions" fetchedAt={view.fetchedAt} ageFrom={view.ageFrom} className="forecast-current" footer={status}>
      <p className={stale ? 'forecast-current__time data-age--stale' : 'muted forecast-current__time'}>
        As of {placeTime(current.time, view)} local time{stale && <strong>, {formatAge(view.currentAt, view.now)}</strong>}
      </p>
      <div className="forecast-current__now">
        <WeatherIcon code={current.weather_code} isDay={current.is_day === 1} size={56} />
        <p className="forecast-current__temp" aria-label={`Temperature ${formatTemperatureWithUnit(current.temperature_2m, units)}`}>
          {temperature(current.temperature_2m)}
        </p>
        <div>
          <p className="forecast-current__condition">{weatherCondition(current.weather_code)}</p>
          <p className="muted">
            Feels like {temperature(current.apparent_temperature)} · High {temperature(daily.temperature_2m_max[0])} · Low{' '}
            {temperature(daily.temperature_2m_min[0])}
          </p>
        </div>
      </div>
      <HourlyStrip view={view} units={units} />
    </ForecastPanel>
  );
}

/** Humidity, wind, pressure and the rest of the current observation, below the outlook. */
export function CurrentDetails({ view, units }: { view: ForecastView; units: UnitPreferences }) {
  const { current, daily, hourly } = view.weather;
  const visibility = hourly.visibility[0];
  const facts: [string, ReactNode][] = [
    ['Humidity', formatPercent(current.relative_humidity_2m)],
    [
      'Wind',
      <>
        {formatWind(current.wind_speed_10m, units)} <WindDirection degrees={current.wind_direction_10m} />
      </>,
    ],
    ['Gusts', formatWind(current.wind_gusts_10m, units)],
    ['Pressure', formatPressure(current.surface_pressure, units)],
    ['UV index', current.uv_index === null ? MISSING : `${Math.round(current.uv_index)} · ${uvCategory(current.uv_index)}`],
    ['Cloud cover', formatPercent(current.cloud_cover)],
    ['Visibility', formatDistance(visibility == null ? null : visibility / 1000, units)],
    ...sunFacts(daily.sunrise[0], daily.sunset[0], view, 'today'),
  ];
  return (
    <ForecastPanel id="forecast-details" title="Details" fetchedAt={view.fetchedAt} ageFrom={view.ageFrom}>
      <Facts facts={facts} />
    </ForecastPanel>
  );
}
