import { useState } from 'react';
import type { SelectedPlace } from '../../../lib/place';
import { addPlace, isSaved, removePlace, savedPlaceId, SavedPlacesFullError } from '../saved-places';
import { useSavedPlaces } from '../use-saved-places';
import './places.css';

/** A star that saves the place to the home screen, or removes it again (a toggle: aria-pressed, one label). */
export function SavedPlaceToggle({ place }: { place: SelectedPlace }) {
  const { places, update } = useSavedPlaces();
  const [message, setMessage] = useState<string>();
  const saved = places !== undefined && isSaved(places, place);

  const toggle = async () => {
    setMessage(undefined);
    try {
      await update((current) => (isSaved(current, place) ? removePlace(current, savedPlaceId(place)) : addPlace(current, place)));
    } catch (error) {
      setMessage(error instanceof SavedPlacesFullError ? error.message : 'Could not save this place: the browser’s storage refused it.');
    }
  };

  return (
    <div className="saved-toggle">
      <button
        type="button"
        className="button--quiet saved-toggle__button"
        aria-pressed={saved}
        disabled={places === undefined}
        onClick={() => void toggle()}
      >
        <span aria-hidden="true">{saved ? '★' : '☆'}</span> Save place
      </button>
      {message && (
        <p className="saved-toggle__message" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
