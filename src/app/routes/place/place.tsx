import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import { isApiError } from '../../../api/errors';
import { weatherQueryOptions } from '../../../features/forecast/api/get-weather';
import { usePlaceBySlug } from '../../../features/places/api/get-location';
import { useNearestPlace } from '../../../features/places/api/get-nearest-place';
import { t } from '../../../i18n/i18n';
import { linkedPlaceAt, parseCoordinatePath, type SelectedPlace } from '../../../lib/place';
import { formatCoordinates } from '../../../lib/format-coordinates';
import { CodeBoundary, loadingCode } from '../../../ui/code-boundary';
import { ErrorState } from '../../../ui/error-state';
import { NotDownloaded } from '../../../ui/not-downloaded';
import { useNotDownloaded } from '../../../ui/query-content';
import { Skeleton } from '../../../ui/skeleton';
import { useDocumentTitle } from '../../use-document-title';
import { loadPlaceScreen } from './load-place-screen';
import { NotFoundRoute } from '../not-found';

/** Prefetches the forecast at a link's coordinates while the place is looked up (as first-request.ts does). */
function ForecastAhead({ point }: { point: { lat: number; lon: number } }) {
  usePrefetchQuery(weatherQueryOptions(point));
  return null;
}

const LazyPlaceScreen = lazy(loadingCode(() => loadPlaceScreen().then((module) => ({ default: module.PlaceScreen }))));

function PlaceScreen({ place }: { place: SelectedPlace }) {
  // Ask for the forecast while the screen's code may still be downloading.
  usePrefetchQuery(weatherQueryOptions({ lat: place.lat, lon: place.lon }));
  return (
    <CodeBoundary what={t('app.place.this')}>
      <Suspense fallback={<Skeleton label={t('app.place.loading')} />}>
        <LazyPlaceScreen place={place} />
      </Suspense>
    </CodeBoundary>
  );
}

/** `/place/:slug?at=lat,lon`; if the lookup fails (the real service 404s some of its own slugs), `at` still opens it. */
export function PlaceBySlugRoute({ params }: { params: { slug: string } }) {
  const query = usePlaceBySlug({ params: { slug: params.slug } });
  // Download the screen's code during the lookup; a failure is shown by the lazy screen.
  loadPlaceScreen().catch(() => undefined);
  const at = linkedPlaceAt(useSearch());
  const notDownloaded = useNotDownloaded(query);
  const lookupFailed = query.isError || (notDownloaded && !query.data);
  const fallsBackToPoint = at !== undefined && lookupFailed && !query.data;
  useDocumentTitle(fallsBackToPoint ? undefined : (query.data?.data.location.name ?? t('app.place.loadingTitle')));
  if (query.data) return <PlaceScreen place={query.data.data.location} />;
  if (fallsBackToPoint) return <PointScreen point={at} />;
  if (isApiError(query.error) && query.error.status === 404) {
    return <NotFoundRoute title={t('place.notFound')} message={t('place.unknownSlug', { slug: params.slug })} />;
  }
  if (query.isError) {
    return <ErrorState title={t('place.loadFailed')} titleAs="h1" error={query.error} failedAt={query.errorUpdatedAt} onRetry={() => void query.refetch()} />;
  }
  return (
    <>
      {at && <ForecastAhead point={at} />}
      <h1 className="visually-hidden">{t('app.place.loadingTitle')}</h1>
      {notDownloaded ? (
        <NotDownloaded what={t('app.place.this')} onRetry={() => void query.refetch()} />
      ) : (
        <Skeleton label={t('app.place.loading')} />
      )}
    </>
  );
}

/** `/at/:lat,:lon`: any point, labelled by its coordinates and the known place nearest to it. */
export function PlaceAtRoute({ params }: { params: { coords: string } }) {
  const point = parseCoordinatePath(params.coords);
  if (!point) {
    return (
      <NotFoundRoute
        title={t('place.point.invalid')}
        message={t('place.point.invalidHelp')}
      />
    );
  }
  return <PointScreen point={point} />;
}

function PointScreen({ point }: { point: { lat: number; lon: number } }) {
  const near = useNearestPlace({ params: point }).data?.data.nearest.name;
  const name = formatCoordinates(point.lat, point.lon);
  useDocumentTitle(near ? t('place.point.nearTitle', { point: name, place: near }) : name);
  return <PlaceScreen place={{ name, near, ...point }} />;
}
