import { t } from '../../../i18n/i18n';
import { formatPlaceHour } from '../../../lib/local-time';
import { formatPercent, formatTemperature } from '../../../lib/unit-format';
import type { UnitPreferences } from '../../../lib/units';
import type { ForecastView } from '../forecast-view';
import { WeatherIcon } from '../../../ui/weather-icon';

/**
 * The next hours at a glance, one column per hour: time, sky, temperature and chance of rain.
 * It scrolls sideways inside itself (by keyboard too), never the page.
 */
export function HourlyStrip({ view, units }: { view: ForecastView; units: UnitPreferences }) {
  const { hourly } = view.weather;
  if (view.hourlyInstants.length === 0) return null;
  return (
    <div className="hourly-strip" role="region" aria-label={t('forecast.strip.label')} tabIndex={0}>
      <ol className="hourly-strip__list">
        {view.hourlyInstants.map((instant, i) => (
          <li key={instant} className="hourly-strip__hour">
            <span className="hourly-strip__time">{i === 0 ? t('forecast.strip.now') : formatPlaceHour(instant, view.clock)}</span>
            <WeatherIcon code={hourly.weather_code[i] ?? null} isDay={hourly.is_day[i] !== 0} size={28} />
            <span className="hourly-strip__temp">{formatTemperature(hourly.temperature_2m[i], units)}</span>
            <span className="hourly-strip__rain">
              <span className="visually-hidden">{t('forecast.chance')} </span>
              {formatPercent(hourly.precipitation_probability[i])}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
