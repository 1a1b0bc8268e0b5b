import { formatPlaceDate } from '../../../lib/local-time';
import { formatPercent, formatPrecipitation, formatTemperature, formatWind } from '../../../lib/unit-format';
import type { UnitPreferences } from '../../../lib/units';
import { weatherCondition } from '../../../lib/weather-codes';
import type { ForecastView } from '../forecast-view';
import { ForecastPanel } from './forecast-panel';
import { WeatherIcon } from './weather-icon';
import { WindDirection } from './wind-arrow';

/** Seven days, each low–high drawn on one scale shared by the week so days compare at a glance. */
export function DailyForecast({ view, units }: { view: ForecastView; units: UnitPreferences }) {
  const { daily } = view.weather;
  const coldest = Math.min(...daily.temperature_2m_min);
  const warmest = Math.max(...daily.temperature_2m_max);
  const span = Math.max(1, warmest - coldest);
  const position = (celsius: number) => `${((celsius - coldest) / span) * 100}%`;
  return (
    <ForecastPanel id="forecast-daily" title="7-day forecast" fetchedAt={view.fetchedAt}>
      <ol className="daily">
        {daily.time.map((date, i) => {
          const code = daily.weather_code[i] ?? Number.NaN;
          const low = daily.temperature_2m_min[i] ?? Number.NaN;
          const high = daily.temperature_2m_max[i] ?? Number.NaN;
          return (
            <li key={date} className="daily__day">
              <span className="daily__name">
                <abbr title={formatPlaceDate(date, 'day')}>{i === 0 ? 'Today' : formatPlaceDate(date, 'weekday')}</abbr>
              </span>
              <WeatherIcon code={code} isDay size={32} />
              <span className="daily__condition">{weatherCondition(code)}</span>
              <span className="daily__range">
                <span className="visually-hidden">Low </span>
                <span className="daily__low">{formatTemperature(low, units)}</span>
                <span className="daily__track" aria-hidden="true">
                  <span className="daily__bar" style={{ left: position(low), right: `calc(100% - ${position(high)})` }} />
                </span>
                <span className="visually-hidden">High </span>
                <span className="daily__high">{formatTemperature(high, units)}</span>
              </span>
              <span className="daily__rain">
                <span className="visually-hidden">Chance of precipitation </span>
                {formatPercent(daily.precipitation_probability_max[i] ?? Number.NaN)}
                <span className="muted"> · {formatPrecipitation(daily.precipitation_sum[i] ?? Number.NaN, units)}</span>
              </span>
              <span className="daily__wind">
                <span className="visually-hidden">Wind up to </span>
                {formatWind(daily.wind_speed_10m_max[i] ?? Number.NaN, units)}{' '}
                <WindDirection degrees={daily.wind_direction_10m_dominant[i] ?? 0} />
              </span>
            </li>
          );
        })}
      </ol>
    </ForecastPanel>
  );
}
