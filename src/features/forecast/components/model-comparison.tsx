import { WEATHER_MODELS } from '../../../api/schemas/weather';
import type { UnitPreferences } from '../../../lib/units';
import { ErrorState } from '../../../ui/error-state';
import { NotDownloaded } from '../../../ui/not-downloaded';
import { Skeleton } from '../../../ui/skeleton';
import { useModelComparison } from '../api/get-weather';
import type { ForecastParams } from '../api/keys';
import type { ForecastView } from '../forecast-view';
import { MODEL_NAMES, orderModels } from '../models';
import { useModelChoice } from '../use-model-choice';
import { ForecastPanel } from './forecast-panel';
import { ModelChart } from './lazy-charts';

export function ModelComparison({ point, view, units }: { point: ForecastParams; view: ForecastView; units: UnitPreferences }) {
  const [chosen, setChosen] = useModelChoice();
  const query = useModelComparison({ params: { ...point, models: chosen } });
  const comparison = query.data?.data;
  const toggle = (model: (typeof WEATHER_MODELS)[number], on: boolean) =>
    setChosen(orderModels(on ? [...chosen, model] : chosen.filter((m) => m !== model)));
  return (
    <ForecastPanel id="forecast-models" title="Compare forecast models" fetchedAt={chosen.length > 0 ? query.data?.fetchedAt : undefined}>
      <fieldset className="model-picker">
        <legend>Models to compare</legend>
        {WEATHER_MODELS.map((model) => (
          <label key={model} className="model-picker__choice">
            <input type="checkbox" checked={chosen.includes(model)} onChange={(event) => toggle(model, event.target.checked)} />
            {MODEL_NAMES[model]}
          </label>
        ))}
      </fieldset>
      {chosen.length === 0 && <p className="muted">Pick one or more models to see how their next 24 hours differ.</p>}
      {chosen.length > 0 && comparison?.models && comparison.models_time && (
        <div className={query.isPlaceholderData ? 'model-charts model-charts--updating' : 'model-charts'} aria-busy={query.isPlaceholderData}>
          {(['temperature', 'precipitation'] as const).map((quantity) => (
            <ModelChart
              key={quantity}
              quantity={quantity}
              models={comparison.models ?? []}
              times={comparison.models_time ?? []}
              utcOffsetSeconds={comparison.utc_offset_seconds}
              clock={view.clock}
              units={units}
            />
          ))}
        </div>
      )}
      {chosen.length > 0 && !comparison && query.isError && (
        <ErrorState title="Could not load the model comparison" error={query.error} onRetry={() => void query.refetch()} />
      )}
      {chosen.length > 0 && !comparison && !query.isError && query.isPaused && (
        <NotDownloaded what="The model comparison" onRetry={() => void query.refetch()} />
      )}
      {chosen.length > 0 && !comparison && !query.isError && !query.isPaused && <Skeleton label="Loading the models…" lines={2} />}
    </ForecastPanel>
  );
}
