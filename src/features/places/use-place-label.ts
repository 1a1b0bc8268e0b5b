import { t } from '../../i18n/i18n';
import { formatCoordinates } from '../../lib/format-coordinates';
import { useNearestPlace } from './api/get-nearest-place';

interface Labelled {
  slug?: string;
  name: string;
  lat: number;
  lon: number;
  near?: string;
}

/** A place's name, or for a bare point "Near Geneva" (known, cached or fetched nearest place), else its coordinates. */
export function usePlaceLabel(place: Labelled): string {
  const isPoint = place.slug === undefined;
  const nearest = useNearestPlace({
    params: { lat: place.lat, lon: place.lon },
    queryConfig: { enabled: isPoint && place.near === undefined },
  });
  if (!isPoint) return place.name;
  const near = place.near ?? nearest.data?.data.nearest.name;
  return near ? t('places.near', { place: near }) : formatCoordinates(place.lat, place.lon);
}
