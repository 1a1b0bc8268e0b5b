import { lazy, Suspense } from 'react';
import { useFirstScreenSettled } from '../offline/use-first-screen-settled';
import { CodeBoundary, loadingCode } from '../ui/code-boundary';

// Off the home screen's budget: the refresh's endpoints and the warnings' checks load when they start.
const BackgroundJobs = lazy(loadingCode(() => import('./background-jobs').then((module) => ({ default: module.BackgroundJobs }))));

/** Background work, started once the first screen is drawn with its data: it never competes with that screen's answer. */
export function BackgroundWork() {
  if (!useFirstScreenSettled()) return null;
  // Code that cannot come (offline before the worker holds it) leaves the jobs undone, the screen as it is.
  return (
    <CodeBoundary>
      <Suspense fallback={null}>
        <BackgroundJobs />
      </Suspense>
    </CodeBoundary>
  );
}
