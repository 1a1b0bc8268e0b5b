import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { t } from '../../../i18n/i18n';
import { ErrorBoundary } from '../../../ui/error-boundary';
import { NotDownloaded } from '../../../ui/not-downloaded';
import { WhenNear } from '../../../ui/when-near';
import { CHART_HEIGHT, POINT_NAMES, type PointName } from '../charts/chart-frame';
import { ChartHint } from '../charts/chart-hint';

const loadCharts = () => import('../charts');

/**
 * A chart's box while its code loads: the frame at the chart's height, the same hint and a table
 * toggle, so the card is as tall as it will be and nothing below it moves when the chart arrives.
 */
function ChartPlaceholder({ pointName }: { pointName: PointName }) {
  return (
    <figure className="chart">
      <div className="chart__frame chart__frame--loading" style={{ height: CHART_HEIGHT }} role="status" aria-busy="true">
        <span className="visually-hidden">{t('forecast.chart.loading')}</span>
      </div>
      <p className="chart__readout"><ChartHint pointName={pointName} /></p>
      <details className="chart__table">
        <summary>{t('forecast.chart.showTable')}</summary>
        <p>{t('forecast.chart.loadingTable')}</p>
      </details>
    </figure>
  );
}

function lazyChart<P extends object>(pointName: PointName, pick: (module: Awaited<ReturnType<typeof loadCharts>>) => ComponentType<P>) {
  const Lazy = lazy(() => loadCharts().then((module) => ({ default: pick(module) })));
  // Drawn as it comes near the view, in a task of its own (its card comes first, at its final
  // height), whether its code is still on the way or already in. Code that cannot come (offline
  // on a first visit, before the service worker holds it) leaves this chart's box saying so,
  // not the whole forecast around it. Retry loads the page again, as Vite advises for a chunk
  // that failed (asked again in the same page, it failed again here), and the screen's data is saved.
  return function LazyChart(props: P) {
    const placeholder = <ChartPlaceholder pointName={pointName} />;
    return (
      <WhenNear placeholder={placeholder}>
        <ErrorBoundary
          fallback={() => (
            <NotDownloaded what={t('forecast.chart.this')} onRetry={() => location.reload()} />
          )}
        >
          <Suspense fallback={placeholder}>
            <Lazy {...(props as ComponentProps<typeof Lazy>)} />
          </Suspense>
        </ErrorBoundary>
      </WhenNear>
    );
  };
}

export const HourlyChart = lazyChart(POINT_NAMES.hourly, (module) => module.HourlyChart);
export const NowcastChart = lazyChart(POINT_NAMES.nowcast, (module) => module.NowcastChart);
export const ModelChart = lazyChart(POINT_NAMES.models, (module) => module.ModelChart);
