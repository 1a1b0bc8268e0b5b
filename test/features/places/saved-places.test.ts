import { describe, expect, it } from 'vitest';
import {
  addPlace,
  movePlace,
  removePlace,
  SAVED_PLACES_LIMIT,
  savedPlaceId,
  SavedPlacesFullError,
  type SavedPlace,
} from '../../../src/features/places/saved-places';

const place = (slug: string): SavedPlace => ({ slug, name: slug, province: 'P', country: 'CH', lat: 47, lon: 8 });
const ids = (places: SavedPlace[]) => places.map(savedPlaceId);

describe('saved places', () => {
  it('appends a place once and identifies a bare point by its coordinates path', () => {
    const point = { name: '10.00°N, 20.00°E', lat: 10, lon: 20 };
    const saved = addPlace(addPlace(addPlace([], place('a')), place('a')), point);
    expect(ids(saved)).toEqual(['a', '/at/10.0000,20.0000']);
  });

  it(`refuses a place beyond ${SAVED_PLACES_LIMIT} with a message, and keeps the list unchanged`, () => {
    const full = Array.from({ length: SAVED_PLACES_LIMIT }, (_, i) => place(`p${i}`));
    expect(() => addPlace(full, place('one-more'))).toThrow(SavedPlacesFullError);
    expect(() => addPlace(full, place('one-more'))).toThrow(/up to 20 places/);
    expect(full).toHaveLength(SAVED_PLACES_LIMIT);
    expect(addPlace(full, place('p3'))).toHaveLength(SAVED_PLACES_LIMIT);
  });

  it('moves a place up or down and ignores moves past either end', () => {
    const list = ['a', 'b', 'c'].map(place);
    expect(ids(movePlace(list, 'c', -1))).toEqual(['a', 'c', 'b']);
    expect(ids(movePlace(list, 'a', 1))).toEqual(['b', 'a', 'c']);
    expect(ids(movePlace(list, 'a', -1))).toEqual(['a', 'b', 'c']);
    expect(ids(movePlace(list, 'c', 1))).toEqual(['a', 'b', 'c']);
    expect(ids(removePlace(list, 'b'))).toEqual(['a', 'c']);
  });
});
