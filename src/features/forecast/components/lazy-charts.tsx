import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { Skeleton } from '../../../ui/skeleton';

const loadCharts = () => import('../charts');

function lazyChart<P extends object>(pick: (module: Awaited<ReturnType<typeof loadCharts>>) => ComponentType<P>) {
  const Lazy = lazy(() => loadCharts().then((module) => ({ default: pick(module) })));
  return function LazyChart(props: P) {
    return (
      <Suspense fallback={<Skeleton label="Loading the chart…" lines={2} />}>
        <Lazy {...(props as ComponentProps<typeof Lazy>)} />
      </Suspense>
    );
  };
}

export const HourlyChart = lazyChart((module) => module.HourlyChart);
export const NowcastChart = lazyChart((module) => module.NowcastChart);
export const ModelChart = lazyChart((module) => module.ModelChart);
