import type { ReactNode } from 'react';
import type { CurrentSource, WeatherProvider } from '../../../api/schemas/weather';
import { t } from '../../../i18n/i18n';
import { richMessage } from '../../../ui/rich-message';
import type { ForecastView } from '../forecast-view';
import { ForecastPanel } from './forecast-panel';

const PROVIDER_NAMES: Record<Exclude<WeatherProvider, 'fallback'>, string> = {
  tomorrow: 'Tomorrow.io',
  'open-meteo': 'Open-Meteo',
};

/** A provider's name is its own in every language (and to a page translator). */
const named = (provider: Exclude<WeatherProvider, 'fallback'>) => ({ provider: <span translate="no">{PROVIDER_NAMES[provider]}</span> });

function providerLine(provider: WeatherProvider | undefined): ReactNode {
  if (provider === undefined) return t('forecast.sources.providerUnknown');
  if (provider === 'fallback') return t('forecast.sources.estimate');
  return richMessage('forecast.sources.forecastBy', named(provider));
}

function currentLine(source: CurrentSource | undefined): ReactNode {
  if (source === undefined) return t('forecast.sources.currentUnknown');
  if (source === 'stationkit') return t('forecast.sources.station');
  if (source === 'fallback') return t('forecast.sources.currentEstimated');
  return richMessage('forecast.sources.currentBy', named(source));
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
