import { t } from '../../../i18n/i18n';
import { formatPlaceTime } from '../../../lib/local-time';
import { chartValue } from '../../../lib/unit-format';
import type { UnitPreferences } from '../../../lib/units';
import { isPrecipitationCode, weatherCodeKind } from '../../../lib/weather-codes';
import type { ForecastView } from '../forecast-view';
import { isWetQuarter, nowcastSentence } from '../nowcast-sentence';
import { ForecastPanel } from './forecast-panel';
import { NowcastChart } from './lazy-charts';

export function Nowcast({ view, units }: { view: ForecastView; units: UnitPreferences }) {
  const { minutely, current } = view.weather;
  const fallingNow = isPrecipitationCode(current.weather_code);
  const freezing = current.temperature_2m !== null && current.temperature_2m < 0;
  const snowy = weatherCodeKind(current.weather_code) === 'snow' || (!fallingNow && freezing);
  const sentence = minutely && nowcastSentence({
    starts: view.nowcastInstants,
    precipitation: minutely.precipitation.map(chartValue),
    now: view.now,
    fallingNow,
    type: snowy ? 'snow' : 'rain',
  });
  return (
    <ForecastPanel id="forecast-nowcast" title={t('forecast.nowcast.title')} fetchedAt={view.fetchedAt} ageFrom={view.ageFrom}>
      {minutely && view.nowcastEndsAt !== undefined && view.nowcastEndsAt <= view.now ? (
        <p>{t('forecast.nowcast.expired', { time: formatPlaceTime(view.currentAt, view.clock) })}</p>
      ) : minutely ? (
        <>
          <p className="nowcast__sentence">{sentence}</p>
          {/* Four empty bars would say nothing the sentence does not. */}
          {minutely.precipitation.some((mm) => mm !== null && isWetQuarter(mm)) && <NowcastChart view={view} units={units} />}
        </>
      ) : (
        <p>{t('forecast.nowcast.unavailable')}</p>
      )}
    </ForecastPanel>
  );
}
