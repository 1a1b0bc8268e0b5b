import type { CurrentSource, WeatherProvider } from '../../../api/schemas/weather';
import { t } from '../../../i18n/i18n';
import type { ForecastView } from '../forecast-view';
import { ForecastPanel } from './forecast-panel';

const PROVIDER_NAMES: Record<Exclude<WeatherProvider, 'fallback'>, string> = {
  tomorrow: 'Tomorrow.io',
  'open-meteo': 'Open-Meteo',
};

function providerLine(provider: WeatherProvider | undefined): string {
  if (provider === undefined) return t('forecast.sources.providerUnknown');
  if (provider === 'fallback') return t('forecast.sources.estimate');
  return t('forecast.sources.forecastBy', { provider: PROVIDER_NAMES[provider] });
}

function currentLine(source: CurrentSource | undefined): string {
  if (source === undefined) return t('forecast.sources.currentUnknown');
  if (source === 'stationkit') return t('forecast.sources.station');
  if (source === 'fallback') return t('forecast.sources.currentEstimated');
  return t('forecast.sources.currentBy', { provider: PROVIDER_NAMES[source] });
}

/** Where this forecast came from, as the response's headers said (kept with the cached data). */
export function Sources({ view }: { view: ForecastView }) {
  const estimate = view.provider === 'fallback';
  return (
    <ForecastPanel id="forecast-sources" title={t('forecast.sources.title')} fetchedAt={view.fetchedAt} ageFrom={view.ageFrom} className="sources">
      <ul className="sources__list">
        <li className={estimate ? 'sources__estimate' : undefined}>{providerLine(view.provider)}</li>
        <li>{currentLine(view.currentSource)}</li>
      </ul>
    </ForecastPanel>
  );
}
