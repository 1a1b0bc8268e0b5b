import { isNewHazard } from '../../lib/weather-warnings/warning-key';
import type { WeatherWarning } from '../../lib/weather-warnings/warning';
import { savedPlaceId, type SavedPlace } from '../saved-places-document';

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

/** New warnings per place (not told, more severe, or another day); `told` maps place ids to told identities. */
export function warningsToTell(places: readonly PlaceWarnings[], told: ReadonlyMap<string, readonly string[]>): WarningToTell[] {
  return places.flatMap(({ place, warnings }) => {
    const id = savedPlaceId(place);
    const before = told.get(id) ?? [];
    return warnings
      .filter((warning) => isNewHazard(warning, before))
      .map((warning) => ({ place: id, warning: warning.id, about: place, details: warning }));
  });
}
