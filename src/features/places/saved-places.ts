import { t } from '../../i18n/i18n';
import type { SelectedPlace } from '../../lib/place';
import { formatNumber } from '../../lib/unit-format';
import { savedPlaceId, type SavedPlace } from '../../offline/saved-places-document';

export { SAVED_PLACES_KEY, SavedPlacesSchema, savedPlaceId, type SavedPlace } from '../../offline/saved-places-document';
export const SAVED_PLACES_LIMIT = 20;

export function toSavedPlace({ slug, name, province, country, lat, lon, near }: SelectedPlace): SavedPlace {
  return { slug, name, province, country, lat, lon, near };
}

export function isSaved(places: readonly SavedPlace[], place: SelectedPlace): boolean {
  const id = savedPlaceId(place);
  return places.some((saved) => savedPlaceId(saved) === id);
}

export class SavedPlacesFullError extends Error {
  override readonly name = 'SavedPlacesFullError';

  constructor() {
    super(t('places.full', { limit: formatNumber(SAVED_PLACES_LIMIT, 0) }));
  }
}

/** Appends a place; throws SavedPlacesFullError at the limit. Saving twice changes nothing. */
export function addPlace(places: readonly SavedPlace[], place: SelectedPlace): SavedPlace[] {
  if (isSaved(places, place)) return [...places];
  if (places.length >= SAVED_PLACES_LIMIT) throw new SavedPlacesFullError();
  return [...places, toSavedPlace(place)];
}

export function removePlace(places: readonly SavedPlace[], id: string): SavedPlace[] {
  return places.filter((place) => savedPlaceId(place) !== id);
}

/** Moves a place `offset` positions (−1 up, +1 down); a move past either end changes nothing. */
export function movePlace(places: readonly SavedPlace[], id: string, offset: number): SavedPlace[] {
  const from = places.findIndex((place) => savedPlaceId(place) === id);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= places.length) return [...places];
  const next = [...places];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}
