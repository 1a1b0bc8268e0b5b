import { lazy } from 'react';
import { loadingCode } from '../ui/code-boundary';
import { AfterFirstScreen } from './after-first-screen';

// Off the home screen's budget: the refresh's endpoints and the warnings' checks load when they start.
const BackgroundJobs = lazy(loadingCode(() => import('./background-jobs').then((module) => ({ default: module.BackgroundJobs }))));

/** Background work, started once the first screen is drawn with its data: it never competes with that screen's answer. */
export function BackgroundWork() {
  return (
    <AfterFirstScreen>
      <BackgroundJobs />
    </AfterFirstScreen>
  );
}
