import type { Location } from '../../api/schemas/location';
import { toLocation, type Place } from '../data/places';
import { placeContext } from '../weather/place-context';

/** A place as a lookup answers it: with the elevation its weather is made for, so pressures reduce to sea level. */
export function locatedPlace(place: Place): Location {
  return { ...toLocation(place), elevation: Math.round(placeContext(place).elevationM) };
}
