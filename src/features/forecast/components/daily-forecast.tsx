import { formatPlaceDate } from '../../../lib/local-time';
import { chartValue, formatPercent, formatPrecipitation, formatTemperature, formatWind } from '../../../lib/unit-format';
import type { UnitPreferences } from '../../../lib/units';
import { weatherCondition } from '../../../lib/weather-codes';
import type { ForecastView } from '../forecast-view';
import { ForecastPanel } from './forecast-panel';
import { WeatherIcon } from '../../../ui/weather-icon';
import { WindDirection } from '../../../ui/wind-direction';

/** Seven days, each low–high drawn on one scale shared by the week so days compare at a glance. */
export function DailyForecast({ view, units }: { view: ForecastView; units: UnitPreferences }) {
  const { daily } = view.weather;
  const coldest = Math.min(...daily.temperature_2m_min.filter((value) => value !== null));
  const warmest = Math.max(...daily.temperature_2m_max.filter((value) => value !== null));
  const span = Math.max(1, warmest - coldest);
  const position = (celsius: number) => `${((celsius - coldest) / span) * 100}%`;
  return (
    <ForecastPanel id="forecast-daily" title="7-day forecast" fetchedAt={view.fetchedAt} ageFrom={view.ageFrom}>
      {daily.time.length === 0 && <p>Every day of this forecast has passed. It is renewed as soon as the app is online.</p>}
      <ol className="daily">
        {daily.time.map((date, i) => {
          const code = daily.weather_code[i] ?? null;
          const low = chartValue(daily.temperature_2m_min[i]);
          const high = chartValue(daily.temperature_2m_max[i]);
          return (
            <li key={date} className="daily__day">
              <span className="daily__name">
                <abbr title={formatPlaceDate(date, 'day')}>{date === view.today ? 'Today' : formatPlaceDate(date, 'weekday')}</abbr>
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
                {formatPercent(daily.precipitation_probability_max[i])}
                <span className="muted"> · {formatPrecipitation(daily.precipitation_sum[i], units)}</span>
              </span>
              <span className="daily__wind">
                <span className="visually-hidden">Wind up to </span>
                {formatWind(daily.wind_speed_10m_max[i], units)} <WindDirection degrees={daily.wind_direction_10m_dominant[i] ?? null} />
              </span>
            </li>
          );
        })}
      </ol>
    </ForecastPanel>
  );
}
