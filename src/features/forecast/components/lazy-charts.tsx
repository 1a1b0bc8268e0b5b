import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { CHART_HEIGHT } from '../charts/chart-height';

const loadCharts = () => import('../charts');

/**
 * Starts loading the charts' code. The place screen asks as it opens, so the code is usually in
 * by the time the forecast arrives and the charts are drawn at once, not grown from a skeleton.
 */
export function preloadCharts(): void {
  void loadCharts();
}

/** A chart's place while its code loads, in the chart's own outline: the drawing, the readout and the table's toggle. */
function ChartSkeleton() {
  return (
    <figure className="chart" role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">Loading the chart…</span>
      <div className="chart-skeleton__drawing" style={{ height: CHART_HEIGHT }} aria-hidden="true" />
      <p className="chart__readout" aria-hidden="true" />
      <div className="chart-skeleton__toggle" aria-hidden="true" />
    </figure>
  );
}

function lazyChart<P extends object>(pick: (module: Awaited<ReturnType<typeof loadCharts>>) => ComponentType<P>) {
  const Lazy = lazy(() => loadCharts().then((module) => ({ default: pick(module) })));
  return function LazyChart(props: P) {
    return (
      <Suspense fallback={<ChartSkeleton />}>
        <Lazy {...(props as ComponentProps<typeof Lazy>)} />
      </Suspense>
    );
  };
}

export const HourlyChart = lazyChart((module) => module.HourlyChart);
export const NowcastChart = lazyChart((module) => module.NowcastChart);
export const ModelChart = lazyChart((module) => module.ModelChart);
