import { lazy, Suspense, type ReactNode } from 'react';
import { t } from '../../../i18n/i18n';
import { CodeBoundary, loadingCode } from '../../../ui/code-boundary';
import { Skeleton } from '../../../ui/skeleton';

// Off the home screen's budget: a place's lookup and forecast (its schemas) come with the route's code.
const loadRoutes = loadingCode(() => import('./place'));
const BySlug = lazy(() => loadRoutes().then((module) => ({ default: module.PlaceBySlugRoute })));
const At = lazy(() => loadRoutes().then((module) => ({ default: module.PlaceAtRoute })));

function RouteCode({ loading, children }: { loading?: ReactNode; children: ReactNode }) {
  return (
    <CodeBoundary what={t('app.place.this')}>
      <Suspense
        fallback={
          <>
            {loading}
            <Skeleton label={t('app.place.loading')} />
          </>
        }
      >
        {children}
      </Suspense>
    </CodeBoundary>
  );
}

/** `/place/:slug` (place.tsx), drawn as it is while its lookup runs until its code has come. */
export function PlaceBySlugRoute({ params }: { params: { slug: string } }) {
  return (
    <RouteCode loading={<h1 className="visually-hidden">{t('app.place.loadingTitle')}</h1>}>
      <BySlug params={params} />
    </RouteCode>
  );
}

/** `/at/:lat,:lon` (place.tsx). */
export function PlaceAtRoute({ params }: { params: { coords: string } }) {
  return (
    <RouteCode>
      <At params={params} />
    </RouteCode>
  );
}
