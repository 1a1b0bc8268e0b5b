import type { CurrentSource, WeatherProvider } from '../../../api/schemas/weather';
import type { ForecastView } from '../forecast-view';
import { ForecastPanel } from './forecast-panel';

const PROVIDER_NAMES: Record<Exclude<WeatherProvider, 'fallback'>, string> = {
  tomorrow: 'Tomorrow.io',
  'open-meteo': 'Open-Meteo',
};

function providerLine(provider: WeatherProvider | undefined): string {
  if (provider === undefined) return 'Forecast provider: not reported by the service';
  if (provider === 'fallback') return 'Estimate: the forecast providers were unavailable';
  return `Forecast by ${PROVIDER_NAMES[provider]}`;
}

function currentLine(source: CurrentSource | undefined): string {
  if (source === undefined) return 'Source of the current conditions: not reported by the service';
  if (source === 'stationkit') return 'Current conditions from a nearby weather station';
  if (source === 'fallback') return 'Current conditions estimated: no provider or station answered';
  return `Current conditions by ${PROVIDER_NAMES[source]}`;
}

/** Where this forecast came from, as the response's headers said (kept with the cached data). */
export function Sources({ view }: { view: ForecastView }) {
  const estimate = view.provider === 'fallback';
  return (
    <ForecastPanel id="forecast-sources" title="Sources" fetchedAt={view.fetchedAt} ageFrom={view.ageFrom} className="sources">
      <ul className="sources__list">
        <li className={estimate ? 'sources__estimate' : undefined}>{providerLine(view.provider)}</li>
        <li>{currentLine(view.currentSource)}</li>
      </ul>
    </ForecastPanel>
  );
}
