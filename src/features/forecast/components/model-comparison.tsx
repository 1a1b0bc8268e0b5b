import { t } from '../../../i18n/i18n';
import { WEATHER_MODELS } from '../../../api/schemas/weather';
import { formatPlaceHour } from '../../../lib/local-time';
import { formatTemperatureDifference } from '../../../lib/unit-format';
import type { UnitPreferences } from '../../../lib/units';
import { QueryContent } from '../../../ui/query-content';
import { useModelComparison } from '../api/get-weather';
import type { ForecastParams } from '../api/keys';
import { modelsAhead, type ForecastView } from '../forecast-view';
import { agreementAhead } from '../model-agreement';
import { MODEL_NAMES, orderModels } from '../models';
import { useModelChoice } from '../use-model-choice';
import { ForecastPanel } from './forecast-panel';
import { ModelChart } from './lazy-charts';

export function ModelComparison({ point, view, units }: { point: ForecastParams; view: ForecastView; units: UnitPreferences }) {
  const [chosen, setChosen] = useModelChoice();
  const query = useModelComparison({ params: { ...point, models: chosen } });
  const toggle = (model: (typeof WEATHER_MODELS)[number], on: boolean) =>
    setChosen(orderModels(on ? [...chosen, model] : chosen.filter((m) => m !== model)));
  return (
    <ForecastPanel id="forecast-models" title={t('forecast.models.title')}>
      <fieldset className="model-picker">
        <legend>{t('forecast.models.legend')}</legend>
        {WEATHER_MODELS.map((model) => (
          <label key={model} className="model-picker__choice">
            <input type="checkbox" checked={chosen.includes(model)} onChange={(event) => toggle(model, event.target.checked)} />
            {MODEL_NAMES[model]}
          </label>
        ))}
      </fieldset>
      {chosen.length === 0 && <p className="muted">{t('forecast.models.pick')}</p>}
      {chosen.length > 0 && (
        <QueryContent query={query} what={t('forecast.models.what')} errorTitle={t('forecast.models.error')} loadingLabel={t('forecast.models.loading')} loadingLines={2}>
          {(comparison) => {
            const ahead = modelsAhead(comparison, view.now);
            const agreement = agreementAhead(ahead, comparison.utc_offset_seconds);
            return (
            <div className={query.isPlaceholderData ? 'model-charts model-charts--updating' : 'model-charts'} aria-busy={query.isPlaceholderData}>
              {ahead.times.length > 0 ? (
                (['temperature', 'precipitation'] as const).map((quantity) => (
                  <ModelChart
                    key={quantity}
                    quantity={quantity}
                    models={ahead.models}
                    times={ahead.times}
                    utcOffsetSeconds={comparison.utc_offset_seconds}
                    clock={view.clock}
                    units={units}
                  />
                ))
              ) : (
                <p>{t('forecast.models.passed')}</p>
              )}
              {agreement && (
                <p className="model-agreement">
                  {t('forecast.models.temperatureAgreement', { level: agreement.level, spread: formatTemperatureDifference(agreement.spread, units) })}{' '}
                  {t('forecast.models.rainAgreement', {
                    rain: agreement.rain.kind,
                    time: agreement.rain.kind === 'wet' ? formatPlaceHour(agreement.rain.at, view.clock) : '',
                  })}
                </p>
              )}
            </div>
            );
          }}
        </QueryContent>
      )}
    </ForecastPanel>
  );
}
