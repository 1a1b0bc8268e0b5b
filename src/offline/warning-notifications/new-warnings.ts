import { isNewHazard } from '../../lib/weather-warnings/warning-key';
import type { WeatherWarning } from '../../lib/weather-warnings/warning';
import { savedPlaceId, type SavedPlace } from '../saved-places-document';

/** A saved place's warnings as the rules find them now. */
export interface PlaceWarnings {
  place: SavedPlace;
  warnings: readonly WeatherWarning[];
}

/** A warning to notify, with the place it is about and the identities the record keeps. */
export interface WarningToTell {
  place: string;
  warning: string;
  about: SavedPlace;
  details: WeatherWarning;
}

/**
 * Which warnings are new, for the page and the service worker alike: per place, a hazard not
 * told before, or told at a lower severity, or a new occurrence on another day. `told` holds
 * per place id the identities already told (notified or dismissed: either way the person knows).
 */
export function warningsToTell(places: readonly PlaceWarnings[], told: ReadonlyMap<string, readonly string[]>): WarningToTell[] {
  return places.flatMap(({ place, warnings }) => {
    const id = savedPlaceId(place);
    const before = told.get(id) ?? [];
    return warnings
      .filter((warning) => isNewHazard(warning, before))
      .map((warning) => ({ place: id, warning: warning.id, about: place, details: warning }));
  });
}
