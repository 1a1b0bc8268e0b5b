import { lazy } from 'react';
import { loadingCode } from '../../ui/code-boundary';
import { AfterFirstScreen } from '../after-first-screen';

// Off the home screen's budget: the worker's registration loads once the first screen has settled.
const ServiceWorkerUpdate = lazy(loadingCode(() => import('./service-worker-update').then((module) => ({ default: module.ServiceWorkerUpdate }))));

/** Offers a new version of the app once its service worker, registered after the first screen is drawn, has one waiting. */
export function UpdateToast() {
  return (
    <AfterFirstScreen>
      <ServiceWorkerUpdate />
    </AfterFirstScreen>
  );
}
