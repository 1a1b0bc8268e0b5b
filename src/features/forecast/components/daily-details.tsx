import { formatPlaceDate } from '../../../lib/local-time';
import { formatPercent, formatPrecipitation, formatWind, MISSING } from '../../../lib/unit-format';
import type { UnitPreferences } from '../../../lib/units';
import { weatherCondition } from '../../../lib/weather-codes';
import { WindDirection } from '../../../ui/wind-direction';
import type { ForecastView } from '../forecast-view';
import { uvCategory } from '../uv-category';
import { Facts, sunFacts } from './facts';

/** What a day of the week holds beyond its line: sky, rain, wind, UV and the sun, opened on a tap. */
export function DailyDetails({ id, view, index, units }: { id: string; view: ForecastView; index: number; units: UnitPreferences }) {
  const { daily } = view.weather;
  const uv = daily.uv_index_max[index] ?? null;
  return (
    <div id={id} className="daily__details">
      <p className="daily__date">
        {formatPlaceDate(daily.time[index] ?? '', 'day')} · {weatherCondition(daily.weather_code[index] ?? null)}
      </p>
      <Facts
        facts={[
          ['Chance of precipitation', formatPercent(daily.precipitation_probability_max[index])],
          ['Precipitation', formatPrecipitation(daily.precipitation_sum[index], units)],
          [
            'Wind up to',
            <>
              {formatWind(daily.wind_speed_10m_max[index], units)} <WindDirection degrees={daily.wind_direction_10m_dominant[index] ?? null} />
            </>,
          ],
          ['Gusts up to', formatWind(daily.wind_gusts_10m_max[index], units)],
          ['UV index', uv === null ? MISSING : `${Math.round(uv)} · ${uvCategory(uv)}`],
          ...sunFacts(daily.sunrise[index], daily.sunset[index], view, 'that day'),
        ]}
      />
    </div>
  );
}
