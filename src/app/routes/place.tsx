import { lazy, Suspense } from 'react';
import { isApiError } from '../../api/errors';
import { useLocation } from '../../features/places/api/get-location';
import { useNearestPlace } from '../../features/places/api/get-nearest-place';
import { formatCoordinates, parseCoordinatePath, type SelectedPlace } from '../../lib/place';
import { ErrorState } from '../../ui/error-state';
import { NotDownloaded } from '../../ui/not-downloaded';
import { Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../use-document-title';
import { NotFoundRoute } from './not-found';

// The place screen's panels stay off the home screen's budget; the service worker precaches
// the chunk, so a deep link still opens offline.
const LazyPlaceScreen = lazy(() => import('../place-screen').then((module) => ({ default: module.PlaceScreen })));

function PlaceScreen({ place }: { place: SelectedPlace }) {
  return (
    <Suspense fallback={<Skeleton label="Loading the place…" />}>
      <LazyPlaceScreen place={place} />
    </Suspense>
  );
}

/** `/place/:slug`: a catalog place, resolved through /api/py/locations (cached offline). */
export function PlaceBySlugRoute({ params }: { params: { slug: string } }) {
  const query = useLocation(params.slug);
  useDocumentTitle(query.data?.data.location.name ?? 'Loading place');
  if (query.data) return <PlaceScreen place={query.data.data.location} />;
  if (isApiError(query.error) && query.error.status === 404) {
    return <NotFoundRoute title="Place not found" message={`No place is known as “${params.slug}”.`} />;
  }
  if (query.isError) return <ErrorState title="Could not load this place" error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPaused) return <NotDownloaded what="This place" onRetry={() => void query.refetch()} />;
  return <Skeleton label="Loading the place…" />;
}

/** `/at/:lat,:lon`: any point, labelled by its coordinates and the known place nearest to it. */
export function PlaceAtRoute({ params }: { params: { coords: string } }) {
  const point = parseCoordinatePath(params.coords);
  const near = useNearestPlace(point).data?.data.nearest.name;
  const name = point ? formatCoordinates(point.lat, point.lon) : 'Invalid coordinates';
  useDocumentTitle(near ? `${name} near ${near}` : name);
  if (!point) {
    return (
      <NotFoundRoute
        title="Invalid coordinates"
        message="Coordinates look like /at/47.37,8.54: latitude −90 to 90, longitude −180 to 180."
      />
    );
  }
  const place: SelectedPlace = { name, near, ...point };
  return <PlaceScreen place={place} />;
}
