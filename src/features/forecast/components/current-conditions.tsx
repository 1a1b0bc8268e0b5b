import type { ReactNode } from 'react';
import { t } from '../../../i18n/i18n';
import { dewPoint } from '../../../lib/atmosphere';
import { formatAge, isStale } from '../../../lib/relative-time';
import {
  formatDistance, formatPercent, formatTemperature, formatTemperatureWithUnit, formatWind,
} from '../../../lib/unit-format';
import type { UnitPreferences } from '../../../lib/units';
import { weatherCondition } from '../../../lib/weather-codes';
import type { WeatherWarning } from '../../../lib/weather-warnings/warning';
import type { ForecastParams } from '../api/keys';
import type { ForecastView } from '../forecast-view';
import { formatUvIndex } from '../uv-category';
import { Facts, placeTime, sunFacts } from './facts';
import { pressureFact } from './pressure-fact';
import { DayInWords } from './day-in-words';
import { ForecastPanel } from './forecast-panel';
import { HourlyStrip } from './hourly-strip';
import { richMessage } from '../../../ui/rich-message';
import { WeatherIcon } from '../../../ui/weather-icon';
import { WindDirection } from '../../../ui/wind-direction';

export function CurrentConditions({ view, units, point, warnings, status }: {
  view: ForecastView;
  units: UnitPreferences;
  point: ForecastParams;
  warnings: readonly WeatherWarning[];
  status?: ReactNode;
}) {
  const { current, daily } = view.weather;
  const temperature = (celsius: number | null | undefined) => formatTemperature(celsius, units);
  // Saved data says its age beside the temperature, not only in the footer.
  const stale = isStale(view.currentAt, view.now);
  return (
    <ForecastPanel id="forecast-current" title={t('forecast.current.title')} fetchedAt={view.fetchedAt} ageFrom={view.ageFrom} className="forecast-current" footer={status}>
      {/* A place of its own: whether a comparison is on its way is judged again for each place. */}
      <DayInWords key={`${point.lat},${point.lon}`} view={view} units={units} point={point} warnings={warnings} />
      <p className={stale ? 'forecast-current__time data-age--stale' : 'muted forecast-current__time'}>
        {stale
          ? richMessage('forecast.current.asOfAged', { age: <strong>{formatAge(view.currentAt, view.now)}</strong> }, { time: placeTime(current.time, view) })
          : t('forecast.current.asOf', { time: placeTime(current.time, view) })}
      </p>
      <div className="forecast-current__now">
        <WeatherIcon code={current.weather_code} isDay={current.is_day === 1} size={56} />
        <p className="forecast-current__temp" aria-label={t('forecast.current.temperature', { temperature: formatTemperatureWithUnit(current.temperature_2m, units) })}>
          {temperature(current.temperature_2m)}
        </p>
        <div>
          <p className="forecast-current__condition">{weatherCondition(current.weather_code)}</p>
          {/* Lines break between readings (styles.css), and inside one only when it is wider than the panel. */}
          <p className="muted readings">
            <span>
              <span>{t('forecast.current.feelsLike', { feelsLike: temperature(current.apparent_temperature) })}</span>
              <span>{t('forecast.current.high', { high: temperature(daily.temperature_2m_max[0]) })}</span>
              <span>{t('forecast.current.low', { low: temperature(daily.temperature_2m_min[0]) })}</span>
            </span>
          </p>
        </div>
      </div>
      <HourlyStrip view={view} units={units} />
    </ForecastPanel>
  );
}

/** Humidity, wind, pressure and the rest of the current observation, below the outlook. */
export function CurrentDetails({ view, units, elevation }: { view: ForecastView; units: UnitPreferences; elevation?: number }) {
  const { current, daily, hourly } = view.weather;
  const visibility = hourly.visibility[0];
  const facts: [string, ReactNode][] = [
    [t('forecast.fact.humidity'), formatPercent(current.relative_humidity_2m)],
    [t('forecast.fact.dewPoint'), formatTemperature(dewPointOf(current.temperature_2m, current.relative_humidity_2m), units)],
    [
      t('forecast.fact.wind'),
      <>
        {formatWind(current.wind_speed_10m, units)} <WindDirection degrees={current.wind_direction_10m} />
      </>,
    ],
    [t('forecast.fact.gusts'), formatWind(current.wind_gusts_10m, units)],
    pressureFact(view, units, elevation),
    [t('forecast.fact.uvIndex'), formatUvIndex(current.uv_index)],
    [t('forecast.fact.cloudCover'), formatPercent(current.cloud_cover)],
    [t('forecast.fact.visibility'), formatDistance(visibility == null ? null : visibility / 1000, units)],
    ...sunFacts(daily.sunrise[0], daily.sunset[0], view, 'today'),
  ];
  return (
    <ForecastPanel id="forecast-details" title={t('forecast.details.title')} fetchedAt={view.fetchedAt} ageFrom={view.ageFrom}>
      <Facts facts={facts} />
    </ForecastPanel>
  );
}

/** The dew point from the temperature and humidity, where both are known. */
function dewPointOf(celsius: number | null, humidity: number | null): number | null {
  return celsius === null || humidity === null ? null : dewPoint(celsius, humidity);
}
