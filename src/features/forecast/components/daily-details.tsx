import { t } from '../../../i18n/i18n';
import { formatPlaceDate } from '../../../lib/local-time';
import { formatPercent, formatPrecipitation, formatWind } from '../../../lib/unit-format';
import type { UnitPreferences } from '../../../lib/units';
import { weatherCondition } from '../../../lib/weather-codes';
import { WindDirection } from '../../../ui/wind-direction';
import type { ForecastView } from '../forecast-view';
import { formatUvIndex } from '../uv-category';
import { Facts, sunFacts } from './facts';

/** What a day of the week holds beyond its line: sky, rain, wind, UV and the sun, opened on a tap. */
export function DailyDetails({ id, view, index, units }: { id: string; view: ForecastView; index: number; units: UnitPreferences }) {
  const { daily } = view.weather;
  return (
    <div id={id} className="daily__details">
      <p className="daily__date">
        {t('forecast.daily.date', { date: formatPlaceDate(daily.time[index] ?? '', 'day'), condition: weatherCondition(daily.weather_code[index] ?? null) })}
      </p>
      <Facts
        facts={[
          [t('forecast.chance'), formatPercent(daily.precipitation_probability_max[index])],
          [t('forecast.precipitation'), formatPrecipitation(daily.precipitation_sum[index], units)],
          [
            t('forecast.fact.windUpTo'),
            <>
              {formatWind(daily.wind_speed_10m_max[index], units)} <WindDirection degrees={daily.wind_direction_10m_dominant[index] ?? null} />
            </>,
          ],
          [t('forecast.fact.gustsUpTo'), formatWind(daily.wind_gusts_10m_max[index], units)],
          [t('forecast.fact.uvIndex'), formatUvIndex(daily.uv_index_max[index])],
          ...sunFacts(daily.sunrise[index], daily.sunset[index], view, 'thatDay'),
        ]}
      />
    </div>
  );
}
