import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { t } from '../../../i18n/i18n';
import { CodeBoundary, loadingCode } from '../../../ui/code-boundary';
import { WhenNear } from '../../../ui/when-near';
import { CHART_HEIGHT, type ChartKind } from '../charts/chart-frame';
import { ChartHint } from '../charts/chart-hint';
import { legendEntries } from '../charts/legend-entries';
import { noteEarlyToggle } from '../charts/tables-opened-early';

const loadCharts = () => import('../charts');

/** A chart's box while its code loads, at the chart's height with its legend, hint and table toggle, so nothing moves. */
function ChartPlaceholder({ chart, legend }: { chart: ChartKind; legend: readonly string[] }) {
  return (
    <figure className="chart">
      <div className="chart__frame chart__frame--loading" style={{ height: CHART_HEIGHT }} role="status" aria-busy="true">
        <span className="visually-hidden">{t('forecast.chart.loading')}</span>
      </div>
      {legend.length > 0 && (
        <ul className="chart__legend" aria-hidden="true">
          {legend.map((name) => (
            <li key={name}>
              <svg width="34" height="12" />
              {name}
            </li>
          ))}
        </ul>
      )}
      <p className="chart__readout"><ChartHint chart={chart} /></p>
      <details className="chart__table" onToggle={(event) => noteEarlyToggle(chart, event.currentTarget.open)}>
        <summary>{t('forecast.chart.showTable')}</summary>
        <p>{t('forecast.chart.loadingTable')}</p>
      </details>
    </figure>
  );
}

function lazyChart<P extends object>(
  chart: ChartKind,
  pick: (module: Awaited<ReturnType<typeof loadCharts>>) => ComponentType<P>,
  legendOf: (props: P) => readonly string[] = () => [],
) {
  const Lazy = lazy(loadingCode(() => loadCharts().then((module) => ({ default: pick(module) }))));
  // Drawn as it comes near the view, in its own task; code that cannot load fails this chart alone (CodeBoundary).
  return function LazyChart(props: P) {
    const placeholder = <ChartPlaceholder chart={chart} legend={legendOf(props)} />;
    return (
      <WhenNear placeholder={placeholder}>
        <CodeBoundary what={t('forecast.chart.this')}>
          <Suspense fallback={placeholder}>
            <Lazy {...(props as ComponentProps<typeof Lazy>)} />
          </Suspense>
        </CodeBoundary>
      </WhenNear>
    );
  };
}

/** The 24-hour chart of a measure, its spec made here so that its placeholder holds the legend's room. */
export const HourlyChart = lazyChart(
  'hourly',
  (module) => module.InspectableChart,
  ({ spec }) => legendEntries(spec).map((entry) => entry.name),
);
export const NowcastChart = lazyChart('nowcast', (module) => module.NowcastChart);
export const ModelChart = lazyChart('models', (module) => module.ModelChart);
