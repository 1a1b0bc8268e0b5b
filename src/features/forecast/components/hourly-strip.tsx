import { t } from '../../../i18n/i18n';
import { formatPlaceHour } from '../../../lib/local-time';
import { formatPercent, formatTemperature } from '../../../lib/unit-format';
import type { UnitPreferences } from '../../../lib/units';
import type { ForecastView } from '../forecast-view';
import { useMountedLater } from '../../../ui/deferred';
import { WeatherIcon } from '../../../ui/weather-icon';
import { HOUR_MS } from '../../../lib/durations';

/** An hour's column (3.3rem and its gap) is at least this wide with the smallest usual root font. */
const NARROWEST_HOUR_PX = 48;

// The hours drawn with the card: as many as the window shows; the rest (two thirds on a phone) follow in a
// task of their own (src/ui/deferred.tsx), off to the side.
const hoursInView = () => Math.ceil(window.innerWidth / NARROWEST_HOUR_PX);

/** The next hours, one column each; "Now" shows the current conditions if observed this hour, agreeing with the temperature above. */
export function HourlyStrip({ view, units }: { view: ForecastView; units: UnitPreferences }) {
  const { hourly, current } = view.weather;
  const allHours = useMountedLater();
  const hourUnderWay = view.hourlyInstants[0];
  if (hourUnderWay === undefined) return null;
  const observedNow = view.currentAt >= hourUnderWay && view.currentAt < hourUnderWay + HOUR_MS;
  const temperatureAt = (i: number) => (i === 0 && observedNow ? current.temperature_2m : hourly.temperature_2m[i]);
  const skyAt = (i: number) =>
    i === 0 && observedNow ? { code: current.weather_code, isDay: current.is_day !== 0 } : { code: hourly.weather_code[i] ?? null, isDay: hourly.is_day[i] !== 0 };
  return (
    <div className="hourly-strip" role="region" aria-label={t('forecast.strip.label')} tabIndex={0}>
      <ol className="hourly-strip__list">
        {(allHours ? view.hourlyInstants : view.hourlyInstants.slice(0, hoursInView())).map((instant, i) => (
          <li key={instant} className="hourly-strip__hour">
            <span className="hourly-strip__time">{i === 0 ? t('forecast.strip.now') : formatPlaceHour(instant, view.clock)}</span>
            <WeatherIcon {...skyAt(i)} size={28} />
            <span className="hourly-strip__temp">{formatTemperature(temperatureAt(i), units)}</span>
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
